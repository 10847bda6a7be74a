import type { Product } from "../../domain/catalogue/product.ts";
import { lineKey, type CartItem } from "../../domain/shopper-lists/cart-rules.ts";

export interface CartLine {
  key: string;
  item: CartItem;
  product: Product;
  /** Price now × quantity, öre incl. moms. */
  total: number;
}

/**
 * The cart's lines with the server's products and the sum to pay, in öre incl. moms. Lines
 * whose product the server did not return are left out (the cart drops them on its next check).
 */
export function cartLines(
  items: readonly CartItem[],
  products: ReadonlyMap<number, Product>,
): { lines: CartLine[]; total: number; units: number } {
  const lines: CartLine[] = [];
  for (const item of items) {
    const product = products.get(item.id);
    if (product) {
      lines.push({ key: lineKey(item), item, product, total: product.price * item.quantity });
    }
  }
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.total, 0),
    units: lines.reduce((sum, line) => sum + line.item.quantity, 0),
  };
}
