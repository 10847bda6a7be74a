// The states a product card can be in, each shown in the element gallery by a real product of
// the catalogue that is in that state: the best seller among the electronics that qualify.
import { toCardProduct, type CardProduct } from "../catalogue/card-product.ts";
import { sortProducts } from "../../domain/catalogue/listing-sort.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { electronicsOnly } from "../catalogue/shelf.ts";
import { LOW_STOCK } from "../../domain/catalogue/stock-level.ts";

export const PRODUCT_STATES = [
  "regular",
  "reduced",
  "labelled",
  "lowStock",
  "soldOut",
  "discontinued",
  "unrated",
] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

const buyable = (product: Product) => product.available && product.inStock > 0;

const IS_IN_STATE: Record<ProductState, (product: Product) => boolean> = {
  regular: (product) =>
    buyable(product) && product.discount === 0 && !product.label && product.inStock > LOW_STOCK,
  reduced: (product) =>
    buyable(product) && product.discount > 0 && product.lowestPrice30Days !== undefined,
  labelled: (product) => buyable(product) && product.label !== undefined,
  lowStock: (product) => buyable(product) && product.inStock <= LOW_STOCK,
  soldOut: (product) => product.available && product.inStock <= 0,
  discontinued: (product) => !product.available,
  unrated: (product) => product.totalReviews === 0,
};

/** A product for each state the catalogue has one in; the same product at most once. */
export function productsByState(
  all: readonly Product[],
): Partial<Record<ProductState, CardProduct>> {
  const candidates = sortProducts(
    electronicsOnly(all).filter((product) => product.images.length > 0),
    "popular",
  );
  const taken = new Set<number>();
  const picked: Partial<Record<ProductState, CardProduct>> = {};
  for (const state of PRODUCT_STATES) {
    const product = candidates.find((it) => !taken.has(it.id) && IS_IN_STATE[state](it));
    if (!product) continue;
    taken.add(product.id);
    picked[state] = toCardProduct(product);
  }
  return picked;
}
