// CSV files the admin hands out (the newsletter's confirmed subscribers; any list a spreadsheet
// opens): RFC 4180 quoting, CRLF line ends, UTF-8 with a byte order mark so Excel reads å, ä
// and ö right, and the separator Excel expects in the staff member's language (semicolon in
// Swedish, where the comma is the decimal sign; comma in English). A text cell that begins with
// = + - @ (or a tab or carriage return) is what a spreadsheet would run as a formula: it gets a
// leading apostrophe, so it is shown as the text it is ("CSV injection").
import type { Language } from "../../domain/language.ts";

export type CsvValue = string | number | null | undefined;

const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvSeparator(language: Language): ";" | "," {
  return language === "se" ? ";" : ",";
}

/** One cell: numbers as they are, text made inert and quoted when it must be. */
export function csvCell(value: CsvValue, separator: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const mustQuote =
    text.includes('"') || text.includes(separator) || /[\r\n]/.test(text) || text !== text.trim();
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then the rows, each line ended by CRLF. */
export function csvFile(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  separator: string,
): string {
  const line = (cells: readonly CsvValue[]) =>
    `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
  return BOM + line(header) + rows.map(line).join("");
}
