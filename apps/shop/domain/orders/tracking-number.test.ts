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

  it.each([
    "AB\u0000CD",
    "ABCD\n",
    "\tABCD",
    "AB\u001bCD",
    "AB\u007fCD",
    "AB\u0085CD",
    "AB\u200bCD",
    "AB\u202eCD",
    "\ufeffABCD",
  ])("names the control character in %j, wherever it is, before any other rule", (given) => {
    expect(checkTrackingNumber(given)).toEqual({ ok: false, error: "control" });
  });

  it.each(["ABC", "a".repeat(41), "AB CD", "AB_CD", "ÅÄÖ123", "12/34", "<b>1234</b>"])(
    "refuses %j with the format rule",
    (given) => {
      expect(checkTrackingNumber(given)).toEqual({ ok: false, error: "format" });
    },
  );

  it.each(["", "   ", undefined, null, 1234])("takes %j as nothing given", (given) => {
    expect(checkTrackingNumber(given)).toEqual({ ok: false, error: "missing" });
  });
});
