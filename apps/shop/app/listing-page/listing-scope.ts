// What a shop listing's {id} selects (apps/shop/README.md): nothing for every product, a
// product type ("phone") or a brand slug ("apple", "sony-xperia"). Anything else cannot be
// a listing and is a 404; so is an id of more than one segment.
import { brandSlug } from "../catalogue/brand-slug.ts";
import { PRODUCT_TYPE_NAMES } from "../catalogue/product-type-names.ts";
import { isProductType, type Localized, type Product } from "../catalogue/product.ts";

export interface ListingScope {
  /** The type or brand, for headings; undefined for everything. */
  name?: Localized;
  /** A product type, for the category tiles to mark. */
  type?: string;
  products: Product[];
}

export function listingScope(id: string | undefined, all: Product[]): ListingScope | undefined {
  const key = id?.replace(/\/$/, "") ?? "";
  if (key === "") return { products: all };
  if (isProductType(key)) {
    return {
      name: PRODUCT_TYPE_NAMES[key],
      type: key,
      products: all.filter((product) => product.type === key),
    };
  }
  const products = all.filter((product) => brandSlug(product.brand) === key);
  const [first] = products;
  if (!first) return undefined;
  return { name: { se: first.brand, en: first.brand }, products };
}
