// The orders a listing can be sorted in. Ties fall back to the product id, so a page never
// shuffles between requests.
import type { SortKey } from "./listing-query.ts";
import type { Product } from "./product.ts";

type Compare = (a: Product, b: Product) => number;

/** "DD-MM-YYYY" (spec §3) as a sortable "YYYYMMDD". */
const dateKey = (date: string) => date.split("-").reverse().join("");

const COMPARE: Record<SortKey, Compare> = {
  popular: (a, b) => b.totalPurchases - a.totalPurchases,
  priceAsc: (a, b) => a.price - b.price,
  priceDesc: (a, b) => b.price - a.price,
  newest: (a, b) => dateKey(b.first_available_date).localeCompare(dateKey(a.first_available_date)),
  rating: (a, b) => b.ratingStars - a.ratingStars || b.totalReviews - a.totalReviews,
  discount: (a, b) => b.discount - a.discount,
};

export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  const compare = COMPARE[sort];
  return [...products].sort((a, b) => compare(a, b) || a.id - b.id);
}
