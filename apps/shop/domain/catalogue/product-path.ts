// Where a product lives: /product/{slug}/{id}, the spec's {token}{id} form with a readable
// slug as the token. The id decides which product it is; a stale or edited slug still finds
// it, and the page names the canonical path.
import type { Product } from "./product.ts";

export function productPath(product: Pick<Product, "id" | "slug">): string {
  return `/product/${product.slug}/${product.id}`;
}

/** The product id at the end of a catch-all or {token}{id} URL ("iphone-15/1001", "1001"). */
export function productIdFromPath(value: string | undefined): number | undefined {
  const last = value?.replace(/\/$/, "").split("/").pop();
  if (!last || !/^[1-9][0-9]{0,8}$/.test(last)) return undefined;
  return Number(last);
}
