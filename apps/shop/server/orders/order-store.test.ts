import { describe, expect, it } from "vitest";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { openShopDatabase } from "../database/open-shop-database.ts";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { createOrderStore, type NewOrder } from "./order-store.ts";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const clock = { now: () => NOW };
function newOrder(lines: NewOrder["lines"]): NewOrder {
  return orderFixture({
    lines,
    deliveryFee: 3_900,
    reservedUntil: new Date(NOW.getTime() + 30 * 60_000),
  });
}

const line = (productId: number, quantity: number, unitPrice = 999_900) => ({
  productId,
  name: `Testmobil ${productId}`,
  quantity,
  unitPrice,
  momsRate: 25,
});

describe.each(dialects())("placing orders on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop(stock: Record<number, number>) {
    const database = databases.track(await openShopDatabase(databases.place()));
    await seedCatalogue(
      database.db,
      Object.entries(stock).map(([id, inStock]) => seedFixture({ id: Number(id), inStock })),
      NOW,
    );
    const stockOf = async (id: number) =>
      (
        await database.db
          .selectFrom("products")
          .select("in_stock")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).in_stock;
    const orderCount = async () =>
      Number(
        (
          await database.db
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { db: database.db, orders: createOrderStore(database.db, clock), stockOf, orderCount };
  }

  it("takes the stock, numbers the order and keeps its lines, totals, moms and first status", async () => {
    const { db, orders, stockOf } = await shop({ 1: 5, 2: 5 });
    const first = await orders.place(newOrder([line(1, 2), line(2, 1, 19_900)]));
    const second = await orders.place(newOrder([line(2, 1, 19_900)]));
    expect(first).toMatchObject({ ok: true, created: true, order: { number: "KB-2026-000001" } });
    expect(second).toMatchObject({ ok: true, order: { number: "KB-2026-000002" } });
    if (!first.ok) return;
    // 2 × 9 999 kr + 199 kr + 39 kr delivery; moms is a fifth of each gross amount.
    expect(first.order.total).toBe(2 * 999_900 + 19_900 + 3_900);
    expect(first.order.moms).toBe(399_960 + 3_980 + 780);
    expect([await stockOf(1), await stockOf(2)]).toEqual([3, 3]);
    const lines = await db
      .selectFrom("order_lines")
      .select(["line_no", "product_id", "quantity", "line_total", "line_moms"])
      .where("order_id", "=", first.order.id)
      .orderBy("line_no")
      .execute();
    expect(lines).toEqual([
      { line_no: 1, product_id: 1, quantity: 2, line_total: 1_999_800, line_moms: 399_960 },
      { line_no: 2, product_id: 2, quantity: 1, line_total: 19_900, line_moms: 3_980 },
    ]);
    const history = await db
      .selectFrom("order_status_history")
      .select("status")
      .where("order_id", "=", first.order.id)
      .execute();
    expect(history).toEqual([{ status: "reserved" }]);
  });

  it("finds the order a repeated checkout attempt already placed, and takes the stock once", async () => {
    const { orders, stockOf, orderCount } = await shop({ 1: 5 });
    const attempt = newOrder([line(1, 2)]);
    const first = await orders.place(attempt);
    const again = await orders.place(attempt);
    expect(again).toEqual(first.ok ? { ok: true, order: first.order, created: false } : first);
    expect(await stockOf(1)).toBe(3);
    expect(await orderCount()).toBe(1);
  });

  it("places nothing and takes nothing when a line is sold out", async () => {
    const { orders, stockOf, orderCount } = await shop({ 1: 5, 2: 1 });
    expect(await orders.place(newOrder([line(1, 1), line(2, 2)]))).toEqual({
      ok: false,
      soldOut: [2],
    });
    expect([await stockOf(1), await stockOf(2)]).toEqual([5, 1]);
    expect(await orderCount()).toBe(0);
  });

  it("of 100 simultaneous checkouts for the last 5 units, exactly 5 get one", async () => {
    const { orders, stockOf, orderCount } = await shop({ 1: 5 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => orders.place(newOrder([line(1, 1)]))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.filter((result) => !result.ok)).toHaveLength(95);
    expect(await stockOf(1)).toBe(0);
    expect(await orderCount()).toBe(5);
  });

  it("makes one order of 10 simultaneous requests of one checkout attempt", async () => {
    const { orders, stockOf, orderCount } = await shop({ 1: 5 });
    const attempt = newOrder([line(1, 1)]);
    const results = await Promise.all(Array.from({ length: 10 }, () => orders.place(attempt)));
    expect(new Set(results.map((result) => (result.ok ? result.order.id : "failed"))).size).toBe(1);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    expect(await stockOf(1)).toBe(4);
    expect(await orderCount()).toBe(1);
  });
});
