import { describe, expect, it } from "vitest";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { createOrderStore } from "./order-store.ts";
import { releaseExpiredReservations } from "./release-expired.ts";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

const order = (quantity: number, reservedUntil: Date) =>
  orderFixture({
    lines: [{ productId: 1, name: "Testmobil 1", quantity, unitPrice: 999_900, momsRate: 25 }],
    reservedUntil,
  });

describe.each(dialects())("releasing unpaid reservations on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    await seedCatalogue(database.db, [seedFixture({ id: 1, inStock: 10 })], NOW);
    const stock = async () =>
      (
        await database.db
          .selectFrom("products")
          .select("in_stock")
          .where("id", "=", 1)
          .executeTakeFirstOrThrow()
      ).in_stock;
    const statuses = async () =>
      (await database.db.selectFrom("orders").select("status").orderBy("created_at").execute()).map(
        (row) => row.status,
      );
    return {
      db: database.db,
      orders: createOrderStore(database.db, { now: () => NOW }),
      stock,
      statuses,
    };
  }

  it("gives back the stock of reservations past their time, and of those only", async () => {
    const { db, orders, stock, statuses } = await shop();
    await orders.place(order(2, minutes(10)));
    await orders.place(order(3, minutes(40)));
    expect(await stock()).toBe(5);
    expect(await releaseExpiredReservations(db, minutes(30))).toBe(1);
    expect(await stock()).toBe(7);
    expect((await statuses()).sort()).toEqual(["expired", "reserved"]);
    expect(await releaseExpiredReservations(db, minutes(30))).toBe(0);
    expect(await stock()).toBe(7);
  });

  it("leaves a paid order alone", async () => {
    const { db, orders, stock } = await shop();
    const placed = await orders.place(order(2, minutes(10)));
    if (!placed.ok) throw new Error("expected an order");
    await db
      .updateTable("orders")
      .set({ status: "paid" })
      .where("id", "=", placed.order.id)
      .execute();
    expect(await releaseExpiredReservations(db, minutes(30))).toBe(0);
    expect(await stock()).toBe(8);
  });

  it("returns the stock once when two instances release at the same time", async () => {
    const { db, orders, stock } = await shop();
    for (let i = 0; i < 5; i++) await orders.place(order(1, minutes(10)));
    expect(await stock()).toBe(5);
    const [first, second] = await Promise.all([
      releaseExpiredReservations(db, minutes(30)),
      releaseExpiredReservations(db, minutes(30)),
    ]);
    expect(first + second).toBe(5);
    expect(await stock()).toBe(10);
  });

  it("keeps a reservation that ends this very instant", async () => {
    const { db, orders, stock } = await shop();
    await orders.place(order(2, minutes(30)));
    expect(await releaseExpiredReservations(db, minutes(30))).toBe(0);
    expect(await stock()).toBe(8);
    expect(await releaseExpiredReservations(db, new Date(minutes(30).getTime() + 1))).toBe(1);
    expect(await stock()).toBe(10);
  });

  it("releases the longest-ended reservations first, a batch at a time, and records when", async () => {
    const { db, orders, stock } = await shop();
    const late = await orders.place(order(1, minutes(20)));
    const earliest = await orders.place(order(2, minutes(5)));
    const middle = await orders.place(order(3, minutes(10)));
    if (!late.ok || !earliest.ok || !middle.ok) throw new Error("expected orders");
    expect(await releaseExpiredReservations(db, minutes(30), 2)).toBe(2);
    expect(await stock()).toBe(9);
    const statusOf = async (id: string) =>
      (
        await db
          .selectFrom("orders")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).status;
    expect([
      await statusOf(earliest.order.id),
      await statusOf(middle.order.id),
      await statusOf(late.order.id),
    ]).toEqual(["expired", "expired", "reserved"]);
    const history = await db
      .selectFrom("order_status_history")
      .select(["status", "at"])
      .where("order_id", "=", earliest.order.id)
      .where("status", "=", "expired")
      .execute();
    expect(history.map((row) => new Date(row.at).toISOString())).toEqual([
      minutes(30).toISOString(),
    ]);
  });

  it("does not let a paid order that outlived its hold take a place in the batch", async () => {
    const { db, orders, stock } = await shop();
    const paid = await orders.place(order(2, minutes(5)));
    if (!paid.ok) throw new Error("expected an order");
    await db
      .updateTable("orders")
      .set({ status: "paid" })
      .where("id", "=", paid.order.id)
      .execute();
    await orders.place(order(3, minutes(10)));
    expect(await releaseExpiredReservations(db, minutes(30), 1)).toBe(1);
    expect(await stock()).toBe(8);
  });
});
