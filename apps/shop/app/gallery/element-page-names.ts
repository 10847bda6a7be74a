// The element gallery's pages (spec §2, /voxo_plus/element_page/*), by the path's last part.
export const ELEMENT_PAGES = [
  "element_home",
  "element_button",
  "element_header",
  "element_product",
  "element_categories",
  "element_deal_banner",
  "element_collection_banner",
] as const;
export type ElementPage = (typeof ELEMENT_PAGES)[number];

const isElementPage = (name: string): name is ElementPage =>
  (ELEMENT_PAGES as readonly string[]).includes(name);

/** Which gallery page a path shows, if any. */
export function elementPageName(pathname: string): ElementPage | undefined {
  const name = pathname.replace(/\/+$/, "").split("/").at(-1) ?? "";
  return isElementPage(name) ? name : undefined;
}
