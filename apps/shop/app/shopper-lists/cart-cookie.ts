// The cart, mirrored from local storage into a cookie, so the server can render checkout with
// it (and a browser without JavaScript can complete the purchase). Compact: one line per cart
// line, "id*quantity*colour*size", joined with "|"; the same text is what checkout's form
// carries per line. What the cookie says is only a wish: the server prices and checks it.
import { CART_COOKIE } from "./cart-cookie-write.ts";
import { parseCart, type CartItem } from "../../domain/shopper-lists/cart-rules.ts";
import { parseCookies } from "../../http/read-cookies.ts";

export {
  CART_COOKIE,
  CLEAR_CART_COOKIE,
  cartCookie,
  encodeCart,
  encodeCartLine,
  writeCartCookie,
} from "./cart-cookie-write.ts";

/** One line as a form or the cookie carries it; undefined when it is not one. */
export function decodeCartLine(text: string): CartItem | undefined {
  const parts = text.split("*");
  if (parts.length !== 4) return undefined;
  let decoded: string[];
  try {
    decoded = parts.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
  const [id, quantity, color, size] = decoded;
  if (!/^\d{1,9}$/.test(id ?? "") || !/^\d{1,4}$/.test(quantity ?? "")) return undefined;
  const [item] = parseCart([{ id: Number(id), quantity: Number(quantity), color, size }]);
  return item;
}

/** The cart lines of a cookie value or form fields; malformed lines are dropped. */
export function decodeCart(lines: readonly string[]): CartItem[] {
  const items = lines.flatMap((line) => {
    const item = decodeCartLine(line);
    return item ? [item] : [];
  });
  return parseCart(items);
}

/** The cart in a request's Cookie header. */
export function cartFromCookieHeader(header: string | null): CartItem[] {
  const value = parseCookies(header).get(CART_COOKIE);
  return value === undefined ? [] : decodeCart(value.split("|").filter(Boolean));
}
