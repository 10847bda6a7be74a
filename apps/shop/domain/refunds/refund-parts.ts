// What a refund pays back, worked out from the order and the refunds already asked for: each of
// the order's lines can be refunded up to its quantity once, and the delivery and payment fees
// once, so no refund ever goes above what was paid minus what was refunded. A refund is a list
// of parts (a line and a quantity, or the fees), each with its amount and the moms in it. The
// moms of a part is the line's moms up to and including this part minus its moms up to it, so
// however a line is split over refunds, its parts add up to exactly the moms the order charged.
import { momsOf, STANDARD_MOMS_RATE } from "../moms.ts";

export interface RefundPart {
  /** The order line; null for the delivery and payment fees. */
  lineNo: number | null;
  quantity: number;
  /** Öre incl. moms. */
  amount: number;
  moms: number;
  /** Percent. */
  momsRate: number;
}

/** One line of the order with how much of it is already being or been refunded. */
export interface RefundableLine {
  lineNo: number;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  momsRate: number;
  /** Units in refunds that are pending or succeeded. */
  refunded: number;
}

export interface RefundableOrder {
  lines: readonly RefundableLine[];
  /** Delivery and payment fees together, öre incl. moms (standard rate). */
  fees: number;
  /** Whether a pending or succeeded refund already pays the fees back. */
  feesRefunded: boolean;
  /** What the buyer paid. */
  total: number;
  /** Öre in pending or succeeded refunds. */
  refunded: number;
}

/** What staff ask for: everything left, or some units of some lines (and perhaps the fees). */
export type RefundWish =
  | { kind: "full" }
  | {
      kind: "lines";
      lines: readonly { lineNo: number; quantity: number }[];
      fees: boolean;
    };

/** Why a wish cannot be refunded; `lineNo` names the line field the refusal belongs beside. */
export type RefundRefusal =
  | { reason: "unknown_line"; lineNo: number }
  | { reason: "bad_quantity"; lineNo: number }
  | { reason: "too_many"; lineNo: number; left: number }
  | { reason: "fees_refunded" }
  | { reason: "nothing" }
  | { reason: "above_paid"; left: number };

export type RefundPlan =
  | { ok: true; parts: RefundPart[]; amount: number; moms: number }
  | { ok: false; refusals: RefundRefusal[] };

/** Units of a line that are still refundable. */
export const unitsLeft = (line: RefundableLine) => Math.max(0, line.quantity - line.refunded);

/** Öre still refundable on the order. */
export const amountLeft = (order: RefundableOrder) => Math.max(0, order.total - order.refunded);

function linePart(line: RefundableLine, quantity: number): RefundPart {
  const before = line.unitPrice * line.refunded;
  const after = line.unitPrice * (line.refunded + quantity);
  return {
    lineNo: line.lineNo,
    quantity,
    amount: after - before,
    moms: momsOf(after, line.momsRate) - momsOf(before, line.momsRate),
    momsRate: line.momsRate,
  };
}

function feesPart(fees: number): RefundPart {
  return {
    lineNo: null,
    quantity: 1,
    amount: fees,
    moms: momsOf(fees, STANDARD_MOMS_RATE),
    momsRate: STANDARD_MOMS_RATE,
  };
}

/** The parts of a refund, or every reason it is refused. */
export function planRefund(order: RefundableOrder, wish: RefundWish): RefundPlan {
  const refusals: RefundRefusal[] = [];
  const parts: RefundPart[] = [];
  if (wish.kind === "full") {
    for (const line of order.lines) {
      const left = unitsLeft(line);
      if (left > 0) parts.push(linePart(line, left));
    }
    if (order.fees > 0 && !order.feesRefunded) parts.push(feesPart(order.fees));
  } else {
    const seen = new Set<number>();
    for (const { lineNo, quantity } of wish.lines) {
      const line = order.lines.find((l) => l.lineNo === lineNo);
      if (!line || seen.has(lineNo)) {
        refusals.push({ reason: "unknown_line", lineNo });
        continue;
      }
      seen.add(lineNo);
      if (!Number.isSafeInteger(quantity) || quantity < 0) {
        refusals.push({ reason: "bad_quantity", lineNo });
        continue;
      }
      if (quantity === 0) continue;
      const left = unitsLeft(line);
      if (quantity > left) {
        refusals.push({ reason: "too_many", lineNo, left });
        continue;
      }
      parts.push(linePart(line, quantity));
    }
    if (wish.fees) {
      if (order.feesRefunded || order.fees <= 0) refusals.push({ reason: "fees_refunded" });
      else parts.push(feesPart(order.fees));
    }
  }
  if (refusals.length > 0) return { ok: false, refusals };
  // No parts, or free items only: a refund of nothing.
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  if (amount <= 0) return { ok: false, refusals: [{ reason: "nothing" }] };
  // Lines and fees add up to the total, so this holds by construction; it is checked all the
  // same, as the one rule no refund may ever break.
  if (amount > amountLeft(order)) {
    return { ok: false, refusals: [{ reason: "above_paid", left: amountLeft(order) }] };
  }
  return { ok: true, parts, amount, moms: parts.reduce((sum, part) => sum + part.moms, 0) };
}

const isPart = (value: unknown): value is RefundPart => {
  // Only null has no fields to read; any other value without these fields fails below.
  if (value === null) return false;
  const part = value as Record<string, unknown>;
  return (
    (part.lineNo === null || Number.isSafeInteger(part.lineNo)) &&
    Number.isSafeInteger(part.quantity) &&
    Number.isSafeInteger(part.amount) &&
    Number.isSafeInteger(part.moms) &&
    typeof part.momsRate === "number"
  );
};

/** A refunds row's `parts` column read back. */
export function parseParts(json: string): RefundPart[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every(isPart)) {
    throw new Error("a refund's parts are not a list of parts");
  }
  return parsed;
}
