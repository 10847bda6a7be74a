import { useT } from "../i18n/use-t.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { stockLevel, type StockLevel } from "../../domain/catalogue/stock-level.ts";

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
