import { describe, expect, it } from "vitest";
import { demoIdLanguage, pickLanguage } from "./interaction-language.ts";

describe("demoIdLanguage", () => {
  it.each([
    ["sv", "sv"],
    ["sv-SE", "sv"],
    ["EN_gb", "en"],
    [" en ", "en"],
    ["de", undefined],
    ["", undefined],
    [undefined, undefined],
    [["en"], undefined],
  ])("reads %j as %j", (tag, language) => {
    expect(demoIdLanguage(tag)).toBe(language);
  });
});

describe("pickLanguage", () => {
  it("speaks Swedish when nobody asks for anything, or for a language it does not have", () => {
    expect(pickLanguage({})).toBe("sv");
    expect(pickLanguage({ acceptLanguage: "de-DE,fr;q=0.8", uiLocales: "fi" })).toBe("sv");
    expect(pickLanguage({ acceptLanguage: "*" })).toBe("sv");
  });

  it("follows the browser's Accept-Language by weight, then order", () => {
    expect(pickLanguage({ acceptLanguage: "en-US,en;q=0.9" })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "de,en;q=0.5,sv;q=0.8" })).toBe("sv");
    expect(pickLanguage({ acceptLanguage: "sv;q=0.2,en;q=0.7" })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "en;q=0,sv" })).toBe("sv");
    expect(pickLanguage({ acceptLanguage: "en;q=x, sv;q=0.1" })).toBe("sv");
  });

  it("lets the client's ui_locales outrank the browser", () => {
    expect(pickLanguage({ uiLocales: "en sv", acceptLanguage: "sv" })).toBe("en");
    expect(pickLanguage({ uiLocales: "fi en", acceptLanguage: "sv" })).toBe("en");
    expect(pickLanguage({ uiLocales: 42, acceptLanguage: "en" })).toBe("en");
  });

  it("lets a choice made on the page outrank everything, the address before the cookie", () => {
    expect(pickLanguage({ query: "en", uiLocales: "sv", acceptLanguage: "sv" })).toBe("en");
    expect(pickLanguage({ cookie: "en", uiLocales: "sv" })).toBe("en");
    expect(pickLanguage({ query: "sv", cookie: "en", acceptLanguage: "en" })).toBe("sv");
    expect(pickLanguage({ query: "xx", cookie: "en" })).toBe("en");
  });
});
