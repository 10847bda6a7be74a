import { describe, expect, it } from "vitest";
import { cartFromCookieHeader, decodeCart, encodeCart, encodeCartLine } from "./cart-cookie.ts";

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
});
