// What an external SphinxQL engine (Sphinx 2.2's searchd, Manticore Search) is told about the
// shop's index: a real-time index whose full-text fields hold the terms the shop already made
// (search-document.ts), and whose attributes hold what the engine filters and counts on and
// what a candidate carries back. The test launcher writes this (test-support/searchd.ts);
// decision record 0053 shows it in a whole searchd configuration.

/** The full-text fields, in the order the engine writes them. */
export const TEXT_FIELDS = ["words", "stems", "rstems", "description", "trigrams"] as const;

/**
 * Characters the engine keeps inside a word: ASCII digits and letters, and every character
 * beyond ASCII. The shop has already split the text into words of letters and digits
 * (search-terms.ts) and folded them, so the engine need not know which of those characters
 * are letters: it only must not split a word the shop kept whole (a Sámi "ŋ", a Japanese
 * word), and must read ASCII punctuation (its query operators) as separators.
 */
export const CHARSET_TABLE = ["0..9", "a..z", "A..Z->a..z", "U+80..U+10FFFF"].join(", ");

/** The `index` section for an index called `name` kept under `path` (a file prefix). */
export function sphinxIndexConfig(name: string, path: string): string {
  return [
    `index ${name}`,
    "{",
    "  type = rt",
    `  path = ${path}`,
    ...TEXT_FIELDS.map((field) => `  rt_field = ${field}`),
    "  rt_attr_string = brand",
    "  rt_attr_string = category",
    "  rt_attr_string = category_en",
    "  rt_attr_uint = published",
    "  rt_attr_string = document",
    "  rt_attr_string = fuzzy",
    // Prefixes found by expanding the dictionary's words at query time, down to one letter
    // (the word being typed); every word is indexed, however short.
    "  dict = keywords",
    "  min_prefix_len = 1",
    "  min_word_len = 1",
    `  charset_table = ${CHARSET_TABLE}`,
    "}",
  ].join("\n");
}
