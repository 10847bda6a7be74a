// The shape demo products are written in. Seeding (server/catalogue/seed-catalogue.ts) turns
// each into a stored product: the price now is the last price of `prices`, the discount is
// computed from it and mrp, dates become real dates counted back from the day of seeding, and
// the images are drawn from the product's type and colours (domain/catalogue/product-images.ts).
import type { Product } from "../../../domain/catalogue/product.ts";

/** One price the shop charged, from `daysAgo` days before seeding, in öre incl. moms. */
export interface SeedPrice {
  daysAgo: number;
  price: number;
}

export type SeedProduct = Omit<
  Product,
  "discount" | "price" | "images" | "colorvariants" | "first_available_date"
> & {
  /** Oldest first; the last entry is the price now. At least one. */
  prices: SeedPrice[];
  /** How many days before seeding the product went on sale (becomes first_available_date). */
  availableDaysAgo: number;
};
