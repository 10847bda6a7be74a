// After a form post (decision record 0051): the first hydrated page finds the kb_posted cookie
// and loads this module, which takes what the posts put in the lists' cookies into local
// storage, where the browser keeps the lists. Loaded only then, it costs other pages nothing.
// Local storage stays the lists' home: the cart's cookie goes on mirroring it (checkout reads
// it), the wishlist's and compare list's cookies are emptied once taken in.
import { cartFromCookieHeader } from "./cart-cookie.ts";
import { writeCartCookie } from "./cart-cookie-write.ts";
import { lineKey, parseCart, type CartItem } from "../../domain/shopper-lists/cart-rules.ts";
import { parseCompare } from "../../domain/shopper-lists/compare-rules.ts";
import { LIST_COOKIE, listCookie, listFromCookieHeader, POSTED_COOKIE } from "./list-cookie.ts";
import { readList, writeList } from "./stored-list.ts";
import { parseWishlist } from "../../domain/shopper-lists/wishlist-rules.ts";

/**
 * The stored cart joined with the cookie's: a line the cookie has more of (a post added to it)
 * takes the cookie's quantity, a line only the cookie has is added. Nothing either holds is lost.
 */
export function mergeCarts(stored: readonly CartItem[], cookie: readonly CartItem[]): CartItem[] {
  const merged = [...stored];
  for (const line of cookie) {
    const at = merged.findIndex((item) => lineKey(item) === lineKey(line));
    if (at < 0) merged.push(line);
    else if (merged[at]!.quantity < line.quantity) merged[at] = line;
  }
  return merged;
}

export function mergeListCookies(cookies = document.cookie): void {
  const posted = cartFromCookieHeader(cookies);
  const cart = parseCart(mergeCarts(readList("cart", parseCart), posted));
  writeList("cart", cart);
  writeCartCookie(cart);
  const wishlist = listFromCookieHeader(cookies, "wishlist", parseWishlist);
  writeList("wishlist", parseWishlist([...readList("wishlist", parseWishlist), ...wishlist]));
  // The post's entries first: one of another type than the stored list's replaced it.
  const compare = listFromCookieHeader(cookies, "compare", parseCompare);
  writeList("compare", parseCompare([...compare, ...readList("compare", parseCompare)]));
  const secure = location.protocol === "https:";
  for (const name of [LIST_COOKIE.wishlist, LIST_COOKIE.compare, POSTED_COOKIE]) {
    document.cookie = listCookie(name, "", secure);
  }
}
