import { describe, expect, it } from "vitest";
import { readCsv } from "../../../test-support/sie-reader.ts";
import type { BookEntry } from "./book-entries.ts";
import { bookkeepingCsv, csvAmount, csvText } from "./bookkeeping-csv.ts";

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

describe("bookkeeping CSV rows", () => {
  const sale = (testPayment?: boolean): BookEntry => ({
    kind: "sale",
    orderId: "o1",
    number: "KB-2026-000001",
    at: "2026-11-01T10:00:00.000Z",
    payment: "card",
    paymentRef: "pi_1",
    amounts: {
      goods: [{ rate: 25, gross: 10_000, moms: 2_000 }],
      delivery: { gross: 0, moms: 0 },
      paymentFee: { gross: 0, moms: 0 },
    },
    ...(testPayment === undefined ? {} : { testPayment }),
  });
  const refund: BookEntry = {
    kind: "refund",
    refundId: "r1",
    orderId: "o1",
    number: "KB-2026-000001",
    at: "2026-11-02T10:00:00.000Z",
    payment: "card",
    reason: "order",
    amounts: sale().amounts,
    testPayment: true,
  };

  it("says in a row's type when its order was paid with play money (the test provider)", () => {
    const types = (language: "se" | "en") =>
      readCsv(bookkeepingCsv([sale(), sale(false), sale(true), refund], language).slice(1))
        .slice(1)
        .map((row) => row[0]);
    expect(types("se")).toEqual([
      "Försäljning",
      "Försäljning",
      "Testorder (inga riktiga pengar): försäljning",
      "Testorder (inga riktiga pengar): återbetalning",
    ]);
    expect(types("en")).toEqual([
      "Sale",
      "Sale",
      "Test order (no real money): sale",
      "Test order (no real money): refund",
    ]);
  });
});
