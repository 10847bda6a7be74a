// Ending an unpaid order's hold on its stock, on SQLite and PostgreSQL: only a reserved order
// gives its stock back, once, every line of it, and the change is recorded and raises the
// order's version; given the version a page showed, only at that version.
import { describe, expect, it } from "vitest";
import { ORDER_TEST_START, orderLine, orderTestShop } from "../../test-support/order-test-shop.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { releaseReservation } from "./release-reservation.ts";

const AT = "2026-11-25T10:30:00.000Z";

describe.each(dialects())("releasing a reservation on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("gives back every line's stock, records the new status and tells the caches", async () => {
    const shop = await orderTestShop(databases, { 1: 5, 2: 5, 3: 5 });
    const order = await shop.place(orderLine(2, 3), orderLine(1, 2));
    const other = await shop.place(orderLine(3, 1));
    const version = await shop.catalogueVersion();
    expect(await releaseReservation(shop.db, order.id, "expired", AT)).toBe(true);
    expect([await shop.stockOf(1), await shop.stockOf(2), await shop.stockOf(3)]).toEqual([
      5, 5, 4,
    ]);
    expect(await shop.order(order.id)).toMatchObject({ status: "expired", version: 2 });
    expect(await shop.order(other.id)).toMatchObject({ status: "reserved", version: 1 });
    expect(await shop.history(order.id)).toEqual([
      `reserved@${ORDER_TEST_START.toISOString()}`,
      `expired@${AT}`,
    ]);
    expect(await shop.catalogueVersion()).toBe(version + 1);
  });

  it("changes nothing the second time, or for an order no longer reserved", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 2));
    expect(await releaseReservation(shop.db, order.id, "cancelled", AT)).toBe(true);
    const version = await shop.catalogueVersion();
    expect(await releaseReservation(shop.db, order.id, "expired", AT)).toBe(false);
    expect(await shop.stockOf(1)).toBe(5);
    expect((await shop.order(order.id)).status).toBe("cancelled");
    expect(await shop.history(order.id)).toHaveLength(2);
    expect(await shop.catalogueVersion()).toBe(version);

    const paid = await shop.place(orderLine(1, 1));
    await shop.db.updateTable("orders").set({ status: "paid" }).where("id", "=", paid.id).execute();
    expect(await releaseReservation(shop.db, paid.id, "withdrawn", AT)).toBe(false);
    expect(await shop.stockOf(1)).toBe(4);
    expect((await shop.order(paid.id)).status).toBe("paid");
  });

  it("releases only at the version the caller expects, and changes nothing at another", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 2));
    const opts = (expectedVersion: number) => ({ expectedVersion });
    expect(await releaseReservation(shop.db, order.id, "cancelled", AT, opts(2))).toBe(false);
    expect(await shop.stockOf(1)).toBe(3);
    expect(await shop.order(order.id)).toMatchObject({ status: "reserved", version: 1 });
    expect(await shop.history(order.id)).toHaveLength(1);
    expect(await releaseReservation(shop.db, order.id, "cancelled", AT, opts(1))).toBe(true);
    expect(await shop.stockOf(1)).toBe(5);
    expect(await shop.order(order.id)).toMatchObject({ status: "cancelled", version: 2 });
  });
});
