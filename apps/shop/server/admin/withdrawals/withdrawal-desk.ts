// The admin's side of "Ångra köp" (README "Admin" → "Refunds and withdrawals"): every notice a
// shopper filed, with its lines, whether it came within the period, the legal refund deadline
// (14 days from the notice), and where it stands: waiting for the goods, goods received,
// refund pending, refunded. Staff confirm that the goods are back (optionally putting them back
// in stock), then refund the withdrawn lines, and the whole order's fees when the whole order
// was withdrawn, through the refunds (refunds.ts), which mail the customer once it succeeds.
// Every change is audited in the transaction that makes it.
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import { WITHDRAWAL_DAYS } from "../../../app/catalogue/delivery.ts";
import type { Address } from "../../../app/checkout/checkout-form-schema.ts";
import { restock as putBack } from "../../orders/restock.ts";
import type { RefundStatus, ShopDatabase } from "../../database/schema.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { recordRefund, takeOrder } from "../refunds/record-refund.ts";
import { planRefund, unitsLeft, type RefundRefusal } from "../refunds/refund-parts.ts";
import { readOrderForRefund } from "../refunds/refundable-order.ts";
import { RefundRefused, unlessRefused } from "../refunds/refused.ts";
import type { RefundResult, Refunds } from "../refunds/refunds.ts";
import {
  withdrawalStateOf,
  type WithdrawalState,
} from "../../../app/admin/withdrawals/withdrawal-state.ts";

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

export type ConfirmGoodsResult =
  { ok: true } | { ok: false; reason: "unknown_withdrawal" | "already_received" };

export type WithdrawalRefundResult =
  | RefundResult
  | { ok: false; reason: "unknown_withdrawal" | "goods_not_received" | "already_refunded" };

export interface WithdrawalDesk {
  /** Open notices first, earliest deadline first; then the settled ones, newest first. */
  list(options: {
    page: number;
    pageSize: number;
  }): Promise<{ items: WithdrawalItem[]; total: number }>;
  /** How many notices still wait for their refund (for the overview). */
  open(): Promise<number>;
  confirmGoods(
    actor: Actor,
    withdrawalId: string,
    options: { restock: boolean },
  ): Promise<ConfirmGoodsResult>;
  refund(actor: Actor, withdrawalId: string): Promise<WithdrawalRefundResult>;
}

/** Refunds that are or will be money back: a failed one does not settle the notice. */
const LIVE: RefundStatus[] = ["pending", "succeeded"];

export function createWithdrawalDesk(
  db: Kysely<ShopDatabase>,
  {
    audit,
    refunds,
    clock = () => new Date(),
    stockChanged,
  }: { audit: AuditLog; refunds: Refunds; clock?: () => Date; stockChanged?: () => void },
): WithdrawalDesk {
  const settled = sql<boolean>`exists (select 1 from refunds where refunds.withdrawal_id = withdrawals.id and refunds.status in ('pending', 'succeeded'))`;

  async function itemsOf(
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

  const baseQuery = () =>
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

  return {
    async list({ page, pageSize }) {
      const [{ count }] = (await db
        .selectFrom("withdrawals")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .execute()) as [{ count: number | string }];
      const rows = await baseQuery()
        .orderBy(sql`case when ${settled} then 1 else 0 end`)
        .orderBy(sql`case when ${settled} then null else withdrawals.received_at end`)
        .orderBy("withdrawals.received_at", "desc")
        .orderBy("withdrawals.id")
        .limit(pageSize)
        .offset((Math.max(1, page) - 1) * pageSize)
        .execute();
      return { items: await itemsOf(rows), total: Number(count) };
    },

    async open() {
      const [{ count }] = (await db
        .selectFrom("withdrawals")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where(sql<boolean>`not ${settled}`)
        .execute()) as [{ count: number | string }];
      return Number(count);
    },

    async confirmGoods(actor, withdrawalId, { restock }) {
      const now = clock();
      const result = await atomically(db, async (trx): Promise<ConfirmGoodsResult> => {
        const withdrawal = await trx
          .selectFrom("withdrawals")
          .innerJoin("orders", "orders.id", "withdrawals.order_id")
          .select(["withdrawals.order_id", "orders.number", "orders.status", "withdrawals.lines"])
          .where("withdrawals.id", "=", withdrawalId)
          .executeTakeFirst();
        if (!withdrawal) return { ok: false, reason: "unknown_withdrawal" };
        const marked = await trx
          .updateTable("withdrawals")
          .set({ goods_received_at: now.toISOString() })
          .where("id", "=", withdrawalId)
          .where("goods_received_at", "is", null)
          .executeTakeFirst();
        if (marked.numUpdatedRows !== 1n) return { ok: false, reason: "already_received" };
        const lineNos = JSON.parse(withdrawal.lines) as number[];
        const restocked: Record<string, number> = {};
        // A cancelled order's units all went back into stock with the cancellation
        // (cancel-paid.ts): goods of it that come back later are not counted a second time.
        const alreadyReturned = withdrawal.status === "cancelled";
        if (restock && !alreadyReturned && lineNos.length > 0) {
          const lines = await trx
            .selectFrom("order_lines")
            .select(["product_id as productId", "quantity"])
            .where("order_id", "=", withdrawal.order_id)
            .where("line_no", "in", lineNos)
            .execute();
          for (const [productId, units] of await putBack(trx, lines)) {
            restocked[String(productId)] = units;
          }
        }
        await audit.record(
          trx,
          actor,
          {
            action: "withdrawal.goods_received",
            subjectType: "order",
            subjectId: withdrawal.order_id,
            before: { number: withdrawal.number, withdrawalId, goodsReceivedAt: null },
            after: {
              number: withdrawal.number,
              withdrawalId,
              goodsReceivedAt: now.toISOString(),
              restocked,
              ...(restock && alreadyReturned && { stockReturnedWithCancel: true }),
            },
          },
          now,
        );
        return { ok: true };
      });
      if (result.ok && restock) stockChanged?.();
      return result;
    },

    async refund(actor, withdrawalId) {
      type Refusal = Exclude<WithdrawalRefundResult, { ok: true }>;
      const refuse = (result: Refusal) => new RefundRefused<Refusal>(result);
      const decided = await unlessRefused(() =>
        atomically(db, async (trx) => {
          const withdrawal = await trx
            .selectFrom("withdrawals")
            .select(["order_id", "lines", "whole_order", "goods_received_at"])
            .where("id", "=", withdrawalId)
            .executeTakeFirst();
          if (!withdrawal) throw refuse({ ok: false, reason: "unknown_withdrawal" });
          if (!withdrawal.goods_received_at) {
            throw refuse({ ok: false, reason: "goods_not_received" });
          }
          await takeOrder(trx, withdrawal.order_id);
          const order = await readOrderForRefund(trx, withdrawal.order_id);
          if (!order) throw refuse({ ok: false, reason: "unknown_withdrawal" });
          if (order.paymentRef === undefined) throw refuse({ ok: false, reason: "not_paid" });
          if (
            order.refunds.some((r) => r.withdrawalId === withdrawalId && LIVE.includes(r.status))
          ) {
            throw refuse({ ok: false, reason: "already_refunded" });
          }
          const lineNos = JSON.parse(withdrawal.lines) as number[];
          const plan = planRefund(order.refundable, {
            kind: "lines",
            lines: order.lines
              .filter((line) => lineNos.includes(line.lineNo))
              .map((line) => ({ lineNo: line.lineNo, quantity: unitsLeft(line) })),
            fees:
              Number(withdrawal.whole_order) === 1 &&
              !order.refundable.feesRefunded &&
              order.refundable.fees > 0,
          });
          if (!plan.ok) {
            const refusals: RefundRefusal[] = plan.refusals;
            throw refuse(
              refusals.some((r) => r.reason === "nothing")
                ? { ok: false, reason: "already_refunded" }
                : { ok: false, reason: "refused", refusals },
            );
          }
          const refund = await recordRefund(
            trx,
            {
              orderId: order.id,
              orderNumber: order.number,
              parts: plan.parts,
              amount: plan.amount,
              moms: plan.moms,
              reason: "withdrawal",
              withdrawalId,
            },
            { actor, audit, at: clock() },
          );
          return { ok: true, refund, order: { id: order.id, number: order.number } } as const;
        }),
      );
      if (!decided.ok) return decided;
      return refunds.start(actor, decided.refund, decided.order);
    },
  };
}
