// Cancelling a paid order that has not left the warehouse, on SQLite and PostgreSQL: from paid or
// packed only, each product's units back once (summed over its lines), the catalogue told which
// products changed, the history and audit entry written, and a refund of what is left written
// down (none when everything was refunded already).
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { orderFixture } from "../../../test-support/order-fixture.ts";
import {
  ORIGIN,
  OWNER,
  type RefundShop,
  START,
  useRefundShops,
} from "../../../test-support/refund-shop.ts";
import { dialects } from "../../../test-support/test-database.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { advanceOrder } from "../../orders/advance-status.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { cancelPaidOrder } from "./cancel-paid.ts";
import { readBefore } from "../../../test-support/stale-read.ts";

const LATER = new Date(START.getTime() + 60 * 60_000);

describe.each(dialects())("cancelling a paid order on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  const cancel = (
    s: RefundShop,
    orderId: string,
    expectedVersion: number,
    db: Kysely<ShopDatabase> = s.db,
  ) =>
    atomically(db, (trx) =>
      cancelPaidOrder(trx, {
        orderId,
        expectedVersion,
        actor: OWNER,
        audit: createAuditLog(s.db),
        now: LATER,
        guard: { over: undefined, confirmed: undefined },
      }),
    );

  const cancelEntry = async (s: RefundShop, orderId: string) =>
    (
      await createAuditLog(s.db).list({
        page: 1,
        pageSize: 10,
        subject: { type: "order", id: orderId },
      })
    ).entries.find((entry) => entry.action === "order.cancel");

  it("cancels a packed order: stock back, history, catalogue told, audited with its refund", async () => {
    const s = await shop();
    const order = await s.paidOrder({ paymentFee: 1_000 });
    await advanceOrder(s.db, order.number, "packed", START);
    const stock = [await s.stock(1), await s.stock(2)];
    const result = await cancel(s, order.id, 3);
    expect(result).toMatchObject({
      ok: true,
      number: order.number,
      refund: { amount: 254_900, reason: "cancel", status: "pending" },
    });
    if (!result.ok || !result.refund) throw new Error("expected a refund");
    expect([await s.stock(1), await s.stock(2)]).toEqual([stock[0]! + 2, stock[1]! + 1]);
    const history = await s.db
      .selectFrom("order_status_history")
      .select(["status", "at"])
      .where("order_id", "=", order.id)
      .execute();
    expect(history.map((h) => [h.status, new Date(h.at).toISOString()]).at(-1)).toEqual([
      "cancelled",
      LATER.toISOString(),
    ]);
    const changes = await s.db
      .selectFrom("catalogue_changes")
      .select(["product_id", "changed_at"])
      .where("changed_at", "=", LATER.toISOString())
      .orderBy("product_id")
      .execute();
    expect(changes.map((c) => c.product_id)).toEqual([1, 2]);
    expect(await cancelEntry(s, order.id)).toEqual({
      id: expect.any(String) as string,
      at: LATER.toISOString(),
      actor: OWNER,
      action: "order.cancel",
      subjectType: "order",
      subjectId: order.id,
      before: { number: order.number, status: "packed", version: 3 },
      after: {
        number: order.number,
        status: "cancelled",
        version: 4,
        stockReleased: { 1: 2, 2: 1 },
        refundId: result.refund.id,
        refundAmount: 254_900,
      },
    });
    const row = await s.db
      .selectFrom("orders")
      .select(["status", "version"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect([row.status, Number(row.version)]).toEqual(["cancelled", 4]);
  });

  it("gives back a product's units once, summed over its lines", async () => {
    const s = await shop();
    const stock = await s.stock(1);
    const placed = await s.orders.place(
      orderFixture({
        lines: [
          { productId: 1, name: "Testmobil", quantity: 2, unitPrice: 100_000, momsRate: 25 },
          { productId: 1, name: "Testmobil", quantity: 3, unitPrice: 100_000, momsRate: 25 },
        ],
        reservedUntil: new Date(START.getTime() + 45 * 60_000),
      }),
    );
    if (!placed.ok) throw new Error("expected an order");
    const paid = await s.orders.applyPayment(
      {
        eventId: "evt_paid",
        orderId: placed.order.id,
        outcome: "paid",
        amount: placed.order.total,
        reference: "pi_1",
      },
      ORIGIN,
    );
    expect(paid).toBe("paid");
    expect(await s.stock(1)).toBe(stock - 5);
    expect((await cancel(s, placed.order.id, 2)).ok).toBe(true);
    expect(await s.stock(1)).toBe(stock);
    expect((await cancelEntry(s, placed.order.id))?.after).toMatchObject({
      stockReleased: { 1: 5 },
    });
  });

  it("cancels an order refunded in full already without a second refund", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    expect((await s.refunds.refund(OWNER, order.id, { kind: "full" })).ok).toBe(true);
    // The refund took the order (version 3).
    expect(await cancel(s, order.id, 3)).toEqual({
      ok: true,
      number: order.number,
      refund: undefined,
    });
    expect((await cancelEntry(s, order.id))?.after).toMatchObject({
      refundId: null,
      refundAmount: 0,
    });
    expect(await s.db.selectFrom("refunds").select("reason").execute()).toEqual([
      { reason: "order" },
    ]);
  });

  it("refuses an unknown order, and a stale version before looking at the status", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    for (const step of ["packed", "shipped"] as const) {
      await advanceOrder(s.db, order.number, step, START);
    }
    expect([
      await cancel(s, crypto.randomUUID(), 1),
      await cancel(s, order.id, 2),
      await cancel(s, order.id, 4),
    ]).toEqual([
      { ok: false, reason: "unknown_order" },
      { ok: false, reason: "conflict" },
      { ok: false, reason: "not_cancellable" },
    ]);
  });

  it("refuses a cancel when the order was shipped after it was read, giving no stock back", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    await advanceOrder(s.db, order.number, "packed", START);
    await advanceOrder(s.db, order.number, "shipped", START);
    const stock = [await s.stock(1), await s.stock(2)];
    // The cancel read the order while it was still paid, at the version it has now.
    const stale = s.db.withPlugin(readBefore({ status: "paid", version: 4 }));
    expect(await cancel(s, order.id, 4, stale)).toEqual({ ok: false, reason: "conflict" });
    expect([await s.stock(1), await s.stock(2)]).toEqual(stock);
    expect(await s.db.selectFrom("refunds").select("id").execute()).toEqual([]);
  });

  // Checkout takes products in id order; so does a cancel, so the two never wait on each other
  // in a ring (PostgreSQL would end one of them as a deadlock).
  it.runIf(variant.dialect === "postgres")(
    "gives stock back in product order, never deadlocking with a checkout",
    async () => {
      const s = await shop();
      const stock = [await s.stock(1), await s.stock(2)];
      const placed = await s.orders.place(
        orderFixture({
          lines: [
            { productId: 2, name: "Laddare", quantity: 1, unitPrice: 50_000, momsRate: 25 },
            { productId: 1, name: "Testmobil", quantity: 1, unitPrice: 100_000, momsRate: 25 },
          ],
          reservedUntil: new Date(START.getTime() + 45 * 60_000),
        }),
      );
      if (!placed.ok) throw new Error("expected an order");
      const paid = await s.orders.applyPayment(
        {
          eventId: "evt_ring",
          orderId: placed.order.id,
          outcome: "paid",
          amount: placed.order.total,
          reference: "pi_ring",
        },
        ORIGIN,
      );
      expect(paid).toBe("paid");
      let cancelling: Promise<unknown> = Promise.resolve();
      // A checkout holding product 1 while the cancel starts, then taking product 2.
      const checkout = atomically(s.db, async (trx) => {
        await trx
          .updateTable("products")
          .set({ in_stock: sql<number>`in_stock - 1` })
          .where("id", "=", 1)
          .execute();
        cancelling = cancel(s, placed.order.id, 2);
        await waitForLockWait(s);
        await trx
          .updateTable("products")
          .set({ in_stock: sql<number>`in_stock - 1` })
          .where("id", "=", 2)
          .execute();
      });
      const [checkedOut] = await Promise.allSettled([checkout]);
      const [cancelled] = await Promise.allSettled([cancelling]);
      expect([checkedOut?.status, cancelled?.status]).toEqual(["fulfilled", "fulfilled"]);
      expect([await s.stock(1), await s.stock(2)]).toEqual([stock[0]! - 1, stock[1]! - 1]);
    },
  );
});

/** Waits until some PostgreSQL session waits for a row lock on products (the cancel). */
async function waitForLockWait(s: RefundShop) {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query like '%in_stock%'`.execute(s.db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
