import { useMemo } from "react";
import { cartLines } from "./cart-lines.ts";
import { useCart } from "./cart-store.ts";
import { useProductData } from "./product-data.ts";

/** The cart as shown: stored lines joined with the server's current products and totals. */
export function useCartSummary() {
  const items = useCart();
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const { products, status } = useProductData(ids);
  const summary = useMemo(() => cartLines(items, products), [items, products]);
  return { items, products, status, ...summary };
}
