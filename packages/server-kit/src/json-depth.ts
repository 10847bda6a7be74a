// How deeply a JSON text nests, found by scanning it (strings skipped) before it is parsed.
// Parsing itself copes with thousands of levels, but the code that walks the value afterwards
// (schemas, merging inputs, serialising the flow) recurses and overflows the stack: a request
// body nested 5,000 levels deep answered 500. No request of the flow API nests beyond a
// handful of levels.

/** Deeper than any real request body (a WebAuthn response nests 4 levels). */
export const MAX_JSON_DEPTH = 32;

/** True when `text` opens more than `limit` arrays or objects inside each other. */
export function nestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return false;
}
