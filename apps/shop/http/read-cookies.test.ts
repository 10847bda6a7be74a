import { describe, expect, it } from "vitest";
import { parseCookies } from "./read-cookies.ts";

describe("parseCookies", () => {
  it("reads names and decoded values, the first of a repeated name winning", () => {
    const cookies = parseCookies("a=1; selectedCurrencySymbol=%E2%82%B9; a=2;bad; =x");
    expect(cookies.get("a")).toBe("1");
    expect(cookies.get("selectedCurrencySymbol")).toBe("₹");
    expect(cookies.size).toBe(2);
  });

  it("keeps a malformed escape as it came rather than failing the request", () => {
    expect(parseCookies("b=%E0%A4%A").get("b")).toBe("%E0%A4%A");
  });

  it("takes a quoted value without its quotes, and only whole names", () => {
    const cookies = parseCookies('q="a b"; xkb_cart=1; kb_cart_old=2');
    expect(cookies.get("q")).toBe("a b");
    expect(cookies.has("kb_cart")).toBe(false);
  });

  it("copes with no header", () => {
    expect(parseCookies(undefined).size).toBe(0);
  });
});
