// Which product a product URL asks for (spec §2), read from the path alone so the rule is a
// table: the canonical {token}{id} form /product/{slug}/{id}, the catch-all layouts
// /product/product_bundle/{id} and /product/product_left_sidebar/{id} (the id is the last
// segment, as productIdFromPath reads it), and the fixed layouts, which show `?id=` when it
// names a product and otherwise the first product of the catalogue (apps/shop/README.md).
import { productIdFromPath } from "../../domain/catalogue/product-path.ts";

export const FIXED_LAYOUTS = [
  "product_sticky",
  "product_4_images",
  "product_no_sidebar",
  "product_right_sidebar",
  "product_left_thumbnail",
  "product_right_thumbnail",
  "product_video_thumbnail",
] as const;

export const ID_LAYOUTS = ["product_bundle", "product_left_sidebar"] as const;

export type FixedLayoutName = (typeof FIXED_LAYOUTS)[number];
export type IdLayoutName = (typeof ID_LAYOUTS)[number];
/** "product" is the canonical page, /product/{slug}/{id}. */
export type ProductLayoutName = "product" | IdLayoutName | FixedLayoutName;

export type ProductRequest =
  /** A product named by its id; `slug` is the token of the canonical form, to check. */
  | { layout: "product"; id: number; slug: string }
  | { layout: IdLayoutName; id: number }
  /** A fixed layout: the product `?id=` names, if any; else the catalogue's first. */
  | { layout: FixedLayoutName; id: number | undefined };

export const isFixedLayout = (value: string): value is FixedLayoutName =>
  (FIXED_LAYOUTS as readonly string[]).includes(value);

const isIdLayout = (value: string): value is IdLayoutName =>
  (ID_LAYOUTS as readonly string[]).includes(value);

/** The request a product path makes; undefined when it names no product id at all (a 404). */
export function productRequest(pathname: string, search: string): ProductRequest | undefined {
  const [first, second, ...rest] = pathname.replace(/\/$/, "").split("/").filter(Boolean);
  if (first !== "product" || second === undefined) return undefined;
  if (isFixedLayout(second) && rest.length === 0) {
    return { layout: second, id: productIdFromPath(new URLSearchParams(search).get("id") ?? "") };
  }
  if (isIdLayout(second)) {
    const id = productIdFromPath(rest.join("/"));
    return id === undefined ? undefined : { layout: second, id };
  }
  if (rest.length !== 1) return undefined;
  const id = productIdFromPath(rest[0]);
  return id === undefined ? undefined : { layout: "product", id, slug: second };
}
