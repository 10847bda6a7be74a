import { describe, expect, it } from "vitest";
import { code128Bars, code128Values, code128Widths, CODE128_PATTERNS } from "./code128.ts";

describe("Code 128 B", () => {
  it("has 107 distinct symbols of eleven modules (the stop thirteen), bar first", () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const sum = [...pattern].reduce((total, width) => total + Number(width), 0);
      expect(sum, `symbol ${value}`).toBe(value === 106 ? 13 : 11);
    });
  });

  it("encodes a text with start B, its characters, the weighted check symbol and the stop", () => {
    // "Wikipedia": check = (104 + 55·1 + 73·2 + 75·3 + 73·4 + 80·5 + 69·6 + 68·7 + 73·8 + 65·9) mod 103 = 88.
    expect(code128Values("Wikipedia")).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88, 106]);
    expect(code128Values("RT-1")[0]).toBe(104);
    // Start B is 211214.
    expect(code128Widths("A").slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    // 4 symbols of 11 and the stop of 13 modules.
    const widths = code128Widths("AB");
    expect(widths.reduce((a, b) => a + b, 0)).toBe(4 * 11 + 13);
  });

  it("draws bars that never overlap and end with the stop's last bar", () => {
    const bars = code128Bars("RT-2026-000123-1");
    for (let i = 1; i < bars.length; i++) {
      expect(bars[i]!.x).toBeGreaterThan(bars[i - 1]!.x + bars[i - 1]!.width - 1);
    }
    const last = bars.at(-1)!;
    expect(last.x + last.width).toBe(code128Widths("RT-2026-000123-1").reduce((a, b) => a + b, 0));
  });

  it("refuses characters outside printable ASCII", () => {
    expect(() => code128Values("Å")).toThrow(/cannot encode/);
  });
});
