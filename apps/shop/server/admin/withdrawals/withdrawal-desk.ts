// The admin's side of "Ångra köp" (README "Admin" → "Refunds and withdrawals"): every notice a
// shopper filed, with its lines, whether it came within the period, the legal refund deadline
// (14 days from the notice), and where it stands: waiting for the goods, goods received,
// refund pending, refunded. Staff confirm that the goods are back (optionally putting them back
// in stock), then refund the withdrawn lines, and the whole order's fees when the whole order
// was withdrawn, through the refunds (refunds.ts), which mail the customer once it succeeds.
// Every change is audited in the transaction that makes it.
import type { ConfirmedRefund } from "../../../domain/refunds/refund-confirmation.ts";
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { restock as putBack } from "../../orders/restock.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { recordRefund, takeOrder } from "../refunds/record-refund.ts";
import { planRefund, unitsLeft, type RefundRefusal } from "../../../domain/refunds/refund-parts.ts";
import { readOrderForRefund } from "../refunds/refundable-order.ts";
import { RefundRefused, unlessRefused } from "../refunds/refused.ts";
import type { RefundResult, Refunds } from "../refunds/refunds.ts";
import { baseQuery, itemsOf, LIVE, settled, type WithdrawalItem } from "./withdrawal-items.ts";

export type { WithdrawalItem, WithdrawalLine } from "./withdrawal-items.ts";
export { refundDeadline } from "./withdrawal-items.ts";

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
  /** Over the refund limit only with `confirmed` saying this order and amount. */
  refund(
    actor: Actor,
    withdrawalId: string,
    confirmed?: ConfirmedRefund,
  ): Promise<WithdrawalRefundResult>;
}

export function createWithdrawalDesk(
  db: Kysely<ShopDatabase>,
  {
    audit,
    refunds,
    clock = () => new Date(),
    stockChanged,
  }: { audit: AuditLog; refunds: Refunds; clock?: () => Date; stockChanged?: () => void },
): WithdrawalDesk {
  return {
    async list({ page, pageSize }) {
      const [{ count }] = (await db
        .selectFrom("withdrawals")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .execute()) as [{ count: number | string }];
      const rows = await baseQuery(db)
        .orderBy(sql`case when ${settled} then 1 else 0 end`)
        .orderBy(sql`case when ${settled} then null else withdrawals.received_at end`)
        .orderBy("withdrawals.received_at", "desc")
        .orderBy("withdrawals.id")
        .limit(pageSize)
        .offset((Math.max(1, page) - 1) * pageSize)
        .execute();
      return { items: await itemsOf(db, rows), total: Number(count) };
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

    async refund(actor, withdrawalId, confirmed) {
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
            { actor, audit, at: clock(), guard: refunds.guard(confirmed) },
          );
          return { ok: true, refund, order: { id: order.id, number: order.number } } as const;
        }),
      );
      if (!decided.ok) return decided;
      return refunds.start(actor, decided.refund, decided.order);
    },
  };
}
