// A whole SIE document, line by line, and the vouchers' order: what an accountant's program
// reads when the owner imports the file.
import { describe, expect, it } from "vitest";
import type { BookEntry } from "./book-entries.ts";
import { sieAmount, sieLines, sieText } from "./sie-file.ts";
import { vouchersOf } from "./sie-vouchers.ts";

describe("an SIE document", () => {
  it("names each account used once, by number, with its BAS type, before the vouchers", () => {
    const lines = sieLines({
      program: { name: "Kretsbutiken", version: "2.1" },
      generated: { date: "2026-12-01", sign: "agare@kretsbutiken.se" },
      company: { name: "Kretsbutiken AB", orgNr: "SE 556677-8899" },
      fiscalYear: { start: "2026-01-01", end: "2026-12-31" },
      vouchers: [
        {
          series: "W",
          number: 1,
          date: "2026-11-01",
          text: "Dag 1",
          transactions: [
            { account: 3001, amount: -8_000 },
            { account: 1580, amount: 10_000 },
            { account: 2611, amount: -2_000 },
          ],
        },
        {
          series: "W",
          number: 2,
          date: "2026-11-02",
          text: "Dag 2",
          transactions: [
            { account: 4010, amount: 500 },
            { account: 2611, amount: -500 },
          ],
        },
      ],
    });
    expect(lines).toEqual([
      "#FLAGGA 0",
      '#PROGRAM "Kretsbutiken" "2.1"',
      "#FORMAT PC8",
      '#GEN 20261201 "agare@kretsbutiken.se"',
      "#SIETYP 4",
      "#ORGNR 556677-8899",
      '#FNAMN "Kretsbutiken AB"',
      "#RAR 0 20260101 20261231",
      "#KPTYP BAS2014",
      "#VALUTA SEK",
      '#KONTO 1580 "Fordringar för kontokort och kortinlösen"',
      "#KTYP 1580 T",
      '#KONTO 2611 "Utgående moms på försäljning inom Sverige, 25 %"',
      "#KTYP 2611 S",
      '#KONTO 3001 "Försäljning inom Sverige, 25 % moms"',
      "#KTYP 3001 I",
      '#KONTO 4010 "4010"',
      "#KTYP 4010 K",
      '#VER "W" 1 20261101 "Dag 1" 20261201',
      "{",
      "#TRANS 3001 {} -80.00",
      "#TRANS 1580 {} 100.00",
      "#TRANS 2611 {} -20.00",
      "}",
      '#VER "W" 2 20261102 "Dag 2" 20261201',
      "{",
      "#TRANS 4010 {} 5.00",
      "#TRANS 2611 {} -5.00",
      "}",
    ]);
  });

  it("writes a backslash as a slash, so no reader takes it for an escape", () => {
    expect(sieText("C:\\kvitton\\nov")).toBe('"C:/kvitton/nov"');
    expect(sieText("\u007fa\u0000")).toBe('"a"');
  });

  it("refuses an amount that is not whole öre, naming it", () => {
    expect(() => sieAmount(12.5)).toThrow("not an amount in öre: 12.5");
  });
});

const entry = (
  kind: "sale" | "refund",
  at: string,
  goods: { rate: number; gross: number; moms: number }[],
): BookEntry => {
  const amounts = { goods, delivery: { gross: 0, moms: 0 }, paymentFee: { gross: 0, moms: 0 } };
  return kind === "sale"
    ? { kind, orderId: at, number: `KB-${at}`, at, payment: "card", paymentRef: null, amounts }
    : {
        kind,
        refundId: at,
        orderId: at,
        number: `KB-${at}`,
        at,
        payment: "card",
        reason: "lines",
        amounts,
      };
};

describe("the vouchers of a period", () => {
  it("are numbered in date order, sales before refunds, whatever order the entries came in", () => {
    const goods = [{ rate: 25, gross: 12_500, moms: 2_500 }];
    const vouchers = vouchersOf([
      entry("sale", "2026-11-03T09:00:00.000Z", goods),
      entry("refund", "2026-11-02T09:00:00.000Z", goods),
      entry("sale", "2026-11-02T15:00:00.000Z", goods),
      entry("sale", "2026-11-02T08:00:00.000Z", goods),
    ]);
    expect(vouchers.map((v) => [v.number, v.date, v.text])).toEqual([
      [1, "2026-11-02", "Webbutikens försäljning 2026-11-02 (2 ordrar)"],
      [2, "2026-11-02", "Webbutikens återbetalningar 2026-11-02 (1 st)"],
      [3, "2026-11-03", "Webbutikens försäljning 2026-11-03 (1 order)"],
    ]);
  });

  it("book the receivable, then revenue by account, then moms by account", () => {
    // Goods at 6 % listed before 25 %: the postings still come out in account order.
    const [voucher] = vouchersOf([
      entry("sale", "2026-11-02T09:00:00.000Z", [
        { rate: 6, gross: 10_600, moms: 600 },
        { rate: 25, gross: 12_500, moms: 2_500 },
      ]),
    ]);
    expect(voucher?.transactions).toEqual([
      { account: 1580, amount: 23_100 },
      { account: 3001, amount: -10_000 },
      { account: 3003, amount: -10_000 },
      { account: 2611, amount: -2_500 },
      { account: 2631, amount: -600 },
    ]);
  });

  it("leave out a day whose orders cost nothing, and number the next voucher 1", () => {
    const vouchers = vouchersOf([
      entry("sale", "2026-11-01T09:00:00.000Z", []),
      entry("sale", "2026-11-02T09:00:00.000Z", [{ rate: 25, gross: 12_500, moms: 2_500 }]),
    ]);
    expect(vouchers.map((v) => [v.number, v.date])).toEqual([[1, "2026-11-02"]]);
  });
});
