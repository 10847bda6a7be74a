// "Ångra köp" notices against real orders, on SQLite and PostgreSQL: what a notice records
// (the notice, the status, the raised version, the history), what it refuses with nothing
// changed, and the race the review found: a notice and staff cancelling the same paid order at
// once. Whichever comes first is made; the other finds the order changed, so the order is never
// both cancelled and withdrawn and its stock comes back once. On PostgreSQL the two really run
// at once: the notice waits on the cancellation's row, then finds it committed.
import { setTimeout as sleep } from "node:timers/promises";
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import {
  ORIGIN,
  OWNER,
  type RefundShop,
  START,
  useRefundShops,
} from "../../test-support/refund-shop.ts";
import { dialects } from "../../test-support/test-database.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { cancelPaidOrder } from "../admin/refunds/cancel-paid.ts";
import { advanceOrder } from "./advance-status.ts";
import { withdraw, withdrawalDeadline } from "./withdraw.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { readBefore } from "../../test-support/stale-read.ts";

const DAY = 24 * 60 * 60 * 1000;
const days = (n: number) => new Date(START.getTime() + n * DAY);

describe("withdrawalDeadline", () => {
  it("is open until delivery, then 14 days after it", () => {
    expect(withdrawalDeadline(undefined)).toBeUndefined();
    expect(withdrawalDeadline("2026-11-25T10:00:00.000Z")?.toISOString()).toBe(
      "2026-12-09T10:00:00.000Z",
    );
  });
});

describe.each(dialects())("withdrawing on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  const orderRow = (s: RefundShop, id: string) =>
    s.db
      .selectFrom("orders")
      .select(["status", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
      .then((row) => ({ status: row.status, version: Number(row.version) }));

  const notices = (s: RefundShop, id: string) =>
    s.db
      .selectFrom("withdrawals")
      .select(["lines", "whole_order", "within_period", "received_at"])
      .where("order_id", "=", id)
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          lines: row.lines,
          whole: Number(row.whole_order),
          within: Number(row.within_period),
          at: new Date(row.received_at).toISOString(),
        })),
      );

  const history = (s: RefundShop, id: string) =>
    s.db
      .selectFrom("order_status_history")
      .select("status")
      .where("order_id", "=", id)
      .orderBy("at")
      .execute()
      .then((rows) => rows.map((row) => row.status));

  it("withdraws a whole paid order: the notice, the status, a raised version, the history", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const before = await orderRow(s, order.id);
    expect(await withdraw(s.db, { orderId: order.id, lineNos: [2, 1, 1] }, days(1))).toEqual({
      ok: true,
      receivedAt: days(1).toISOString(),
      withinPeriod: true,
      wholeOrder: true,
      lineNos: [1, 2],
    });
    expect(await orderRow(s, order.id)).toEqual({
      status: "withdrawn",
      version: before.version + 1,
    });
    expect(await notices(s, order.id)).toEqual([
      { lines: "[1,2]", whole: 1, within: 1, at: days(1).toISOString() },
    ]);
    expect(await history(s, order.id)).toEqual(["reserved", "paid", "withdrawn"]);
    // Wholly withdrawn, it takes no second notice.
    expect(await withdraw(s.db, { orderId: order.id, lineNos: [1] }, days(2))).toEqual({
      ok: false,
      reason: "not_withdrawable",
    });
  });

  it("records a notice for some lines: the status stays, the version rises", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const before = await orderRow(s, order.id);
    expect(await withdraw(s.db, { orderId: order.id, lineNos: [2, 7] }, days(1))).toMatchObject({
      ok: true,
      wholeOrder: false,
      lineNos: [2],
    });
    expect(await orderRow(s, order.id)).toEqual({ status: "paid", version: before.version + 1 });
    expect(await history(s, order.id)).toEqual(["reserved", "paid"]);
  });

  it("records a late notice for the whole order as late, leaving the order delivered", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    for (const step of ["packed", "shipped", "delivered"] as const) {
      await advanceOrder(s.db, order.number, step, START);
    }
    const before = await orderRow(s, order.id);
    expect(await withdraw(s.db, { orderId: order.id, lineNos: [1, 2] }, days(14))).toMatchObject({
      ok: true,
      withinPeriod: true,
    });
    const other = await s.paidOrder();
    for (const step of ["packed", "shipped", "delivered"] as const) {
      await advanceOrder(s.db, other.number, step, START);
    }
    const late = new Date(days(14).getTime() + 1);
    expect(await withdraw(s.db, { orderId: other.id, lineNos: [1, 2] }, late)).toMatchObject({
      ok: true,
      withinPeriod: false,
      wholeOrder: true,
    });
    expect(await orderRow(s, other.id)).toEqual({ status: "delivered", version: 6 });
    expect(await notices(s, other.id)).toMatchObject([{ whole: 1, within: 0 }]);
    expect(await orderRow(s, order.id)).toEqual({
      status: "withdrawn",
      version: before.version + 1,
    });
  });

  it("refuses an unpaid order, an unknown one and a notice without lines, changing nothing", async () => {
    const s = await shop();
    const unpaid = await s.placedOrder();
    const paid = await s.paidOrder();
    const before = await orderRow(s, paid.id);
    expect(await withdraw(s.db, { orderId: unpaid.id, lineNos: [1] }, days(1))).toEqual({
      ok: false,
      reason: "not_withdrawable",
    });
    expect(await withdraw(s.db, { orderId: "no-such-order", lineNos: [1] }, days(1))).toEqual({
      ok: false,
      reason: "not_withdrawable",
    });
    expect(await withdraw(s.db, { orderId: paid.id, lineNos: [9] }, days(1))).toEqual({
      ok: false,
      reason: "no_lines",
    });
    expect(await orderRow(s, paid.id)).toEqual(before);
    expect(await orderRow(s, unpaid.id)).toEqual({ status: "reserved", version: 1 });
    expect(await notices(s, paid.id)).toEqual([]);
    expect(await notices(s, unpaid.id)).toEqual([]);
  });

  it("refuses a notice when the order changed between its read and its write, recording nothing", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const read = await orderRow(s, order.id);
    const stock = await s.stock(1);
    // Staff cancel the paid order (its stock goes back); the notice read it as still paid.
    const cancelled = await s.refunds.cancelPaid(OWNER, order.id, read.version);
    expect(cancelled.ok).toBe(true);
    expect(await s.stock(1)).toBe(stock + 2);
    const stale = s.db.withPlugin(readBefore(read));
    expect(await withdraw(stale, { orderId: order.id, lineNos: [1, 2] }, days(1))).toEqual({
      ok: false,
      reason: "conflict",
    });
    // Another notice for some lines, read before a second one landed, is refused the same way.
    const other = await s.paidOrder();
    const seen = await orderRow(s, other.id);
    expect((await withdraw(s.db, { orderId: other.id, lineNos: [2] }, days(1))).ok).toBe(true);
    expect(
      await withdraw(
        s.db.withPlugin(readBefore(seen)),
        { orderId: other.id, lineNos: [2] },
        days(1),
      ),
    ).toEqual({ ok: false, reason: "conflict" });
    expect(await orderRow(s, order.id)).toEqual({ status: "cancelled", version: read.version + 1 });
    expect(await notices(s, order.id)).toEqual([]);
    expect(await notices(s, other.id)).toHaveLength(1);
    expect(await history(s, order.id)).toEqual(["reserved", "paid", "cancelled"]);
    // The cancelled order's 2 back once; the other order took 2.
    expect(await s.stock(1)).toBe(stock);
  });

  it("makes one of a notice and a cancellation sent at once, and gives the stock back once", async () => {
    const s = await shop();
    const seen: unknown[] = [];
    const wanted: unknown[] = [];
    for (let round = 0; round < 4; round++) {
      const order = await s.paidOrder();
      const { version } = await orderRow(s, order.id);
      const stock = await s.stock(1);
      const [withdrawn, cancelled] = await Promise.all([
        s.orders.withdraw(order.id, [1, 2], ORIGIN),
        s.refunds.cancelPaid(OWNER, order.id, version),
      ]);
      seen.push({
        made: [withdrawn.ok, cancelled.ok].filter(Boolean).length,
        order: await orderRow(s, order.id),
        notices: (await notices(s, order.id)).length,
        stock: await s.stock(1),
      });
      wanted.push({
        made: 1,
        order: { status: withdrawn.ok ? "withdrawn" : "cancelled", version: version + 1 },
        notices: withdrawn.ok ? 1 : 0,
        stock: cancelled.ok ? stock + 2 : stock,
      });
    }
    expect(seen).toEqual(wanted);
  });

  it("waits for a cancellation in progress and then refuses, never withdrawing a cancelled order", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const { version } = await orderRow(s, order.id);
    const stock = await s.stock(1);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let cancelledInside!: () => void;
    const inside = new Promise<void>((resolve) => (cancelledInside = resolve));
    const audit = createAuditLog(s.db);
    const cancelling = atomically(s.db, async (trx) => {
      const result = await cancelPaidOrder(trx, {
        orderId: order.id,
        expectedVersion: version,
        actor: OWNER,
        audit,
        now: days(1),
        guard: { over: undefined, confirmed: undefined },
      });
      cancelledInside();
      // The cancellation holds the order's row, uncommitted, while the notice arrives.
      await held;
      return result;
    });
    await inside;
    const withdrawing = withdraw(s.db, { orderId: order.id, lineNos: [1, 2] }, days(1));
    if (variant.dialect === "postgres") await untilWaitingOnOrders(s.db);
    commit();
    expect((await cancelling).ok).toBe(true);
    // PostgreSQL: the notice read "paid", waited on the row, and found it cancelled at its
    // write. SQLite: one connection, so the notice ran after the commit and read "cancelled".
    expect((await withdrawing).ok).toBe(false);
    expect(await orderRow(s, order.id)).toEqual({ status: "cancelled", version: version + 1 });
    expect(await notices(s, order.id)).toEqual([]);
    expect(await s.stock(1)).toBe(stock + 2);
  });
});

/** Resolves once a PostgreSQL session waits for a row lock while updating an order. */
async function untilWaitingOnOrders(db: Kysely<ShopDatabase>) {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query like 'update "orders"%'`.execute(db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await sleep(20);
  }
}
