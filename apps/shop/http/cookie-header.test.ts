import { describe, expect, it } from "vitest";
import { serializeCookie } from "./cookie-header.ts";

describe("serializeCookie", () => {
  it("writes a site-wide lax cookie, encoded", () => {
    expect(serializeCookie("selectedCurrencySymbol", "$")).toBe(
      "selectedCurrencySymbol=%24; Path=/; SameSite=Lax",
    );
    expect(serializeCookie("x", "", { maxAge: 0 })).toBe("x=; Max-Age=0; Path=/; SameSite=Lax");
    expect(serializeCookie("x", "1", { secure: true })).toBe("x=1; Path=/; Secure; SameSite=Lax");
    expect(serializeCookie("x", "1", { secure: false })).toBe("x=1; Path=/; SameSite=Lax");
  });
});
