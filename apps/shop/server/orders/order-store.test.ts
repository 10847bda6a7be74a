import { sql, type Kysely } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { readCatalogueVersion } from "../catalogue/catalogue-version.ts";
import type { ShopDatabase } from "../database/schema.ts";
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
    const database = await databases.open();
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

  it("stores what the buyer chose and what was charged, field by field", async () => {
    const { db, orders } = await shop({ 1: 5, 2: 5 });
    const version = await readCatalogueVersion(db);
    const placed = await orders.place({
      ...newOrder([
        { ...line(1, 2, 100_000), variant: "Svart, 128 GB" },
        { ...line(2, 1, 50_000), momsRate: 12 },
      ]),
      idempotencyKey: "attempt-1",
      email: "bertil@example.se",
      phone: "+46707654321",
      billing: { name: "Bertil Ek", street: "Gatan 2", postcode: "222 22", city: "Lund" },
      shipping: { name: "Cecilia Ek", street: "Vägen 3", postcode: "333 33", city: "Malmö" },
      delivery: "postnord-ombud",
      pickupPoint: "postnord-123",
      payment: "invoice",
      language: "en",
      userId: "user-7",
      deliveryFee: 4_900,
      paymentFee: 2_900,
      clientKey: "2001:db8:1:2::/64",
      testPayment: true,
    });
    if (!placed.ok) throw new Error("expected an order");
    expect(placed).toEqual({
      ok: true,
      created: true,
      order: {
        id: placed.order.id,
        number: "KB-2026-000001",
        accessToken: expect.stringMatching(/^[\w-]{32}$/) as string,
        total: 200_000 + 50_000 + 4_900 + 2_900,
        moms: 40_000 + 5_357 + 1_560,
      },
    });
    const row = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", placed.order.id)
      .executeTakeFirstOrThrow();
    expect({
      ...row,
      lines_total: Number(row.lines_total),
      delivery_fee: Number(row.delivery_fee),
      payment_fee: Number(row.payment_fee),
      total: Number(row.total),
      moms: Number(row.moms),
      reserved_until: new Date(row.reserved_until).toISOString(),
      created_at: new Date(row.created_at).toISOString(),
    }).toMatchObject({
      number: "KB-2026-000001",
      idempotency_key: "attempt-1",
      status: "reserved",
      email: "bertil@example.se",
      phone: "+46707654321",
      billing: JSON.stringify({
        name: "Bertil Ek",
        street: "Gatan 2",
        postcode: "222 22",
        city: "Lund",
      }),
      shipping: JSON.stringify({
        name: "Cecilia Ek",
        street: "Vägen 3",
        postcode: "333 33",
        city: "Malmö",
      }),
      delivery: "postnord-ombud",
      pickup_point: "postnord-123",
      payment: "invoice",
      language: "en",
      user_id: "user-7",
      lines_total: 250_000,
      delivery_fee: 4_900,
      payment_fee: 2_900,
      total: 257_800,
      moms: 46_917,
      reserved_until: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      created_at: NOW.toISOString(),
      client_key: "2001:db8:1:2::/64",
      test_payment: 1,
      access_token: placed.order.accessToken,
    });
    const lines = await db
      .selectFrom("order_lines")
      .select(["line_no", "product_id", "name", "quantity", "unit_price", "moms_rate", "variant"])
      .where("order_id", "=", placed.order.id)
      .orderBy("line_no")
      .execute();
    expect(lines).toEqual([
      {
        line_no: 1,
        product_id: 1,
        name: "Testmobil 1",
        quantity: 2,
        unit_price: 100_000,
        moms_rate: 25,
        variant: "Svart, 128 GB",
      },
      {
        line_no: 2,
        product_id: 2,
        name: "Testmobil 2",
        quantity: 1,
        unit_price: 50_000,
        moms_rate: 12,
        variant: null,
      },
    ]);
    expect(await readCatalogueVersion(db)).toBe(version + 1);
  });

  it("leaves out the pickup point and account of an order without them", async () => {
    const { db, orders } = await shop({ 1: 5 });
    const placed = await orders.place(newOrder([line(1, 1)]));
    if (!placed.ok) throw new Error("expected an order");
    expect(
      await db
        .selectFrom("orders")
        .select(["pickup_point", "user_id"])
        .where("id", "=", placed.order.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ pickup_point: null, user_id: null });
  });

  it("counts two lines of one product together against its stock", async () => {
    const { orders, stockOf } = await shop({ 1: 5 });
    expect(
      await orders.place(
        newOrder([
          { ...line(1, 3), variant: "Svart" },
          { ...line(1, 3), variant: "Blå" },
        ]),
      ),
    ).toEqual({ ok: false, soldOut: [1] });
    expect(await stockOf(1)).toBe(5);
    const placed = await orders.place(
      newOrder([
        { ...line(1, 3), variant: "Svart" },
        { ...line(1, 2), variant: "Blå" },
      ]),
    );
    expect(placed.ok).toBe(true);
    expect(await stockOf(1)).toBe(0);
  });

  it("names every sold-out product, in product order, and sells nothing discontinued or unpublished", async () => {
    const { db, orders, stockOf } = await shop({ 1: 5, 2: 5, 3: 1, 4: 5 });
    await db.updateTable("products").set({ available: 0 }).where("id", "=", 2).execute();
    await db.updateTable("products").set({ published: 0 }).where("id", "=", 4).execute();
    expect(await orders.place(newOrder([line(4, 1), line(3, 2), line(2, 1), line(1, 1)]))).toEqual({
      ok: false,
      soldOut: [2, 3, 4],
    });
    expect([await stockOf(1), await stockOf(2), await stockOf(3), await stockOf(4)]).toEqual([
      5, 5, 1, 5,
    ]);
  });

  it("starts the order numbers again at 1 in a new year", async () => {
    const { db } = await shop({ 1: 5 });
    const store = (at: string) => createOrderStore(db, { now: () => new Date(at) });
    const numberOf = async (at: string) => {
      const placed = await store(at).place(newOrder([line(1, 1)]));
      return placed.ok ? placed.order.number : "sold out";
    };
    expect(await numberOf("2026-12-30T12:00:00.000Z")).toBe("KB-2026-000001");
    expect(await numberOf("2026-12-31T12:00:00.000Z")).toBe("KB-2026-000002");
    expect(await numberOf("2027-01-01T12:00:00.000Z")).toBe("KB-2027-000001");
  });

  it("numbers an order by the year in Sweden, not in UTC", async () => {
    const { db } = await shop({ 1: 5 });
    const numberOf = async (at: string) => {
      const store = createOrderStore(db, { now: () => new Date(at) });
      const placed = await store.place(newOrder([line(1, 1)]));
      return placed.ok ? placed.order.number : "sold out";
    };
    // 23:30 UTC on 31 December is 00:30 on New Year's Day in Stockholm.
    expect(await numberOf("2026-12-31T22:59:59.000Z")).toBe("KB-2026-000001");
    expect(await numberOf("2026-12-31T23:30:00.000Z")).toBe("KB-2027-000001");
  });

  it("finds the order a repeated attempt placed even when that order took the last units", async () => {
    const { orders, stockOf, orderCount } = await shop({ 1: 2 });
    const attempt = newOrder([line(1, 2)]);
    const first = await orders.place(attempt);
    if (!first.ok) throw new Error("expected an order");
    expect(await orders.place(attempt)).toEqual({ ok: true, order: first.order, created: false });
    expect(await stockOf(1)).toBe(0);
    expect(await orderCount()).toBe(1);
  });

  it.skipIf(variant.dialect === "sqlite")(
    "two requests of one attempt that both found no order: the second gets the first's order",
    async () => {
      // Both requests check for the attempt's order before either has placed it, then queue
      // behind a held lock on the product; the second to place it breaks the attempt's unique
      // key and must hand back the first's order, not fail the checkout. (SQLite places one
      // order at a time, so there the second request finds the order at its first check.)
      const { db, orders, stockOf, orderCount } = await shop({ 1: 5 });
      const attempt = newOrder([line(1, 1)]);
      const both = await db.transaction().execute(async (trx) => {
        await sql`select id from products where id = 1 for update`.execute(trx);
        const placing = [orders.place(attempt), orders.place(attempt)];
        await untilWaitingForLock(db, 2);
        return placing;
      });
      const results = await Promise.all(both);
      expect(results.map((result) => result.ok && result.created).sort()).toEqual([false, true]);
      const ids = results.map((result) => (result.ok ? result.order.id : "failed"));
      expect(ids[0]).toBe(ids[1]);
      expect(await stockOf(1)).toBe(4);
      expect(await orderCount()).toBe(1);
    },
  );

  it("fails, taking nothing, when the order number clashes with an existing order", async () => {
    const { db, orders, stockOf, orderCount } = await shop({ 1: 5 });
    await orders.place(newOrder([line(1, 1)]));
    await db.updateTable("order_sequences").set({ last: 0 }).execute();
    await expect(orders.place(newOrder([line(1, 1)]))).rejects.toThrow();
    expect(await stockOf(1)).toBe(4);
    expect(await orderCount()).toBe(1);
  });
});

/** Waits until `count` PostgreSQL sessions wait for a lock while taking stock. */
async function untilWaitingForLock(db: Kysely<ShopDatabase>, count: number) {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query like '%in_stock%'`.execute(db);
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
