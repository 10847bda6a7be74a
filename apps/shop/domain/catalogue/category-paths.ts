// What a product's category pages say about it. The "globalt-allmant" pages gather products
// across devices (bags and cases of every kind; every product with a filter tag), so they
// say nothing about which device a product fits, and the tag page is no place to go back to.
import type { Product } from "./product.ts";

const ACROSS_DEVICES = "/globalt-allmant/";
const TAG_PAGE = "/globalt-allmant/taggar-for-filterfunktion";

/** The device pages (spec §2) that list the product: what it is made for. */
export function devicePaths(product: Pick<Product, "categoryPaths">): string[] {
  return product.categoryPaths.filter((path) => !path.startsWith(ACROSS_DEVICES));
}

/** The category page the breadcrumb leads back to: a device page if any, never the tag page. */
export function breadcrumbPath(product: Pick<Product, "categoryPaths">): string | undefined {
  return devicePaths(product)[0] ?? product.categoryPaths.find((path) => path !== TAG_PAGE);
}
