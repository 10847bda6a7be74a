// A withdrawal notice as the admin's list shows it: its lines with the units not yet refunded,
// the legal refund deadline, where it stands and what its refund would pay back now.
import { sql, type Kysely } from "@kretsbutiken/database";
import { WITHDRAWAL_DAYS } from "../../../domain/catalogue/delivery.ts";
import type { Address } from "../../../domain/checkout/address.ts";
import {
  withdrawalStateOf,
  type WithdrawalState,
} from "../../../domain/orders/withdrawal-state.ts";
import type { RefundStatus, ShopDatabase } from "../../database/schema.ts";
import { planRefund, unitsLeft } from "../../../domain/refunds/refund-parts.ts";
import { readOrderForRefund } from "../refunds/refundable-order.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment the law allows for the refund: 14 days after the notice arrived. */
export const refundDeadline = (receivedAt: string) =>
  new Date(new Date(receivedAt).getTime() + WITHDRAWAL_DAYS * DAY_MS).toISOString();

export interface WithdrawalLine {
  lineNo: number;
  name: string;
  variant: string | undefined;
  quantity: number;
  unitPrice: number;
  /** Units of the line not yet refunded (by any refund of the order). */
  left: number;
}

export interface WithdrawalItem {
  id: string;
  orderId: string;
  orderNumber: string;
  customer: string;
  email: string;
  receivedAt: string;
  refundDeadline: string;
  withinPeriod: boolean;
  wholeOrder: boolean;
  lines: WithdrawalLine[];
  goodsReceivedAt: string | undefined;
  refund: { id: string; amount: number; status: RefundStatus; at: string } | undefined;
  state: WithdrawalState;
  /** What its refund would pay back now (its lines' units left, and the fees for a whole order). */
  due: number;
}

/** Refunds that are or will be money back: a failed one does not settle the notice. */
export const LIVE: RefundStatus[] = ["pending", "succeeded"];

/** A notice whose refund is pending or paid: settled, as far as the desk is concerned. */
export const settled = sql<boolean>`exists (select 1 from refunds where refunds.withdrawal_id = withdrawals.id and refunds.status in ('pending', 'succeeded'))`;

export async function itemsOf(
  db: Kysely<ShopDatabase>,
  rows: {
    id: string;
    order_id: string;
    number: string;
    email: string;
    billing: string;
    lines: string;
    whole_order: number;
    within_period: number;
    received_at: string;
    goods_received_at: string | null;
  }[],
): Promise<WithdrawalItem[]> {
  return Promise.all(
    rows.map(async (row) => {
      const order = await readOrderForRefund(db, row.order_id);
      const lineNos = JSON.parse(row.lines) as number[];
      const lines = (order?.lines ?? [])
        .filter((line) => lineNos.includes(line.lineNo))
        .map((line) => ({
          lineNo: line.lineNo,
          name: line.name,
          variant: line.variant,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          left: unitsLeft(line),
        }));
      const refund = order?.refunds
        .filter((r) => r.withdrawalId === row.id)
        .sort((a, b) => (LIVE.includes(a.status) ? 0 : 1) - (LIVE.includes(b.status) ? 0 : 1))[0];
      const goodsReceivedAt = row.goods_received_at
        ? new Date(row.goods_received_at).toISOString()
        : undefined;
      const wholeOrder = Number(row.whole_order) === 1;
      const plan = order
        ? planRefund(order.refundable, {
            kind: "lines",
            lines: lines.map((line) => ({ lineNo: line.lineNo, quantity: line.left })),
            fees: wholeOrder && !order.refundable.feesRefunded && order.refundable.fees > 0,
          })
        : undefined;
      const receivedAt = new Date(row.received_at).toISOString();
      return {
        id: row.id,
        orderId: row.order_id,
        orderNumber: row.number,
        customer: (JSON.parse(row.billing) as Address).name,
        email: row.email,
        receivedAt,
        refundDeadline: refundDeadline(receivedAt),
        withinPeriod: Number(row.within_period) === 1,
        wholeOrder,
        lines,
        goodsReceivedAt,
        refund: refund && {
          id: refund.id,
          amount: refund.amount,
          status: refund.status,
          at: refund.completedAt ?? refund.requestedAt,
        },
        state: withdrawalStateOf({ goodsReceivedAt, refundStatus: refund?.status }),
        due: plan?.ok ? plan.amount : 0,
      };
    }),
  );
}

/** The notices with what their items show of the order, to order and page. */
export const baseQuery = (db: Kysely<ShopDatabase>) =>
  db
    .selectFrom("withdrawals")
    .innerJoin("orders", "orders.id", "withdrawals.order_id")
    .select([
      "withdrawals.id",
      "withdrawals.order_id",
      "orders.number",
      "orders.email",
      "orders.billing",
      "withdrawals.lines",
      "withdrawals.whole_order",
      "withdrawals.within_period",
      "withdrawals.received_at",
      "withdrawals.goods_received_at",
    ]);
