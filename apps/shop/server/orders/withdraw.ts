// "Ångra köp" (the withdrawal function, distansavtalslagen 2005:59 as amended from 19 June
// 2026): the buyer's notice for the whole order or some of its lines, recorded with the time
// it arrived. Within 14 days of delivery (or before delivery) it is a withdrawal; a later
// notice is still recorded and answered, marked as outside the period. Withdrawing the whole
// order makes its status "withdrawn"; goods already sent come back and are refunded as the
// terms say. Every notice takes the order with a conditional update on the status and version
// it read, raising the version: of a notice and a concurrent change (staff cancelling the order
// and giving its stock back, shipping it, a second notice) only the first is made, and the
// other finds the order changed and changes nothing, so no stock comes back twice.
import { randomUUID } from "node:crypto";
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import { WITHDRAWAL_DAYS } from "../../domain/catalogue/delivery.ts";
import { canWithdraw } from "../../domain/order-status.ts";
import type { ShopDatabase } from "../database/schema.ts";

export interface WithdrawalRequest {
  orderId: string;
  /** The line numbers withdrawn; every line of the order for the whole order. */
  lineNos: readonly number[];
}

export type WithdrawalResult =
  | { ok: true; receivedAt: string; withinPeriod: boolean; wholeOrder: boolean; lineNos: number[] }
  /**
   * The order is not paid goods (unpaid, cancelled or already wholly withdrawn); or it changed
   * between this notice's read and its write ("conflict": nothing was recorded).
   */
  | { ok: false; reason: "not_withdrawable" | "no_lines" | "conflict" };

const DAY = 24 * 60 * 60 * 1000;

/** The last moment of the period: 14 days after delivery, or open while not yet delivered. */
export function withdrawalDeadline(deliveredAt: string | undefined): Date | undefined {
  return deliveredAt === undefined
    ? undefined
    : new Date(new Date(deliveredAt).getTime() + WITHDRAWAL_DAYS * DAY);
}

export async function withdraw(
  db: Kysely<ShopDatabase>,
  request: WithdrawalRequest,
  now: Date,
): Promise<WithdrawalResult> {
  const at = now.toISOString();
  return atomically(db, async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["status", "version"])
      .where("id", "=", request.orderId)
      .executeTakeFirst();
    if (!order || !canWithdraw(order.status)) {
      return { ok: false, reason: "not_withdrawable" } as const;
    }
    const lines = await trx
      .selectFrom("order_lines")
      .select("line_no")
      .where("order_id", "=", request.orderId)
      .execute();
    const all = lines.map((line) => Number(line.line_no));
    const chosen = [...new Set(request.lineNos)]
      .filter((n) => all.includes(n))
      .sort((a, b) => a - b);
    if (chosen.length === 0) return { ok: false, reason: "no_lines" } as const;
    const delivered = await trx
      .selectFrom("order_status_history")
      .select("at")
      .where("order_id", "=", request.orderId)
      .where("status", "=", "delivered")
      .executeTakeFirst();
    const deadline = withdrawalDeadline(
      delivered ? new Date(delivered.at).toISOString() : undefined,
    );
    const withinPeriod = deadline === undefined || now <= deadline;
    const wholeOrder = chosen.length === all.length;
    const withdrawn = wholeOrder && withinPeriod;
    // Takes the order as it was read (PostgreSQL re-checks the condition against a change
    // committed meanwhile, and holds the row until this commits).
    const taken = await trx
      .updateTable("orders")
      .set({
        ...(withdrawn && { status: "withdrawn" }),
        version: sql<number>`version + 1`,
      })
      .where("id", "=", request.orderId)
      .where("status", "=", order.status)
      .where("version", "=", Number(order.version))
      .executeTakeFirst();
    if (taken.numUpdatedRows !== 1n) return { ok: false, reason: "conflict" } as const;
    await trx
      .insertInto("withdrawals")
      .values({
        id: randomUUID(),
        order_id: request.orderId,
        lines: JSON.stringify(chosen),
        whole_order: wholeOrder ? 1 : 0,
        within_period: withinPeriod ? 1 : 0,
        received_at: at,
      })
      .execute();
    if (withdrawn) {
      await trx
        .insertInto("order_status_history")
        .values({ order_id: request.orderId, status: "withdrawn", at })
        .execute();
    }
    return { ok: true, receivedAt: at, withinPeriod, wholeOrder, lineNos: chosen } as const;
  });
}
