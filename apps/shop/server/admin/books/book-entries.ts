// The books' entries of a period, read from the orders and refunds (README "Admin" →
// "Overview and bookkeeping"):
// - a sale is an order at the moment it was paid (its "paid" status row), whatever became of it
//   later: a withdrawn, cancelled or refunded order stays a sale, and what went back is a refund;
// - a refund counts when it succeeded, at its completed_at, and only for an order that was paid
//   (money returned for an order that never became paid was never a sale);
// - the delivery and payment fees are revenue beside the goods, at the standard rate.
import type { Kysely } from "@kretsbutiken/database";
import { momsOf, STANDARD_MOMS_RATE } from "../../../domain/moms.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { perRate, type BookAmounts, type Gross, type RateAmount } from "./book-amounts.ts";

export interface SaleEntry {
  kind: "sale";
  orderId: string;
  number: string;
  /** When the order was paid. */
  at: string;
  /** The payment method ("card", "swish", "invoice"). */
  payment: string;
  /** The payment provider's reference, to match the payout. */
  paymentRef: string | null;
  amounts: BookAmounts;
  /** Paid through the built-in test provider: play money, marked in every export. */
  testPayment?: boolean;
}

export interface RefundEntry {
  kind: "refund";
  refundId: string;
  orderId: string;
  number: string;
  /** When the refund succeeded. */
  at: string;
  payment: string;
  /** "lines", "order", "cancel" or "withdrawal". */
  reason: string;
  /** What went back, as positive amounts (the books take them off). */
  amounts: BookAmounts;
  /** Of an order paid through the built-in test provider: play money. */
  testPayment?: boolean;
}

export type BookEntry = SaleEntry | RefundEntry;

/** One part of a refund (shared schema): a line's units, or the fees when lineNo is null. */
export interface RefundPart {
  lineNo: number | null;
  quantity: number;
  amount: number;
  moms: number;
  momsRate: number;
}

// Enough ids per IN (…) for any database's limit on bound parameters.
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** An order's fees with their moms: the order's moms less its lines' is the fees' moms. */
export function feesOf(order: {
  delivery_fee: number;
  payment_fee: number;
  moms: number;
  linesMoms: number;
}): { delivery: Gross; paymentFee: Gross } {
  const feesMoms = order.moms - order.linesMoms;
  const deliveryFee = Number(order.delivery_fee);
  const paymentFee = Number(order.payment_fee);
  if (paymentFee === 0) {
    return { delivery: { gross: deliveryFee, moms: feesMoms }, paymentFee: { gross: 0, moms: 0 } };
  }
  const deliveryMoms = momsOf(deliveryFee, STANDARD_MOMS_RATE);
  return {
    delivery: { gross: deliveryFee, moms: deliveryMoms },
    paymentFee: { gross: paymentFee, moms: feesMoms - deliveryMoms },
  };
}

/**
 * A refund's parts as book amounts. Goods go by their rate; the fee parts (lineNo null) go to
 * the delivery fee up to the order's delivery fee and the rest to the payment fee, their moms
 * shared in the same proportion, so nothing is lost to rounding.
 */
export function refundAmounts(parts: readonly RefundPart[], orderDeliveryFee: number): BookAmounts {
  const goods: RateAmount[] = [];
  let feeGross = 0;
  let feeMoms = 0;
  for (const part of parts) {
    if (part.lineNo === null) {
      feeGross += part.amount;
      feeMoms += part.moms;
    } else {
      goods.push({ rate: part.momsRate, gross: part.amount, moms: part.moms });
    }
  }
  const deliveryGross = Math.min(feeGross, orderDeliveryFee);
  const deliveryMoms = feeGross === 0 ? 0 : Math.round((feeMoms * deliveryGross) / feeGross);
  return {
    goods: perRate(goods),
    delivery: { gross: deliveryGross, moms: deliveryMoms },
    paymentFee: { gross: feeGross - deliveryGross, moms: feeMoms - deliveryMoms },
  };
}

function parseParts(text: string): RefundPart[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error("refund parts are not a list");
  return parsed.map((part: Partial<RefundPart>) => ({
    lineNo: part.lineNo ?? null,
    quantity: Number(part.quantity ?? 0),
    amount: Number(part.amount),
    moms: Number(part.moms),
    momsRate: Number(part.momsRate),
  }));
}

/** Sales paid in [from, to), oldest first. */
export async function salesBetween(
  db: Kysely<ShopDatabase>,
  from: Date,
  to: Date,
): Promise<SaleEntry[]> {
  const orders = await db
    .selectFrom("orders")
    .innerJoin("order_status_history as paid", "paid.order_id", "orders.id")
    .where("paid.status", "=", "paid")
    .where("paid.at", ">=", from.toISOString())
    .where("paid.at", "<", to.toISOString())
    .select([
      "orders.id",
      "orders.number",
      "orders.payment",
      "orders.payment_ref",
      "orders.delivery_fee",
      "orders.payment_fee",
      "orders.moms",
      "orders.test_payment",
      "paid.at",
    ])
    .orderBy("paid.at")
    .orderBy("orders.number")
    .execute();
  const lines = new Map<string, RateAmount[]>();
  for (const ids of chunks(orders.map((order) => order.id))) {
    const rows = await db
      .selectFrom("order_lines")
      .select(["order_id", "moms_rate", "line_total", "line_moms"])
      .where("order_id", "in", ids)
      .execute();
    for (const row of rows) {
      const list = lines.get(row.order_id) ?? [];
      list.push({
        rate: Number(row.moms_rate),
        gross: Number(row.line_total),
        moms: Number(row.line_moms),
      });
      lines.set(row.order_id, list);
    }
  }
  return orders.map((order) => {
    const goods = lines.get(order.id) ?? [];
    const fees = feesOf({
      delivery_fee: Number(order.delivery_fee),
      payment_fee: Number(order.payment_fee),
      moms: Number(order.moms),
      linesMoms: goods.reduce((sum, line) => sum + line.moms, 0),
    });
    return {
      kind: "sale",
      orderId: order.id,
      number: order.number,
      at: new Date(order.at).toISOString(),
      payment: order.payment,
      paymentRef: order.payment_ref,
      amounts: { goods: perRate(goods), ...fees },
      testPayment: Number(order.test_payment) === 1,
    };
  });
}

/** Refunds that succeeded in [from, to), for orders that were paid, oldest first. */
export async function refundsBetween(
  db: Kysely<ShopDatabase>,
  from: Date,
  to: Date,
): Promise<RefundEntry[]> {
  const rows = await db
    .selectFrom("refunds")
    .innerJoin("orders", "orders.id", "refunds.order_id")
    .where("refunds.status", "=", "succeeded")
    .where("refunds.completed_at", ">=", from.toISOString())
    .where("refunds.completed_at", "<", to.toISOString())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("order_status_history as paid")
          .select("paid.order_id")
          .whereRef("paid.order_id", "=", "orders.id")
          .where("paid.status", "=", "paid"),
      ),
    )
    .select([
      "refunds.id",
      "refunds.order_id",
      "refunds.completed_at",
      "refunds.reason",
      "refunds.parts",
      "orders.number",
      "orders.payment",
      "orders.delivery_fee",
      "orders.test_payment",
    ])
    .orderBy("refunds.completed_at")
    .orderBy("refunds.id")
    .execute();
  return rows.map((row) => ({
    kind: "refund",
    refundId: row.id,
    orderId: row.order_id,
    number: row.number,
    at: new Date(row.completed_at ?? "").toISOString(),
    payment: row.payment,
    reason: row.reason,
    amounts: refundAmounts(parseParts(row.parts), Number(row.delivery_fee)),
    testPayment: Number(row.test_payment) === 1,
  }));
}

/** A period's sales and refunds together, in time order. */
export async function entriesBetween(
  db: Kysely<ShopDatabase>,
  from: Date,
  to: Date,
): Promise<BookEntry[]> {
  const [sales, refunds] = await Promise.all([
    salesBetween(db, from, to),
    refundsBetween(db, from, to),
  ]);
  return [...sales, ...refunds].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
