// The period's orders and refunds as CSV for Swedish Excel: UTF-8 with a byte order mark (so
// Excel reads å, ä, ö), semicolons between fields and a decimal comma, CR LF line ends. One row
// per sale and one per refund, a refund's amounts negative; per moms rate the goods incl. moms,
// excl. moms and the moms, then the delivery fee, the payment fee and the totals. Text cells go
// through the admin's CSV rules (../csv-file.ts): one starting with = + - @ or a tab gets a
// leading ', so a spreadsheet never runs it as a formula, and one holding ; " or a line break is
// quoted with its quotes doubled. Amounts are written here, with the decimal comma. A row of an
// order paid through the built-in test provider says so in its type (record 0047).
import type { Language } from "../../../domain/language.ts";
import { csvCell } from "../csv-file.ts";
import { negated, totalOf, type BookAmounts, type Gross } from "./book-amounts.ts";
import type { BookEntry } from "./book-entries.ts";
import { MOMS_RATES, UnknownMomsRate } from "../../../domain/books/sie-accounts.ts";
import { stockholmDate } from "../../../domain/books/stockholm-days.ts";

const BOM = "\ufeff";

const WORDS = {
  se: {
    type: "Typ",
    date: "Datum",
    number: "Ordernummer",
    refund: "Återbetalning (id)",
    reason: "Orsak",
    payment: "Betalsätt",
    paymentRef: "Betalningsreferens",
    goodsIncl: "Varor {rate} % inkl. moms",
    goodsExcl: "Varor {rate} % exkl. moms",
    moms: "Moms {rate} %",
    deliveryIncl: "Frakt inkl. moms",
    deliveryMoms: "Moms frakt",
    paymentFeeIncl: "Betalningsavgift inkl. moms",
    paymentFeeMoms: "Moms betalningsavgift",
    totalIncl: "Totalt inkl. moms",
    totalExcl: "Totalt exkl. moms",
    totalMoms: "Moms totalt",
    sale: "Försäljning",
    refundRow: "Återbetalning",
    testSale: "Testorder (inga riktiga pengar): försäljning",
    testRefund: "Testorder (inga riktiga pengar): återbetalning",
  },
  en: {
    type: "Type",
    date: "Date",
    number: "Order number",
    refund: "Refund (id)",
    reason: "Reason",
    payment: "Payment method",
    paymentRef: "Payment reference",
    goodsIncl: "Goods {rate} % incl. VAT",
    goodsExcl: "Goods {rate} % excl. VAT",
    moms: "VAT {rate} %",
    deliveryIncl: "Delivery incl. VAT",
    deliveryMoms: "VAT delivery",
    paymentFeeIncl: "Payment fee incl. VAT",
    paymentFeeMoms: "VAT payment fee",
    totalIncl: "Total incl. VAT",
    totalExcl: "Total excl. VAT",
    totalMoms: "VAT total",
    sale: "Sale",
    refundRow: "Refund",
    testSale: "Test order (no real money): sale",
    testRefund: "Test order (no real money): refund",
  },
} as const;

/** A text cell, safe from formulas and quoted when it must be (the admin's CSV rules). */
export const csvText = (value: string): string => csvCell(value, ";");

/** Öre as a number Swedish Excel reads: 123456 → "1234,56", -5 → "-0,05". */
export function csvAmount(ore: number): string {
  const sign = ore < 0 ? "-" : "";
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

function amountCells(amounts: BookAmounts): string[] {
  const cells: string[] = [];
  for (const goods of amounts.goods) {
    if (!MOMS_RATES.includes(goods.rate)) throw new UnknownMomsRate(goods.rate);
  }
  for (const rate of MOMS_RATES) {
    const goods: Gross = amounts.goods.find((g) => g.rate === rate) ?? { gross: 0, moms: 0 };
    cells.push(csvAmount(goods.gross), csvAmount(goods.gross - goods.moms), csvAmount(goods.moms));
  }
  const total = totalOf(amounts);
  cells.push(
    csvAmount(amounts.delivery.gross),
    csvAmount(amounts.delivery.moms),
    csvAmount(amounts.paymentFee.gross),
    csvAmount(amounts.paymentFee.moms),
    csvAmount(total.gross),
    csvAmount(total.gross - total.moms),
    csvAmount(total.moms),
  );
  return cells;
}

export function bookkeepingCsv(entries: readonly BookEntry[], language: Language): string {
  const w = WORDS[language];
  const header = [
    w.type,
    w.date,
    w.number,
    w.refund,
    w.reason,
    w.payment,
    w.paymentRef,
    ...MOMS_RATES.flatMap((rate) =>
      [w.goodsIncl, w.goodsExcl, w.moms].map((label) => label.replace("{rate}", String(rate))),
    ),
    w.deliveryIncl,
    w.deliveryMoms,
    w.paymentFeeIncl,
    w.paymentFeeMoms,
    w.totalIncl,
    w.totalExcl,
    w.totalMoms,
  ];
  const rows = entries.map((entry) => [
    csvText(
      entry.testPayment
        ? entry.kind === "sale"
          ? w.testSale
          : w.testRefund
        : entry.kind === "sale"
          ? w.sale
          : w.refundRow,
    ),
    stockholmDate(entry.at),
    csvText(entry.number),
    csvText(entry.kind === "refund" ? entry.refundId : ""),
    csvText(entry.kind === "refund" ? entry.reason : ""),
    csvText(entry.payment),
    csvText(entry.kind === "sale" ? (entry.paymentRef ?? "") : ""),
    ...amountCells(entry.kind === "sale" ? entry.amounts : negated(entry.amounts)),
  ]);
  return `${BOM}${[header.map(csvText), ...rows].map((row) => row.join(";")).join("\r\n")}\r\n`;
}
