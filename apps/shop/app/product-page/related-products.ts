import type { Product } from "../../domain/catalogue/product.ts";

export const RELATED_LIMIT = 6;

/**
 * Spec §4: related products are those of the same type, or else the first 6; never the
 * product itself, at most six, in catalogue order.
 */
export function relatedProducts<P extends Pick<Product, "id" | "type">>(
  product: Pick<Product, "id" | "type">,
  all: readonly P[],
): P[] {
  const others = all.filter((candidate) => candidate.id !== product.id);
  const sameType = others.filter((candidate) => candidate.type === product.type);
  return (sameType.length > 0 ? sameType : others).slice(0, RELATED_LIMIT);
}
