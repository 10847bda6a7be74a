// The cart's cookie as the browser writes it (cart-cookie.ts reads it): the part every page's
// script needs to keep the cookie in step with local storage, apart from the reading, which
// only the server, checkout and a form post's merge need (decision record 0051).
import type { CartItem } from "../../domain/shopper-lists/cart-rules.ts";
import { serializeCookie } from "../../http/cookie-header.ts";

export const CART_COOKIE = "kb_cart";

/** Thirty days, as long as the cart in local storage is likely to be kept. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function encodeCartLine(item: CartItem): string {
  return [item.id, item.quantity, item.color ?? "", item.size ?? ""]
    .map((part) => encodeURIComponent(String(part)).replace(/\*/g, "%2A"))
    .join("*");
}

export function encodeCart(items: readonly CartItem[]): string {
  return items.map(encodeCartLine).join("|");
}

/** The Set-Cookie value that empties the cart on the server's side. */
export const CLEAR_CART_COOKIE = serializeCookie(CART_COOKIE, "", { maxAge: 0 });

/** The cookie that keeps these lines, as Set-Cookie (a form post's answer) or document.cookie. */
export function cartCookie(items: readonly CartItem[], secure: boolean): string {
  return items.length === 0
    ? CLEAR_CART_COOKIE
    : serializeCookie(CART_COOKIE, encodeCart(items), { maxAge: MAX_AGE_SECONDS, secure });
}

/** Writes the cookie in the browser (not HttpOnly: the page's script keeps it in step). */
export function writeCartCookie(items: readonly CartItem[]): void {
  document.cookie = cartCookie(items, location.protocol === "https:");
}
