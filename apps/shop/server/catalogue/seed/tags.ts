// The filter tags of the seed catalogue. The page /globalt-allmant/taggar-for-filterfunktion
// lists every product with at least one tag and lets the shopper narrow the list by tag;
// index.ts adds that page's path to the categoryPaths of exactly those products, so the page
// is an ordinary category listing. Demo products carry no tags and stay off the page.
export const TAG_PAGE_PATH = "/globalt-allmant/taggar-for-filterfunktion";

/** Lowercase Swedish, as shown on the filter buttons. */
export const TAGS = [
  "5g",
  "begagnad",
  "trådlös",
  "bluetooth",
  "vattentät",
  "snabbladdning",
  "trådlös laddning",
  "dual-sim",
  "skal",
  "skärmskydd",
  "laddare",
  "kabel",
  "batteri",
  "minneskort",
  "brusreducering",
  "mikrofon",
  "rgb",
  "kraftåterkoppling",
  "hopfällbar",
  "ergonomisk",
  "reservdel",
  "däck",
  "bromsar",
  "penna",
  "barn",
  "presenttips",
  "fysiskt spel",
  "tålig",
] as const;

export type Tag = (typeof TAGS)[number];
