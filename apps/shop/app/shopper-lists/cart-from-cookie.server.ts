// The cart page's first render on the server: the lines of the kb_cart cookie (the mirror of
// the cart in local storage, cart-cookie.ts) with the catalogue's current products, the same
// data the page would otherwise fetch from /api/products after hydration. The page's HTML
// then already lists the lines, and nothing moves when the browser takes over.
import type { Catalogue } from "../../server/catalogue/catalogue.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { cartFromCookieHeader } from "./cart-cookie.ts";
import type { CartItem } from "../../domain/shopper-lists/cart-rules.ts";

/** The cart as the server read it: the cookie's lines and the products they name. */
export interface ServerCart {
  items: CartItem[];
  /** The products among the lines' ids that exist (unknown ones are left out, as the API does). */
  products: Product[];
}

export async function cartFromCookie(
  cookieHeader: string | null,
  catalogue: Pick<Catalogue, "byIds">,
): Promise<ServerCart> {
  const items = cartFromCookieHeader(cookieHeader);
  if (items.length === 0) return { items, products: [] };
  const ids = [...new Set(items.map((item) => item.id))];
  return { items, products: await catalogue.byIds(ids) };
}
