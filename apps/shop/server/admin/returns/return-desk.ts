// The admin's side of returns (README "Admin" → "Returns"): every return a shopper made a label
// for, those on their way first; registering one's goods as received, line by line with how
// each was found, which refunds the withdrawal through the withdrawal desk (its lines, and the
// fees when the whole order was withdrawn), and mails the customer. The registration is made
// once: the return's status moves from "label_created" by a conditional update in the
// transaction that records it, so of two clicks or two staff at once only one goes on to the
// refund, and the refund itself is guarded again by the desk (one live refund per withdrawal).
import { randomUUID } from "node:crypto";
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { Address } from "../../../domain/checkout/address.ts";
import type { ReturnCondition } from "../../../domain/returns/return-state.ts";
import type { CompanyInfo } from "../../config.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { ShopMailer } from "../../mail/shop-mailer.ts";
import { sendOrderMail } from "../../orders/order-mail-log.ts";
import { findOrder, type OrderView } from "../../orders/order-view.ts";
import { restock as putBack } from "../../orders/restock.ts";
import { returnReceivedMail } from "../../returns/return-mails.ts";
import { readReturns, type ReturnView } from "../../returns/return-view.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import type { WithdrawalDesk, WithdrawalRefundResult } from "../withdrawals/withdrawal-desk.ts";

export interface ReturnItem extends ReturnView {
  customer: string;
  email: string;
}

export interface ReceivedLine {
  lineNo: number;
  condition: ReturnCondition;
  note: string | undefined;
}

export type ReceiveResult =
  | { ok: true; return: ReturnView; refund: WithdrawalRefundResult }
  | { ok: false; reason: "unknown_return" | "already_received" | "lines_mismatch" };

export interface ReturnDesk {
  /** Returns on their way first (oldest first), then the received ones, newest first. */
  list(options: {
    page: number;
    pageSize: number;
  }): Promise<{ items: ReturnItem[]; total: number }>;
  /** How many returns are still on their way (for the overview and the nav). */
  open(): Promise<number>;
  /** Registers the goods as received and refunds the withdrawal; once per return. */
  receive(
    actor: Actor,
    returnId: string,
    received: { lines: readonly ReceivedLine[]; restock: boolean },
    origin: string,
  ): Promise<ReceiveResult>;
}

export interface ReturnDeskOptions {
  audit: AuditLog;
  withdrawals: WithdrawalDesk;
  mailer: ShopMailer;
  company: CompanyInfo;
  log: (line: string) => void;
  clock?: () => Date;
  stockChanged?: () => void;
}

const count = async (query: Promise<{ count: number | string }[]>) =>
  // Stryker disable next-line OptionalChaining: a count without group by always answers one row
  Number((await query)[0]?.count ?? 0);

export function createReturnDesk(db: Kysely<ShopDatabase>, options: ReturnDeskOptions): ReturnDesk {
  const { audit, withdrawals } = options;
  const clock = options.clock ?? (() => new Date());

  async function markRefunded(ret: ReturnView, refundId: string, actor: Actor) {
    const at = clock().toISOString();
    await atomically(db, async (trx) => {
      const marked = await trx
        .updateTable("returns")
        .set({ status: "refunded", refund_id: refundId })
        .where("id", "=", ret.id)
        .where("status", "=", "received")
        .executeTakeFirst();
      if (marked.numUpdatedRows !== 1n) return;
      await trx
        .insertInto("return_events")
        .values({ id: randomUUID(), return_id: ret.id, kind: "refunded", at, actor: actor.email })
        .execute();
    });
  }

  return {
    async list({ page, pageSize }) {
      const total = await count(
        db
          .selectFrom("returns")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .execute(),
      );
      const rows = await db
        .selectFrom("returns")
        .select("id")
        .orderBy((eb) => eb.case().when("status", "=", "label_created").then(0).else(1).end())
        .orderBy((eb) =>
          eb.case().when("status", "=", "label_created").then(eb.ref("created_at")).end(),
        )
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(pageSize)
        .offset((Math.max(1, page) - 1) * pageSize)
        .execute();
      // Stryker disable next-line ObjectLiteral: with every return read, the page's rows pick the same ones from them
      const views = await readReturns(db, { ids: rows.map((row) => row.id) });
      const orders = views.length
        ? await db
            .selectFrom("orders")
            .select(["id", "email", "billing"])
            .where(
              "id",
              "in",
              views.map((view) => view.orderId),
            )
            .execute()
        : // Stryker disable next-line ArrayDeclaration: no returns read means no rows, which give no items
          [];
      // Read just now, and neither returns nor orders are ever deleted, so both are found.
      const items = rows.map((row) => {
        const view = views.find((v) => v.id === row.id) as ReturnView;
        const order = orders.find((o) => o.id === view.orderId) as (typeof orders)[number];
        return {
          ...view,
          customer: (JSON.parse(order.billing) as Address).name,
          email: order.email,
        };
      });
      return { items, total };
    },

    open: () =>
      count(
        db
          .selectFrom("returns")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "=", "label_created")
          .execute(),
      ),

    async receive(actor, returnId, { lines, restock }, origin) {
      const now = clock();
      const at = now.toISOString();
      const decided = await atomically(
        db,
        async (
          trx,
        ): Promise<
          { ok: true; restocked: boolean; orderId: string } | Extract<ReceiveResult, { ok: false }>
        > => {
          const row = await trx
            .selectFrom("returns")
            .innerJoin("withdrawals", "withdrawals.id", "returns.withdrawal_id")
            .innerJoin("orders", "orders.id", "returns.order_id")
            .select([
              "returns.number",
              "returns.order_id",
              "returns.withdrawal_id",
              "withdrawals.lines",
              "orders.status as order_status",
            ])
            .where("returns.id", "=", returnId)
            .executeTakeFirst();
          if (!row) return { ok: false, reason: "unknown_return" };
          // Stored in line order (withdraw.ts); the lines given may come in any.
          const lineNos = JSON.parse(row.lines) as number[];
          const given = lines.map((line) => line.lineNo).sort((a, b) => a - b);
          if (given.join(",") !== lineNos.join(",")) {
            return { ok: false, reason: "lines_mismatch" };
          }
          // The guard: only the first registration moves the status on.
          const taken = await trx
            .updateTable("returns")
            .set({ status: "received", received_at: at, received_by: actor.email })
            .where("id", "=", returnId)
            .where("status", "=", "label_created")
            .executeTakeFirst();
          if (taken.numUpdatedRows !== 1n) return { ok: false, reason: "already_received" };
          await trx
            .insertInto("return_lines")
            .values(
              lines.map((line) => ({
                return_id: returnId,
                line_no: line.lineNo,
                condition: line.condition,
                note: line.note ?? null,
              })),
            )
            .execute();
          await trx
            .insertInto("return_events")
            .values({
              id: randomUUID(),
              return_id: returnId,
              kind: "received",
              at,
              actor: actor.email,
            })
            .execute();
          // The withdrawals page shows the goods back too; staff may have marked them there
          // already (then their stock went back there, and not again here).
          const marked = await trx
            .updateTable("withdrawals")
            .set({ goods_received_at: at })
            .where("id", "=", row.withdrawal_id)
            .where("goods_received_at", "is", null)
            .executeTakeFirst();
          const restocked: Record<string, number> = {};
          // A cancelled order's units all went back with the cancellation (cancel-paid.ts).
          if (restock && marked.numUpdatedRows === 1n && row.order_status !== "cancelled") {
            const stockLines = await trx
              .selectFrom("order_lines")
              .select(["product_id as productId", "quantity"])
              .where("order_id", "=", row.order_id)
              .where("line_no", "in", lineNos)
              .execute();
            for (const [productId, units] of await putBack(trx, stockLines, at)) {
              restocked[String(productId)] = units;
            }
          }
          await audit.record(
            trx,
            actor,
            {
              action: "return.received",
              subjectType: "order",
              subjectId: row.order_id,
              before: { return: row.number, status: "label_created" },
              after: {
                return: row.number,
                status: "received",
                withdrawalId: row.withdrawal_id,
                lines: lines.map((line) => ({ ...line, note: line.note ?? null })),
                restocked,
              },
            },
            now,
          );
          return { ok: true, restocked: Object.keys(restocked).length > 0, orderId: row.order_id };
        },
      );
      if (!decided.ok) return decided;
      if (decided.restocked) options.stockChanged?.();
      const [received] = (await readReturns(db, { ids: [returnId] })) as [ReturnView];
      // Just received in this database, so the order is found.
      const order = (await findOrder(db, decided.orderId)) as OrderView;
      await sendOrderMail(
        db,
        { mailer: options.mailer, log: options.log, logTag: "[returns]", now: clock },
        order,
        "return_received",
        returnReceivedMail(order, received, options.company, origin),
      );
      const refund = await withdrawals.refund(actor, received.withdrawalId);
      if (refund.ok && refund.refund.status !== "failed") {
        await markRefunded(received, refund.refund.id, actor);
        // Stryker disable next-line ConditionalExpression,LogicalOperator: a failed or otherwise refused refund leaves the withdrawal no live refund to find below
      } else if (!refund.ok && refund.reason === "already_refunded") {
        // Refunded already from the withdrawals page: the return is settled by that refund.
        const [again] = await readReturns(db, { ids: [returnId] });
        // Stryker disable next-line OptionalChaining: the return was just read, so it is found again
        if (again?.refund) await markRefunded(again, again.refund.id, actor);
      }
      const [settled] = (await readReturns(db, { ids: [returnId] })) as [ReturnView];
      return { ok: true, return: settled, refund };
    },
  };
}
