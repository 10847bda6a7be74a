// The shop moving a paid order along fulfilment, on SQLite and PostgreSQL: which steps are
// allowed, what a step records (status, version, history, shipment, audit entry), and a page
// read before someone else's change refused with nothing changed.
import { describe, expect, it } from "vitest";
import { ORDER_TEST_START, orderLine, orderTestShop } from "../../test-support/order-test-shop.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import type { AuditEntry, AuditLog } from "../admin/audit/audit-log.ts";
import { advanceOrder } from "./advance-status.ts";
import type { ShipmentView } from "./order-view.ts";
import { readBefore } from "../../test-support/stale-read.ts";

const STEP_AT = new Date("2026-11-25T12:00:00.000Z");
const OWNER = { email: "agare@example.se", userId: "owner-1" };
const SHIPMENT: ShipmentView = { carrier: "PostNord", trackingNumber: "00370712345678901" };

/** An audit log that keeps what it was given, or fails when told to. */
function auditSpy(fail = false) {
  const entries: { actor: typeof OWNER; entry: AuditEntry; at: Date | undefined }[] = [];
  const log: AuditLog = {
    record(_trx, actor, entry, at) {
      if (fail) return Promise.reject(new Error("audit log unavailable"));
      entries.push({ actor, entry, at });
      return Promise.resolve();
    },
    list: () => Promise.reject(new Error("not used")),
  };
  return { log, entries };
}

describe.each(dialects())("advancing an order on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function paidOrder() {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 1));
    await shop.db
      .updateTable("orders")
      .set({ status: "paid" })
      .where("id", "=", order.id)
      .execute();
    return { shop, order };
  }

  it("packs a paid order: raises its version, records the step and the audit entry", async () => {
    const { shop, order } = await paidOrder();
    const audit = auditSpy();
    expect(
      await advanceOrder(shop.db, order.number, "packed", STEP_AT, {
        expectedVersion: 1,
        audit: { log: audit.log, actor: OWNER },
      }),
    ).toEqual({ ok: true, from: "paid" });
    expect(await shop.order(order.id)).toEqual({
      status: "packed",
      payment_ref: null,
      refund_due: 0,
      version: 2,
      carrier: null,
      tracking_number: null,
    });
    expect(await shop.history(order.id)).toEqual([
      `reserved@${ORDER_TEST_START.toISOString()}`,
      `packed@${STEP_AT.toISOString()}`,
    ]);
    expect(audit.entries).toEqual([
      {
        actor: OWNER,
        at: STEP_AT,
        entry: {
          action: "order.pack",
          subjectType: "order",
          subjectId: order.id,
          before: { number: order.number, status: "paid", version: 1 },
          after: { number: order.number, status: "packed", version: 2 },
        },
      },
    ]);
  });

  it("ships with the carrier and tracking number, and says so in the audit entry", async () => {
    const { shop, order } = await paidOrder();
    await advanceOrder(shop.db, order.number, "packed", STEP_AT);
    const audit = auditSpy();
    expect(
      await advanceOrder(shop.db, order.number, "shipped", STEP_AT, {
        expectedVersion: 2,
        shipment: SHIPMENT,
        audit: { log: audit.log, actor: OWNER },
      }),
    ).toEqual({ ok: true, from: "packed" });
    expect(await shop.order(order.id)).toMatchObject({
      status: "shipped",
      version: 3,
      carrier: "PostNord",
      tracking_number: "00370712345678901",
    });
    expect(audit.entries.map(({ entry }) => entry)).toEqual([
      {
        action: "order.ship",
        subjectType: "order",
        subjectId: order.id,
        before: { number: order.number, status: "packed", version: 2 },
        after: {
          number: order.number,
          status: "shipped",
          version: 3,
          carrier: "PostNord",
          trackingNumber: "00370712345678901",
        },
      },
    ]);
  });

  it("keeps a shipment given for another step off the order", async () => {
    const { shop, order } = await paidOrder();
    const audit = auditSpy();
    await advanceOrder(shop.db, order.number, "delivered", STEP_AT, {
      shipment: SHIPMENT,
      audit: { log: audit.log, actor: OWNER },
    });
    expect(await shop.order(order.id)).toMatchObject({
      status: "delivered",
      carrier: null,
      tracking_number: null,
    });
    expect(audit.entries.map(({ entry }) => [entry.action, entry.after])).toEqual([
      ["order.deliver", { number: order.number, status: "delivered", version: 2 }],
    ]);
  });

  it("refuses a page read before someone else's change, changing nothing", async () => {
    const { shop, order } = await paidOrder();
    await advanceOrder(shop.db, order.number, "packed", STEP_AT);
    const audit = auditSpy();
    expect(
      await advanceOrder(shop.db, order.number, "shipped", STEP_AT, {
        expectedVersion: 1,
        shipment: SHIPMENT,
        audit: { log: audit.log, actor: OWNER },
      }),
    ).toEqual({ ok: false, reason: "conflict" });
    expect(await shop.order(order.id)).toMatchObject({
      status: "packed",
      version: 2,
      carrier: null,
    });
    expect(await shop.history(order.id)).toHaveLength(2);
    expect(audit.entries).toEqual([]);
  });

  it("refuses a step back or a step for an unpaid order, changing nothing", async () => {
    const { shop, order } = await paidOrder();
    await advanceOrder(shop.db, order.number, "shipped", STEP_AT);
    expect(await advanceOrder(shop.db, order.number, "packed", STEP_AT)).toEqual({
      ok: false,
      reason: "not_allowed",
      from: "shipped",
    });
    expect(await shop.order(order.id)).toMatchObject({ status: "shipped", version: 2 });
    const unpaid = await shop.place(orderLine(1, 1));
    expect(
      await advanceOrder(shop.db, unpaid.number, "packed", STEP_AT, { expectedVersion: 1 }),
    ).toEqual({ ok: false, reason: "not_allowed", from: "reserved" });
    expect(await shop.history(unpaid.id)).toHaveLength(1);
    expect(await advanceOrder(shop.db, "KB-2026-999999", "packed", STEP_AT)).toEqual({
      ok: false,
      reason: "unknown_order",
    });
  });

  it("records one step when two staff mark the same order at once", async () => {
    const { shop, order } = await paidOrder();
    const results = await Promise.all([
      advanceOrder(shop.db, order.number, "packed", STEP_AT),
      advanceOrder(shop.db, order.number, "packed", STEP_AT),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await shop.order(order.id)).toMatchObject({ status: "packed", version: 2 });
    expect(await shop.history(order.id)).toHaveLength(2);
  });

  it("takes the step back when its audit entry cannot be written", async () => {
    const { shop, order } = await paidOrder();
    await expect(
      advanceOrder(shop.db, order.number, "packed", STEP_AT, {
        audit: { log: auditSpy(true).log, actor: OWNER },
      }),
    ).rejects.toThrow("audit log unavailable");
    expect(await shop.order(order.id)).toMatchObject({ status: "paid", version: 1 });
    expect(await shop.history(order.id)).toHaveLength(1);
  });

  it("refuses a step when the order changed between its read and its update, changing nothing", async () => {
    const { shop, order } = await paidOrder();
    await advanceOrder(shop.db, order.number, "packed", STEP_AT);
    const audit = auditSpy();
    const stale = shop.db.withPlugin(readBefore({ status: "paid", version: 1 }));
    expect(
      await advanceOrder(stale, order.number, "packed", STEP_AT, {
        audit: { log: audit.log, actor: OWNER },
      }),
    ).toEqual({ ok: false, reason: "not_allowed", from: "paid" });
    expect(
      await advanceOrder(stale, order.number, "packed", STEP_AT, { expectedVersion: 1 }),
    ).toEqual({ ok: false, reason: "conflict" });
    expect(await shop.order(order.id)).toMatchObject({ status: "packed", version: 2 });
    expect(await shop.history(order.id)).toHaveLength(2);
    expect(audit.entries).toEqual([]);
  });

  it("refuses a page's step when only the version moved meanwhile, the status unchanged", async () => {
    const { shop, order } = await paidOrder();
    await shop.db.updateTable("orders").set({ version: 2 }).where("id", "=", order.id).execute();
    const stale = shop.db.withPlugin(readBefore({ status: "paid", version: 1 }));
    expect(
      await advanceOrder(stale, order.number, "packed", STEP_AT, { expectedVersion: 1 }),
    ).toEqual({ ok: false, reason: "conflict" });
    expect(await shop.order(order.id)).toMatchObject({ status: "paid", version: 2 });
  });
});
