// The CSP hashes of a page's own inline scripts and style elements, for a page kept whole and
// answered to many visitors (server/page-cache/): the nonce it was rendered with is then no
// secret, so its policy names exactly that inline code instead (CSP Level 3 §8.3, hash
// sources). Only elements carrying the nonce of the rendering are the page's own: markup
// injected into the page could not know it, so it gets no hash and stays blocked, as it was
// under the nonce. The page is our own React output: an element's text ends at its first end
// tag, as the HTML parser's raw text state has it, because React and React Router escape "<"
// inside inline code, and text and attributes elsewhere.
import { createHash } from "node:crypto";

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const NONCE = /(?:^|\s)nonce="([^"]*)"/i;

/** `sha256-…` of the element's text as the browser sees it (newlines normalised, UTF-8). */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

/** The hashes of the inline scripts and styles that carry `nonce`. */
export function inlineHashes(
  html: string,
  nonce: string,
): { scriptHashes: string[]; styleHashes: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  if (nonce === "") return { scriptHashes: [], styleHashes: [] };
  for (const [, tag, attributes = "", text = ""] of html.matchAll(INLINE)) {
    if (NONCE.exec(attributes)?.[1] !== nonce || HAS_SRC.test(attributes)) continue;
    (tag!.toLowerCase() === "style" ? styles : scripts).add(cspHash(text));
  }
  return { scriptHashes: [...scripts], styleHashes: [...styles] };
}
