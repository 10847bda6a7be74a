// The shop's stylesheet as build-plugins/inline-stylesheet.ts gives it: a URL to link (dev
// server, tests), or in a build its text on the server and nothing in the browser.
declare module "virtual:kb-stylesheet" {
  export const STYLESHEET_URL: string | undefined;
  export const STYLESHEET_TEXT: string | undefined;
}
