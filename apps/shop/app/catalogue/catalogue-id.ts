// What a catalogue id in a URL may look like (category slugs, product ids and tokens), for
// the validate hooks of the listing and product routes (spec §5).
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SEGMENTS = 4;

/** One id segment: letters, digits, "_" and "-", at most 64 characters. */
export function isCatalogueSegment(value: string | undefined): boolean {
  return value !== undefined && SEGMENT.test(value);
}

/** A catch-all id ("mobiler/iphone"): empty, or up to four well-formed segments. */
export function isCatalogueSplat(value: string | undefined): boolean {
  if (value === undefined || value === "") return true;
  const segments = value.replace(/\/$/, "").split("/");
  return segments.length <= MAX_SEGMENTS && segments.every(isCatalogueSegment);
}
