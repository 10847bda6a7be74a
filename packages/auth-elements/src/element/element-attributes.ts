// The attributes each element observes, as types for the page's own markup: React's JSX
// (./react-jsx.ts), and Vue's or Svelte's element maps through the declarations the README
// shows. Values are strings, as attributes are; `mode` takes the official widget's two.

/** `<hanko-auth mode="registration">` starts at registration (the official name and values). */
export type HankoAuthMode = "login" | "registration";

/** Observed by `<hanko-auth>`, `<hanko-login>` and `<hanko-registration>`. */
export interface HankoAuthAttributes {
  /** Another auth server's URL for this element alone (its own SDK instance). */
  api?: string;
  /** Language of the texts, e.g. "sv"; switching it keeps the flow. */
  lang?: string;
  experimental?: string;
  "prefilled-email"?: string;
  "prefilled-username"?: string;
  mode?: HankoAuthMode;
}

/** Observed by `<hanko-profile>`. */
export interface HankoProfileAttributes {
  api?: string;
  lang?: string;
}

/** `<hanko-events>` observes none; it re-sends the SDK's session events on itself. */
export type HankoEventsAttributes = Record<never, never>;

/** Every element by its tag, for a framework's own element map. */
export interface HankoElementAttributes {
  "hanko-auth": HankoAuthAttributes;
  "hanko-login": HankoAuthAttributes;
  "hanko-registration": HankoAuthAttributes;
  "hanko-profile": HankoProfileAttributes;
  "hanko-events": HankoEventsAttributes;
}

// `document.querySelector("hanko-auth")` and the like are typed on every page that imports
// the package; the elements add no properties of their own to HTMLElement.
declare global {
  interface HTMLElementTagNameMap {
    "hanko-auth": HTMLElement;
    "hanko-login": HTMLElement;
    "hanko-registration": HTMLElement;
    "hanko-profile": HTMLElement;
    "hanko-events": HTMLElement;
  }
}
