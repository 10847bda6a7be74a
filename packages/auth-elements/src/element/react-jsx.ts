// Typed custom elements in React 19's JSX: importing "@kretsbutiken/auth-elements" makes
// `<hanko-auth lang="sv" prefilled-email="…" />` and its siblings typecheck with their
// attributes (and rejects a `mode` the elements do not know). The props' names are the
// official package's, so code typed against it keeps compiling. Only the package's main entry
// carries this; "/standalone" leaves React's types alone.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type {
  HankoAuthAttributes,
  HankoEventsAttributes,
  HankoProfileAttributes,
} from "./element-attributes.ts";

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

export type HankoAuthElementProps = ElementProps<HankoAuthAttributes>;
export type HankoProfileElementProps = ElementProps<HankoProfileAttributes>;
export type HankoEventsElementProps = ElementProps<HankoEventsAttributes>;

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX lives in a namespace
  namespace JSX {
    interface IntrinsicElements {
      "hanko-auth": HankoAuthElementProps;
      "hanko-login": HankoAuthElementProps;
      "hanko-registration": HankoAuthElementProps;
      "hanko-profile": HankoProfileElementProps;
      "hanko-events": HankoEventsElementProps;
    }
  }
}
