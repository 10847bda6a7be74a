import { describe, expect, it } from "vitest";
import { parseStockChange } from "./parse-stock-change.ts";

describe("parseStockChange", () => {
  it("reads signed whole numbers, a typographic minus too", () => {
    expect(parseStockChange("+12", "delivery")).toEqual({ ok: true, quantity: 12 });
    expect(parseStockChange("12", "delivery")).toEqual({ ok: true, quantity: 12 });
    expect(parseStockChange("-2", "damaged")).toEqual({ ok: true, quantity: -2 });
    expect(parseStockChange("\u2212 2", "damaged")).toEqual({ ok: true, quantity: -2 });
    expect(parseStockChange("-3", "count")).toEqual({ ok: true, quantity: -3 });
    expect(parseStockChange("4", "count")).toEqual({ ok: true, quantity: 4 });
  });

  it("refuses what is no change, no whole number, or the wrong sign for the reason", () => {
    expect(parseStockChange("", "count")).toEqual({ ok: false, problem: "required" });
    expect(parseStockChange("0", "count")).toEqual({ ok: false, problem: "zero" });
    expect(parseStockChange("1.5", "count")).toEqual({ ok: false, problem: "format" });
    expect(parseStockChange("två", "count")).toEqual({ ok: false, problem: "format" });
    expect(parseStockChange("100001", "count")).toEqual({ ok: false, problem: "too_large" });
    expect(parseStockChange("-2", "delivery")).toEqual({
      ok: false,
      problem: "delivery_negative",
    });
    expect(parseStockChange("2", "damaged")).toEqual({ ok: false, problem: "damaged_positive" });
  });
});
