// The shop's one stylesheet, written into the page's head in a build instead of linked. A
// linked stylesheet is a request that every first paint waits for, and the page's scripts wait
// for it too; inline, the page can paint as soon as its HTML is in
// (docs/decisions/0032-the-first-paint-first.md). The server build gets the stylesheet's text
// (Vite's `?inline`, compiled and minified as the linked file was); the browser build gets
// nothing, as the text is already in the page it hydrates. The dev server and the unit tests
// link the file as before, so that style changes reload in place.
import type { Plugin } from "vite";

const ID = "virtual:kb-stylesheet";
const RESOLVED_ID = `\0${ID}`;

/** @param stylesheet the absolute path of the stylesheet (app/app.css) */
export function inlineStylesheetPlugin(stylesheet: string): Plugin {
  let building = false;
  return {
    name: "kb-inline-stylesheet",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(source) {
      return source === ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!building)
        return `export { default as STYLESHEET_URL } from ${JSON.stringify(`${stylesheet}?url`)};\nexport const STYLESHEET_TEXT = undefined;\n`;
      if (this.environment.name === "client")
        return "export const STYLESHEET_URL = undefined;\nexport const STYLESHEET_TEXT = undefined;\n";
      return `export const STYLESHEET_URL = undefined;\nexport { default as STYLESHEET_TEXT } from ${JSON.stringify(`${stylesheet}?inline`)};\n`;
    },
  };
}
