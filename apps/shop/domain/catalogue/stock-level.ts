// How much of a product is left, as the shop shows it and as the cart allows it.
import type { Product } from "./product.ts";

/** Few enough to say how many are left: real stock, never a made-up urgency (market.md). */
export const LOW_STOCK = 3;

export type StockLevel = "discontinued" | "soldOut" | "low" | "inStock";

export function stockLevel(product: Pick<Product, "available" | "inStock">): StockLevel {
  if (!product.available) return "discontinued";
  if (product.inStock <= 0) return "soldOut";
  return product.inStock <= LOW_STOCK ? "low" : "inStock";
}

/** Whether the product can go in the cart at all. */
export function isBuyable(product: Pick<Product, "available" | "inStock">): boolean {
  const level = stockLevel(product);
  return level === "inStock" || level === "low";
}
