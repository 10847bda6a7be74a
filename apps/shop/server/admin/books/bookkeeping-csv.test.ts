import { describe, expect, it } from "vitest";
import { readCsv } from "../../../test-support/sie-reader.ts";
import { csvAmount, csvText } from "./bookkeeping-csv.ts";

describe("bookkeeping CSV cells", () => {
  it("keeps text that a spreadsheet would run as a formula as text", () => {
    for (const text of ["=1+1", "+46701234567", "-2+3", "@SUM(A1)", "\tx"]) {
      expect(csvText(text).replace(/^"/, "").startsWith("'"), text).toBe(true);
    }
    expect(csvText("KB-2026-000001")).toBe("KB-2026-000001");
  });

  it("quotes a field with a semicolon, a quote or a line break, and reads back the same", () => {
    const cells = ['Bolaget "AB"; Stockholm', "två\r\nrader", "vanlig"];
    const line = `${cells.map(csvText).join(";")}\r\n`;
    expect(readCsv(line)).toEqual([cells]);
  });

  it("writes amounts with a decimal comma", () => {
    expect(csvAmount(123_456)).toBe("1234,56");
    expect(csvAmount(-5)).toBe("-0,05");
  });
});
