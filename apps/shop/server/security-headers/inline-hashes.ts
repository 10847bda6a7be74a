// The CSP hashes of a page's inline scripts and style elements, for a page kept whole and
// answered to many visitors (server/page-cache/): the nonce it was rendered with is then no
// secret, so its policy names exactly the inline code in it instead (CSP Level 3 §8.3, hash
// sources). The page is our own React output: a <script> or <style> element's text ends at its
// first end tag, as the HTML parser's raw text state has it, because React and React Router
// escape "<" inside inline code, and text and attributes elsewhere.
import { createHash } from "node:crypto";

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Structured data is read, never run: no reason to let its text run as a script. */
const DATA_BLOCK_TYPES = new Set(["application/ld+json"]);

/** `sha256-…` of the element's text as the browser sees it (newlines normalised, UTF-8). */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

export function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes = "", text = ""] of html.matchAll(INLINE)) {
    if (tag!.toLowerCase() === "style") {
      styles.add(cspHash(text));
      continue;
    }
    if (HAS_SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!DATA_BLOCK_TYPES.has(typeValue)) scripts.add(cspHash(text));
  }
  return { scriptHashes: [...scripts], styleHashes: [...styles] };
}
