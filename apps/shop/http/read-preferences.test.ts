import { describe, expect, it } from "vitest";
import { readPreferences } from "./read-preferences.ts";

describe("readPreferences", () => {
  it("gives Swedish, kronor, no colour and no consent answer to a first visit", () => {
    expect(readPreferences(null)).toEqual({
      language: "se",
      currency: expect.objectContaining({ currency: "Krona" }) as unknown,
      primaryColor: undefined,
      consent: undefined,
    });
  });

  it("reads the spec's cookies and the shop's own", () => {
    const preferences = readPreferences(
      "selectedLanguage=en; selectedCurrency=Euro; selectedCurrencySymbol=%E2%82%AC; currencyConversionMultiple=0.09996; primaryColor=%2300AA55; cookieConsent=preferences",
    );
    expect(preferences.language).toBe("en");
    expect(preferences.currency.currency).toBe("Euro");
    expect(preferences.primaryColor).toBe("#00aa55");
    expect(preferences.consent).toBe("preferences");
  });

  it.each([
    ["selectedLanguage=fr", "language", "se"],
    ["selectedLanguage=SE", "language", "se"],
    ["primaryColor=red", "primaryColor", undefined],
    ["primaryColor=%23e2245", "primaryColor", undefined],
    ["cookieConsent=all", "consent", undefined],
  ] as const)("falls back for %s", (cookie, field, expected) => {
    expect(readPreferences(cookie)[field]).toEqual(expected);
  });

  it("takes the rate from the list, never from an edited multiple cookie", () => {
    const preferences = readPreferences("selectedCurrency=Dollar; currencyConversionMultiple=1000");
    expect(preferences.currency.currencyConversionMultiple).toBe(0.102);
  });
});
