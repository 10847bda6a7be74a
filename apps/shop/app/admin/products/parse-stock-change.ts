// A stock adjustment as staff type it: a whole number of units, signed ("+12", "-2", "−2"), and
// whether its sign fits the reason: a delivery adds, damaged goods take away, a count may do
// either. Whether the stock can take it is the database's answer (the conditional update).
import type { StockReason } from "../../../domain/catalogue/stock-reasons.ts";

/** More than any one delivery or count: a typo such as an extra zero row is refused. */
export const MAX_STOCK_CHANGE = 100_000;

export type StockChangeProblem =
  "required" | "format" | "zero" | "too_large" | "delivery_negative" | "damaged_positive";

export type ParsedStockChange =
  { ok: true; quantity: number } | { ok: false; problem: StockChangeProblem };

const INTEGER = /^([+-]?)(\d+)$/;

export function parseStockChange(input: string, reason: StockReason): ParsedStockChange {
  const text = input.replace(/[\s\u00a0\u202f]/g, "").replace(/\u2212/g, "-");
  if (text === "") return { ok: false, problem: "required" };
  const match = INTEGER.exec(text);
  if (!match) return { ok: false, problem: "format" };
  const [, sign, digits = ""] = match;
  if (digits.length > 6 || Number(digits) > MAX_STOCK_CHANGE) {
    return { ok: false, problem: "too_large" };
  }
  const quantity = (sign === "-" ? -1 : 1) * Number(digits);
  if (quantity === 0) return { ok: false, problem: "zero" };
  if (reason === "delivery" && quantity < 0) return { ok: false, problem: "delivery_negative" };
  if (reason === "damaged" && quantity > 0) return { ok: false, problem: "damaged_positive" };
  return { ok: true, quantity };
}
