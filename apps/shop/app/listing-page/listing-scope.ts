// What a shop listing's {id} selects (apps/shop/README.md): nothing for every product, a
// product type ("phone") or a brand slug ("apple", "sony-xperia"). Anything else cannot be
// a listing and is a 404; so is an id of more than one segment.
import type { CatalogueScope } from "../../domain/catalogue/catalogue-scope.ts";
import { PRODUCT_TYPE_NAMES } from "../catalogue/product-type-names.ts";
import { isProductType, type Localized } from "../../domain/catalogue/product.ts";

export interface ListingScope {
  /** The type or brand, for headings; undefined for everything. */
  name?: Localized;
  /** A product type, for the category tiles to mark. */
  type?: string;
  scope: CatalogueScope;
}

export async function listingScope(
  id: string | undefined,
  brandName: (slug: string) => Promise<string | undefined>,
): Promise<ListingScope | undefined> {
  const key = id?.replace(/\/$/, "") ?? "";
  if (key === "") return { scope: { kind: "all" } };
  if (isProductType(key)) {
    return { name: PRODUCT_TYPE_NAMES[key], type: key, scope: { kind: "type", type: key } };
  }
  const brand = await brandName(key);
  if (brand === undefined) return undefined;
  return { name: { se: brand, en: brand }, scope: { kind: "brand", slug: key } };
}
