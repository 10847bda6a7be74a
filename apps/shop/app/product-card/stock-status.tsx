import { useT } from "../i18n/use-t.ts";
import type { Product } from "../catalogue/product.ts";

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

const TONE: Record<StockLevel, string> = {
  inStock: "text-success",
  low: "text-success",
  soldOut: "text-danger",
  discontinued: "text-ink-muted",
};

export function StockStatus({ product }: { product: Pick<Product, "available" | "inStock"> }) {
  const t = useT();
  const level = stockLevel(product);
  const text =
    level === "low"
      ? t("product.stock.low", { count: product.inStock })
      : t(`product.stock.${level}`);
  return (
    <p className={`text-sm font-medium ${TONE[level]}`} data-stock={level}>
      {text}
    </p>
  );
}
