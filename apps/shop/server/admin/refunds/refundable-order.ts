// An order as its refunds see it, read in one go (inside the refund's transaction when there is
// one): whether it was paid and by which payment, its lines with the units already refunded,
// the fees, and every refund asked for so far. A failed refund gives its units back: only
// pending and succeeded refunds count as refunded.
import type { Kysely, Transaction } from "@kretsbutiken/database";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { RefundReason, RefundStatus, ShopDatabase } from "../../database/schema.ts";
import {
  parseParts,
  type RefundableOrder,
  type RefundPart,
} from "../../../domain/refunds/refund-parts.ts";

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

export interface RefundView {
  id: string;
  amount: number;
  moms: number;
  parts: RefundPart[];
  reason: RefundReason;
  status: RefundStatus;
  providerRef: string | undefined;
  withdrawalId: string | undefined;
  requestedBy: string;
  requestedAt: string;
  completedAt: string | undefined;
}

export interface RefundableLineView {
  lineNo: number;
  name: string;
  variant: string | undefined;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  momsRate: number;
  refunded: number;
}

export interface OrderForRefund {
  id: string;
  number: string;
  status: OrderStatus;
  email: string;
  language: "se" | "en";
  version: number;
  /** The payment that paid the order; undefined while it was never paid. */
  paymentRef: string | undefined;
  total: number;
  deliveryFee: number;
  paymentFee: number;
  lines: RefundableLineView[];
  refunds: RefundView[];
  /** What planRefund needs. */
  refundable: RefundableOrder;
}

const counts = (status: RefundStatus) => status !== "failed";

export async function readRefunds(db: Db, orderId: string): Promise<RefundView[]> {
  const rows = await db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("requested_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: Number(row.amount),
    moms: Number(row.moms),
    parts: parseParts(row.parts),
    reason: row.reason,
    status: row.status,
    providerRef: row.provider_ref ?? undefined,
    withdrawalId: row.withdrawal_id ?? undefined,
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : undefined,
  }));
}

export async function readOrderForRefund(
  db: Db,
  orderId: string,
): Promise<OrderForRefund | undefined> {
  const order = await db
    .selectFrom("orders")
    .select([
      "id",
      "number",
      "status",
      "email",
      "language",
      "version",
      "payment_ref",
      "total",
      "delivery_fee",
      "payment_fee",
    ])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const [lineRows, refunds] = await Promise.all([
    db
      .selectFrom("order_lines")
      .select(["line_no", "name", "variant", "quantity", "unit_price", "line_total", "moms_rate"])
      .where("order_id", "=", orderId)
      .orderBy("line_no")
      .execute(),
    readRefunds(db, orderId),
  ]);
  const live = refunds.filter((refund) => counts(refund.status));
  const refundedUnits = (lineNo: number) =>
    live
      .flatMap((refund) => refund.parts)
      .filter((part) => part.lineNo === lineNo)
      .reduce((sum, part) => sum + part.quantity, 0);
  const lines = lineRows.map((row) => ({
    lineNo: Number(row.line_no),
    name: row.name,
    variant: row.variant ?? undefined,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    lineTotal: Number(row.line_total),
    momsRate: Number(row.moms_rate),
    refunded: refundedUnits(Number(row.line_no)),
  }));
  const deliveryFee = Number(order.delivery_fee);
  const paymentFee = Number(order.payment_fee);
  const total = Number(order.total);
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    email: order.email,
    language: order.language === "en" ? "en" : "se",
    version: Number(order.version),
    paymentRef: order.payment_ref ?? undefined,
    total,
    deliveryFee,
    paymentFee,
    lines,
    refunds,
    refundable: {
      lines,
      fees: deliveryFee + paymentFee,
      feesRefunded: live.some((refund) => refund.parts.some((part) => part.lineNo === null)),
      total,
      refunded: live.reduce((sum, refund) => sum + refund.amount, 0),
    },
  };
}
