import { describe, expect, it } from "vitest";
import {
  CLEAR_CART_COOKIE,
  cartCookie,
  cartFromCookieHeader,
  decodeCart,
  encodeCart,
  encodeCartLine,
} from "./cart-cookie.ts";

describe("the cart cookie", () => {
  it("carries lines with options through the cookie and back", () => {
    const items = [
      { id: 12, quantity: 2, color: "black", size: "128 GB" },
      { id: 7, quantity: 1 },
    ];
    const header = `other=1; kb_cart=${encodeURIComponent(encodeCart(items))}; x=y`;
    expect(cartFromCookieHeader(header)).toEqual(items);
  });

  it("keeps a star or a bar inside an option from splitting the line", () => {
    const line = encodeCartLine({ id: 1, quantity: 1, size: "a*b|c" });
    expect(decodeCart([line])).toEqual([{ id: 1, quantity: 1, size: "a*b|c" }]);
  });

  it("drops malformed lines: negative, zero or huge quantities, ids that are not ids", () => {
    expect(decodeCart(["1*-2**", "2*0**", "3*99999**", "x*1**", "4*1*", "5*1**"])).toEqual([
      { id: 5, quantity: 1 },
    ]);
    expect(cartFromCookieHeader("kb_cart=%E0%A4%A")).toEqual([]);
    expect(cartFromCookieHeader(null)).toEqual([]);
  });

  it("is kept thirty days site-wide, Secure over HTTPS, and read back from Set-Cookie", () => {
    const items = [{ id: 3, quantity: 4, color: "vit" }];
    const cookie = cartCookie(items, true);
    expect(cookie).toMatch(/^kb_cart=[^;]+; Max-Age=2592000; Path=\/; Secure; SameSite=Lax$/);
    expect(cartCookie(items, false)).not.toContain("Secure");
    expect(cartFromCookieHeader(cookie.split(";")[0] ?? "")).toEqual(items);
  });

  it("is deleted when the cart is empty", () => {
    expect(cartCookie([], true)).toBe(CLEAR_CART_COOKIE);
    expect(CLEAR_CART_COOKIE).toBe("kb_cart=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("is found by its whole name only", () => {
    expect(cartFromCookieHeader("xkb_cart=5*1**; kb_cart_old=6*1**")).toEqual([]);
  });
});
