// The wishlist and the compare list, mirrored from local storage into cookies the way the cart
// is (cart-cookie.ts), so that their pages and their form posts work on the server, before the
// page's script has run or without it (decision record 0051). The value is the list as local
// storage keeps it (JSON of ids, and the compare list's types), read back through the list's
// own parser: what a cookie says is only a wish, checked like anything read from storage.
import type { ShopList } from "../layout/shop-lists.ts";
import { serializeCookie } from "../../http/cookie-header.ts";
import { parseCookies } from "../../http/read-cookies.ts";
import { CART_COOKIE } from "./cart-cookie-write.ts";
import { parseStoredJson, type ParseList } from "./stored-list.ts";

export const LIST_COOKIE = {
  cart: CART_COOKIE,
  wishlist: "kb_wishlist",
  compare: "kb_compare",
} as const satisfies Record<ShopList, string>;

export { POSTED_COOKIE } from "./list-form.ts";

/** Thirty days, as long as the lists in local storage are likely to be kept. */
export const LIST_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The `name=value; …` of a list's cookie (empty: deleted), as Set-Cookie or document.cookie. */
export function listCookie(name: string, text: string, secure: boolean): string {
  return serializeCookie(name, text, { maxAge: text === "" ? 0 : LIST_COOKIE_MAX_AGE, secure });
}

type JsonList = Exclude<ShopList, "cart">;

/** The wishlist or compare list in a request's Cookie header; anything unreadable is empty. */
export function listFromCookieHeader<T>(
  header: string | null,
  list: JsonList,
  parse: ParseList<T>,
): T[] {
  return parse(parseStoredJson(parseCookies(header).get(LIST_COOKIE[list]) ?? null));
}

/** The cookie's text for a list: nothing for an empty one. */
export const listCookieText = (items: readonly unknown[]): string =>
  items.length === 0 ? "" : JSON.stringify(items);
