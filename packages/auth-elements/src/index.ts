// @kretsbutiken/auth-elements: <hanko-auth>, <hanko-login>, <hanko-registration>,
// <hanko-profile> and <hanko-events>, a drop-in for @teamhanko/hanko-elements, for pages that
// have React 19 (react and react-dom are the page's own). Importing it defines nothing;
// register() does. Its types also make the elements known to React's JSX (./element/react-jsx.ts).
export * from "./standalone.ts";
export type {
  HankoAuthElementProps,
  HankoEventsElementProps,
  HankoProfileElementProps,
} from "./element/react-jsx.ts";
