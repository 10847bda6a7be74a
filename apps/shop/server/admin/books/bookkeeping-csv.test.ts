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

describe("bookkeeping CSV, a whole row", () => {
  const amounts = {
    goods: [{ rate: 6, gross: 10_600, moms: 600 }],
    delivery: { gross: 4_900, moms: 980 },
    paymentFee: { gross: 500, moms: 100 },
  };
  const rows = () =>
    readCsv(
      bookkeepingCsv(
        [
          {
            kind: "sale",
            orderId: "o1",
            number: "KB-2026-000007",
            at: "2026-11-30T23:30:00.000Z",
            payment: "swish",
            paymentRef: "swish-123",
            amounts,
          },
          {
            kind: "sale",
            orderId: "o2",
            number: "KB-2026-000008",
            at: "2026-11-02T10:00:00.000Z",
            payment: "invoice",
            paymentRef: null,
            amounts,
          },
          {
            kind: "refund",
            refundId: "re_9",
            orderId: "o1",
            number: "KB-2026-000007",
            at: "2026-12-02T10:00:00.000Z",
            payment: "swish",
            reason: "withdrawal",
            amounts,
          },
        ],
        "se",
      ).slice(1),
    );

  it("writes every rate's columns, zero where the order had none, and the refund negative", () => {
    const [header, sale, unpaidRef, refund] = rows();
    expect(header?.slice(0, 10)).toEqual([
      "Typ",
      "Datum",
      "Ordernummer",
      "Återbetalning (id)",
      "Orsak",
      "Betalsätt",
      "Betalningsreferens",
      "Varor 25 % inkl. moms",
      "Varor 25 % exkl. moms",
      "Moms 25 %",
    ]);
    expect(sale).toEqual([
      "Försäljning",
      // 00:30 on 1 December in Stockholm.
      "2026-12-01",
      "KB-2026-000007",
      "",
      "",
      "swish",
      "swish-123",
      ...["0,00", "0,00", "0,00"],
      ...["0,00", "0,00", "0,00"],
      ...["106,00", "100,00", "6,00"],
      ...["49,00", "9,80", "5,00", "1,00"],
      ...["160,00", "143,20", "16,80"],
    ]);
    expect(unpaidRef?.slice(0, 7)).toEqual([
      "Försäljning",
      "2026-11-02",
      "KB-2026-000008",
      "",
      "",
      "invoice",
      "",
    ]);
    expect(refund).toEqual([
      "Återbetalning",
      "2026-12-02",
      "KB-2026-000007",
      "re_9",
      "withdrawal",
      "swish",
      "",
      ...["0,00", "0,00", "0,00"],
      ...["0,00", "0,00", "0,00"],
      ...["-106,00", "-100,00", "-6,00"],
      ...["-49,00", "-9,80", "-5,00", "-1,00"],
      ...["-160,00", "-143,20", "-16,80"],
    ]);
  });

  it("writes nothing, not even a minus, for zero", () => {
    expect(csvAmount(0)).toBe("0,00");
  });

  it("refuses goods at a moms rate it has no columns for", () => {
    const odd = { ...amounts, goods: [{ rate: 7, gross: 10_700, moms: 700 }] };
    const refund = {
      kind: "refund",
      refundId: "re_1",
      orderId: "o1",
      number: "KB-1",
      at: "2026-11-02T10:00:00.000Z",
      payment: "card",
      reason: "lines",
      amounts: odd,
    } as const;
    expect(() => bookkeepingCsv([refund], "en")).toThrow("no BAS accounts for moms rate 7 %");
  });
});
