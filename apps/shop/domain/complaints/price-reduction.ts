// A price reduction (prisavdrag) for a complaint, as a refund's parts: an amount of money back on
// the complained lines, with no units returned (quantity 0), so the lines' units stay as they
// are for any later refund. The amount is spread over the lines in order, each taking at most
// what is still refundable of it (its unrefunded units' price), and never more than is left of
// the order. The moms of each part is the line's rate on that part.
import { momsOf } from "../moms.ts";
import {
  amountLeft,
  unitsLeft,
  type RefundableOrder,
  type RefundPart,
} from "../refunds/refund-parts.ts";

export type PriceReductionPlan =
  | { ok: true; parts: RefundPart[]; amount: number; moms: number }
  | { ok: false; reason: "bad_amount" | "above_value"; left: number };

export function planPriceReduction(
  order: RefundableOrder,
  lineNos: readonly number[],
  amount: number,
): PriceReductionPlan {
  const lines = order.lines.filter((line) => lineNos.includes(line.lineNo));
  const value = Math.min(
    lines.reduce((sum, line) => sum + unitsLeft(line) * line.unitPrice, 0),
    amountLeft(order),
  );
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, reason: "bad_amount", left: value };
  }
  if (amount > value) return { ok: false, reason: "above_value", left: value };
  const parts: RefundPart[] = [];
  let rest = amount;
  for (const line of lines) {
    if (rest === 0) break;
    const share = Math.min(rest, unitsLeft(line) * line.unitPrice);
    if (share <= 0) continue;
    parts.push({
      lineNo: line.lineNo,
      quantity: 0,
      amount: share,
      moms: momsOf(share, line.momsRate),
      momsRate: line.momsRate,
    });
    rest -= share;
  }
  return { ok: true, parts, amount, moms: parts.reduce((sum, part) => sum + part.moms, 0) };
}
