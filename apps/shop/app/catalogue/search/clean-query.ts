// What a shopper typed, made safe to search and to echo: control and invisible format
// characters become spaces, runs of space collapse, and the text is cut to a length no real
// query reaches. Anything that is not a string is an empty query. Never throws.

/** Longer queries are cut, not refused: a pasted paragraph still searches its first words. */
export const MAX_QUERY_LENGTH = 100;

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

export function cleanQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  // Cut early (by code points, so a surrogate pair is never split) before the regexes run.
  const head = Array.from(raw.slice(0, MAX_QUERY_LENGTH * 4)).join("");
  const spaced = head.replace(CONTROL_OR_FORMAT, " ").replace(/\s+/gu, " ").trim();
  return Array.from(spaced).slice(0, MAX_QUERY_LENGTH).join("").trim();
}
