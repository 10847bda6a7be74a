import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "./cookie-header.ts";

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

  it("copes with no header", () => {
    expect(parseCookies(undefined).size).toBe(0);
  });
});

describe("serializeCookie", () => {
  it("writes a site-wide lax cookie, encoded", () => {
    expect(serializeCookie("selectedCurrencySymbol", "$")).toBe(
      "selectedCurrencySymbol=%24; Path=/; SameSite=Lax",
    );
    expect(serializeCookie("x", "", { maxAge: 0 })).toBe("x=; Max-Age=0; Path=/; SameSite=Lax");
  });
});
