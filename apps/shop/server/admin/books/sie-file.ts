// An SIE 4 file (SIE typ 4, "transaktioner"), the Swedish accounting interchange format, as
// text and as the bytes to download (code page 437, #FORMAT PC8). Lines end in CR LF; a line is
// a #LABEL and its fields separated by spaces; text fields are in double quotes with a quote
// inside written \" and no control characters; dates are YYYYMMDD; amounts are kronor with a
// decimal point and a minus sign for credit. A voucher is its #VER line, then its #TRANS lines
// between a line "{" and a line "}".
import { encodeCp437 } from "./cp437.ts";
import { ACCOUNT_NAMES } from "../../../domain/books/sie-accounts.ts";
import type { SieVoucher } from "./sie-vouchers.ts";
import type { CalendarDate } from "../../../domain/books/stockholm-days.ts";

export interface SieDocument {
  program: { name: string; version: string };
  /** When the file was made, and by whom (an e-mail address). */
  generated: { date: CalendarDate; sign?: string | undefined };
  company: { name: string; orgNr?: string | undefined };
  /** The fiscal year the vouchers belong to (#RAR 0). */
  fiscalYear: { start: CalendarDate; end: CalendarDate };
  vouchers: readonly SieVoucher[];
}

/** A text field: quoted, quotes escaped, control characters dropped (a backslash becomes "/"). */
export function sieText(value: string): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, "").replace(/\\/g, "/");
  return `"${clean.replace(/"/g, '\\"')}"`;
}

/** Öre as kronor: 123456 → "1234.56", -5 → "-0.05". */
export function sieAmount(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new Error(`not an amount in öre: ${ore}`);
  const sign = ore < 0 ? "-" : "";
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export const sieDate = (date: CalendarDate) => date.replaceAll("-", "");

/** T(illgång), S(kuld), I(ntäkt) or K(ostnad), from the BAS account class. */
function accountType(account: number): "T" | "S" | "I" | "K" {
  const group = Math.floor(account / 1000);
  return group === 1 ? "T" : group === 2 ? "S" : group === 3 ? "I" : "K";
}

export function sieLines(document: SieDocument): string[] {
  const { program, generated, company, fiscalYear, vouchers } = document;
  const accounts = [
    ...new Set(vouchers.flatMap((voucher) => voucher.transactions.map((t) => t.account))),
  ].sort((a, b) => a - b);
  const lines = [
    "#FLAGGA 0",
    `#PROGRAM ${sieText(program.name)} ${sieText(program.version)}`,
    "#FORMAT PC8",
    `#GEN ${sieDate(generated.date)}${generated.sign ? ` ${sieText(generated.sign)}` : ""}`,
    "#SIETYP 4",
    ...(company.orgNr ? [`#ORGNR ${company.orgNr.replace(/[^0-9-]/g, "")}`] : []),
    `#FNAMN ${sieText(company.name)}`,
    `#RAR 0 ${sieDate(fiscalYear.start)} ${sieDate(fiscalYear.end)}`,
    "#KPTYP BAS2014",
    "#VALUTA SEK",
  ];
  for (const account of accounts) {
    lines.push(`#KONTO ${account} ${sieText(ACCOUNT_NAMES.get(account) ?? String(account))}`);
    lines.push(`#KTYP ${account} ${accountType(account)}`);
  }
  for (const voucher of vouchers) {
    lines.push(
      `#VER ${sieText(voucher.series)} ${voucher.number} ${sieDate(voucher.date)} ${sieText(voucher.text)} ${sieDate(generated.date)}`,
      "{",
      ...voucher.transactions.map((t) => `#TRANS ${t.account} {} ${sieAmount(t.amount)}`),
      "}",
    );
  }
  return lines;
}

/** The file as downloaded: CP437 bytes, CR LF line ends. */
export function sieFile(document: SieDocument): Uint8Array<ArrayBuffer> {
  return encodeCp437(`${sieLines(document).join("\r\n")}\r\n`);
}
