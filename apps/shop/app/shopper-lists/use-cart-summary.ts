import { useMemo } from "react";
import { cartLines } from "./cart-lines.ts";
import type { ServerCart } from "./cart-from-cookie.server.ts";
import { useCart } from "./cart-store.ts";
import { useProductData } from "./product-data.ts";

/**
 * The cart as shown: stored lines joined with the server's current products and totals.
 * `server`: the cart the server rendered from the cookie (the cart page), shown until local
 * storage says otherwise and not fetched again.
 */
export function useCartSummary(server?: ServerCart) {
  const items = useCart(server?.items);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const answered = useMemo(
    () => server && { ids: server.items.map((item) => item.id), products: server.products },
    [server],
  );
  const { products, status } = useProductData(ids, answered);
  const summary = useMemo(() => cartLines(items, products), [items, products]);
  return { items, products, status, ...summary };
}
