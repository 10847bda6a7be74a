// The SIE file's pieces: code page 437, text fields, amounts, and vouchers that balance; read
// back with the tests' own reader (test-support/sie-reader.ts).
import { describe, expect, it } from "vitest";
import { readSie, tokenize } from "../../../test-support/sie-reader.ts";
import type { BookEntry } from "./book-entries.ts";
import { refundAmounts } from "./book-entries.ts";
import { encodeCp437 } from "./cp437.ts";
import { UnknownMomsRate } from "../../../domain/books/sie-accounts.ts";
import { sieAmount, sieFile, sieText } from "./sie-file.ts";
import { vouchersOf } from "./sie-vouchers.ts";

const sale = (at: string, gross: number, moms: number, rate = 25): BookEntry => ({
  kind: "sale",
  orderId: at,
  number: `KB-${at}`,
  at,
  payment: "card",
  paymentRef: null,
  amounts: {
    goods: [{ rate, gross, moms }],
    delivery: { gross: 3_900, moms: 780 },
    paymentFee: { gross: 0, moms: 0 },
  },
});

describe("code page 437", () => {
  it("writes the Swedish letters as PC8 bytes and what it lacks as ?", () => {
    expect([...encodeCp437("åäöÅÄÖéü")]).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x82, 0x81]);
    expect([...encodeCp437("A €")]).toEqual([0x41, 0x20, 0x3f]);
    // A decomposed å (a + ring) is composed first.
    expect([...encodeCp437("a\u030a")]).toEqual([0x86]);
  });
});

describe("SIE fields", () => {
  it("quotes text, escapes quotes and drops control characters", () => {
    expect(sieText('Kaffe "Bryggt"\r\n\tAB')).toBe('"Kaffe \\"Bryggt\\"AB"');
    expect(tokenize(`#X ${sieText('a "b" c')} {} 1.00`.slice(3))).toEqual(['a "b" c', [], "1.00"]);
  });

  it("writes kronor with a decimal point, two decimals and a minus for credit", () => {
    expect(sieAmount(123_456)).toBe("1234.56");
    expect(sieAmount(-5)).toBe("-0.05");
    expect(sieAmount(0)).toBe("0.00");
    expect(() => sieAmount(1.5)).toThrow();
  });
});

describe("SIE vouchers", () => {
  it("makes one balanced voucher per Stockholm day's sales, the delivery fee on 3520", () => {
    const vouchers = vouchersOf([
      sale("2026-11-01T10:00:00.000Z", 100_000, 20_000),
      sale("2026-11-01T22:59:00.000Z", 10_000, 2_000),
      // 00:10 on 2 November in Stockholm.
      sale("2026-11-01T23:10:00.000Z", 10_000, 2_000),
    ]);
    expect(vouchers.map((v) => [v.number, v.date])).toEqual([
      [1, "2026-11-01"],
      [2, "2026-11-02"],
    ]);
    expect(vouchers[0]?.transactions).toEqual([
      { account: 1580, amount: 110_000 + 7_800 },
      { account: 3001, amount: -88_000 },
      { account: 3520, amount: -6_240 },
      { account: 2611, amount: -22_000 - 1_560 },
    ]);
  });

  it("keeps the day's test orders (play money) in vouchers of their own that say so", () => {
    const vouchers = vouchersOf([
      sale("2026-11-01T10:00:00.000Z", 100_000, 20_000),
      { ...sale("2026-11-01T11:00:00.000Z", 10_000, 2_000), testPayment: true },
      { ...sale("2026-11-01T12:00:00.000Z", 10_000, 2_000), testPayment: true },
    ]);
    expect(vouchers.map((v) => [v.number, v.text])).toEqual([
      [1, "Webbutikens försäljning 2026-11-01 (1 order)"],
      [2, "TESTORDRAR, inga riktiga pengar: Webbutikens försäljning 2026-11-01 (2 ordrar)"],
    ]);
    expect(vouchers[0]?.transactions[0]).toEqual({ account: 1580, amount: 100_000 + 3_900 });
    expect(vouchers[1]?.transactions[0]).toEqual({ account: 1580, amount: 20_000 + 7_800 });
  });

  it("books a refund with every sign turned, its fees split between delivery and payment fee", () => {
    const amounts = refundAmounts(
      [
        { lineNo: 1, quantity: 1, amount: 12_500, moms: 2_500, momsRate: 25 },
        { lineNo: null, quantity: 1, amount: 7_800, moms: 1_560, momsRate: 25 },
      ],
      4_900,
    );
    expect(amounts.delivery).toEqual({ gross: 4_900, moms: 980 });
    expect(amounts.paymentFee).toEqual({ gross: 2_900, moms: 580 });
    const [voucher] = vouchersOf([
      {
        kind: "refund",
        refundId: "r1",
        orderId: "o1",
        number: "KB-1",
        at: "2026-11-02T10:00:00.000Z",
        payment: "invoice",
        reason: "order",
        amounts,
      },
    ]);
    expect(voucher?.transactions).toEqual([
      { account: 1580, amount: -20_300 },
      { account: 3001, amount: 10_000 },
      { account: 3520, amount: 3_920 },
      { account: 3540, amount: 2_320 },
      { account: 2611, amount: 4_060 },
    ]);
  });

  it("refuses a moms rate it has no accounts for", () => {
    expect(() => vouchersOf([sale("2026-11-01T10:00:00.000Z", 10_000, 0, 0)])).toThrow(
      UnknownMomsRate,
    );
  });

  it("writes a file without #ORGNR when the shop has none, readable back", () => {
    const bytes = sieFile({
      program: { name: "Kretsbutiken", version: "1.0" },
      generated: { date: "2026-11-30" },
      company: { name: "Kretsbutiken", orgNr: undefined },
      fiscalYear: { start: "2026-01-01", end: "2026-12-31" },
      vouchers: vouchersOf([sale("2026-11-01T10:00:00.000Z", 100_000, 20_000)]),
    });
    const sie = readSie(bytes);
    expect(sie.labels.has("ORGNR")).toBe(false);
    expect(sie.labels.get("GEN")).toEqual([["20261130"]]);
    expect(sie.vouchers).toHaveLength(1);
    expect(sie.text).toContain(
      '#VER "W" 1 20261101 "Webbutikens försäljning 2026-11-01 (1 order)"',
    );
  });
});
