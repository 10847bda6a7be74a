import type { ProductDetails } from "../../domain/catalogue/product.ts";
import type { Catalogue } from "../../server/catalogue/catalogue.ts";
import type { CataloguePages } from "../../server/catalogue/catalogue-pages.ts";
import { isFixedLayout, type ProductRequest } from "./product-request.ts";

/**
 * The product a request shows: the one its id names; for a fixed layout whose `?id=` names
 * none (or that has no `?id=`), the catalogue's first product. Undefined means 404.
 */
export async function findProduct(
  catalogue: Pick<Catalogue, "byId"> & Pick<CataloguePages, "firstId">,
  request: ProductRequest,
): Promise<ProductDetails | undefined> {
  const named = request.id === undefined ? undefined : await catalogue.byId(request.id);
  if (named || !isFixedLayout(request.layout)) return named;
  const firstId = await catalogue.firstId();
  return firstId === undefined ? undefined : catalogue.byId(firstId);
}
