// A shelf of product cards: the first few products of a sort order, as the home pages, the
// element gallery and the search view show them.
import { toCardProduct, type CardProduct } from "./card-product.ts";
import type { SortKey } from "../../domain/catalogue/listing-query.ts";
import { sortProducts } from "../../domain/catalogue/listing-sort.ts";
import { isDemoType, type Product } from "../../domain/catalogue/product.ts";

export function shelf(products: readonly Product[], sort: SortKey, count: number): CardProduct[] {
  return sortProducts(products, sort).slice(0, count).map(toCardProduct);
}

/** The shop's own goods, without the template's demo types (fashion, flowers …). */
export function electronicsOnly(products: readonly Product[]): Product[] {
  return products.filter((product) => !isDemoType(product.type));
}
