import { describe, expect, it } from "vitest";
import { checkTrackingNumber } from "./tracking-number.ts";

describe("checkTrackingNumber", () => {
  it("takes 4 to 40 letters, digits and dashes, dropping spaces around them", () => {
    for (const given of ["ABCD", "00370712345678901234", "JD-0146-0000", "a".repeat(40)]) {
      expect(checkTrackingNumber(given)).toEqual({ ok: true, trackingNumber: given });
    }
    expect(checkTrackingNumber("  SE1234567890  ")).toEqual({
      ok: true,
      trackingNumber: "SE1234567890",
    });
  });

  it("names control characters, wherever they are, before any other rule", () => {
    for (const given of [
      "AB\u0000CD",
      "ABCD\n",
      "\tABCD",
      "AB\u001bCD",
      "AB\u007fCD",
      "AB\u0085CD",
      "AB\u200bCD",
      "AB\u202eCD",
      "\ufeffABCD",
    ]) {
      expect(checkTrackingNumber(given), JSON.stringify(given)).toEqual({
        ok: false,
        error: "control",
      });
    }
  });

  it("refuses other characters and lengths with the format rule, and nothing given as missing", () => {
    for (const given of [
      "ABC",
      "a".repeat(41),
      "AB CD",
      "AB_CD",
      "ÅÄÖ123",
      "12/34",
      "<b>1234</b>",
    ]) {
      expect(checkTrackingNumber(given), given).toEqual({ ok: false, error: "format" });
    }
    for (const given of ["", "   ", undefined, null, 1234]) {
      expect(checkTrackingNumber(given)).toEqual({ ok: false, error: "missing" });
    }
  });
});
