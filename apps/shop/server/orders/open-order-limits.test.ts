// What one buyer may hold unpaid, through the order store that enforces it, on SQLite and
// PostgreSQL: the attack (one client, one e-mail address, many orders or many units) is
// refused and takes nothing; other buyers, paid orders and holds past their time are not
// counted, so a real shopper always gets through.
import { describe, expect, it } from "vitest";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import type { OpenOrderLimits } from "./open-order-limits.ts";
import { createOrderStore, type NewOrder, type NewOrderLine } from "./order-store.ts";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const HOLD_MS = 10 * 60_000;
const LIMITS: OpenOrderLimits = { perClient: 3, perEmail: 3, unitsPerProduct: 5 };

const line = (productId: number, quantity: number): NewOrderLine => ({
  productId,
  name: `Testmobil ${productId}`,
  quantity,
  unitPrice: 100_000,
  momsRate: 25,
});

describe.each(dialects())("open unpaid order limits on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop(stock: Record<number, number>, limits = LIMITS) {
    const database = await databases.open();
    const { db } = database;
    await seedCatalogue(
      db,
      Object.entries(stock).map(([id, inStock]) => seedFixture({ id: Number(id), inStock })),
      NOW,
    );
    let now = NOW;
    const store = createOrderStore(db, { now: () => now }, limits);
    const order = (
      who: { client?: string; email: string },
      lines: NewOrderLine[],
      extra: Partial<NewOrder> = {},
    ) =>
      orderFixture({
        lines,
        email: who.email,
        clientKey: who.client,
        reservedUntil: new Date(now.getTime() + HOLD_MS),
        ...extra,
      });
    return {
      db,
      place: (who: { client?: string; email: string }, ...lines: NewOrderLine[]) =>
        store.place(order(who, lines)),
      store,
      order,
      setNow: (at: Date) => {
        now = at;
      },
      stockOf: async (id: number) =>
        Number(
          (
            await db
              .selectFrom("products")
              .select("in_stock")
              .where("id", "=", id)
              .executeTakeFirstOrThrow()
          ).in_stock,
        ),
      orderCount: async () =>
        Number(
          (
            await db
              .selectFrom("orders")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
    };
  }

  const results = (placed: { ok: boolean; overLimit?: string }[]) =>
    placed.map((result) => (result.ok ? "ok" : (result.overLimit ?? "soldOut")));

  it("refuses a client's fourth open order, whatever e-mail it gives, and takes nothing for it", async () => {
    const { place, stockOf, orderCount } = await shop({ 1: 50 });
    const placed = [];
    for (let i = 0; i < 5; i += 1) {
      placed.push(await place({ client: "198.51.100.7", email: `x${i}@example.se` }, line(1, 1)));
    }
    expect(results(placed)).toEqual(["ok", "ok", "ok", "client", "client"]);
    expect(await stockOf(1)).toBe(47);
    expect(await orderCount()).toBe(3);
    // Another client, and the same one on another product, are strangers to that count.
    expect(
      results([await place({ client: "198.51.100.8", email: "ok@example.se" }, line(1, 1))]),
    ).toEqual(["ok"]);
  });

  it("refuses an e-mail address's fourth open order from any client, in any case", async () => {
    const { place } = await shop({ 1: 50 });
    const placed = [];
    for (const [i, email] of [
      "anna@example.se",
      "ANNA@example.se",
      "Anna@Example.SE",
      "anna@example.se",
    ].entries()) {
      placed.push(await place({ client: `203.0.113.${i}`, email }, line(1, 1)));
    }
    expect(results(placed)).toEqual(["ok", "ok", "ok", "email"]);
  });

  it("counts an unknown client by its e-mail address alone", async () => {
    const { place } = await shop({ 1: 50 });
    const placed = [];
    for (let i = 0; i < 4; i += 1)
      placed.push(await place({ email: `n${i}@example.se` }, line(1, 1)));
    expect(results(placed)).toEqual(["ok", "ok", "ok", "ok"]);
  });

  it("holds at most the units allowed of one product across a client's or an address's open orders", async () => {
    const { place, stockOf } = await shop({ 1: 50, 2: 50 });
    const client = { client: "198.51.100.9", email: "b@example.se" };
    expect(results([await place(client, line(1, 3))])).toEqual(["ok"]);
    // 3 + 3 > 5: refused, even in an order with another product beside it.
    expect(results([await place(client, line(2, 1), line(1, 3))])).toEqual(["units"]);
    expect(results([await place(client, line(1, 2))])).toEqual(["ok"]);
    expect(results([await place(client, line(1, 1))])).toEqual(["units"]);
    // The same address from another client, and another client with the same address's e-mail.
    expect(
      results([await place({ client: "198.51.100.10", email: "b@example.se" }, line(1, 1))]),
    ).toEqual(["units"]);
    expect(
      results([await place({ client: "198.51.100.9", email: "c@example.se" }, line(1, 1))]),
    ).toEqual(["units"]);
    // One order of more than the limit on its own; the other product is untouched by it all.
    expect(
      results([await place({ client: "192.0.2.1", email: "d@example.se" }, line(1, 6))]),
    ).toEqual(["units"]);
    expect(results([await place(client, line(2, 5))])).toEqual(["ok"]);
    expect([await stockOf(1), await stockOf(2)]).toEqual([45, 45]);
  });

  it("counts only holds still running: paid, released and expired orders free the buyer", async () => {
    const { db, place, setNow } = await shop({ 1: 50 });
    const who = { client: "198.51.100.11", email: "e@example.se" };
    const first = await place(who, line(1, 5));
    if (!first.ok) throw new Error("expected an order");
    expect(results([await place(who, line(1, 1))])).toEqual(["units"]);
    await db
      .updateTable("orders")
      .set({ status: "paid" })
      .where("id", "=", first.order.id)
      .execute();
    expect(results([await place(who, line(1, 5))])).toEqual(["ok"]);
    expect(results([await place(who, line(1, 1))])).toEqual(["units"]);
    // At the end of the hold, the reservation no longer counts (the release job may be late).
    setNow(new Date(NOW.getTime() + HOLD_MS));
    expect(results([await place(who, line(1, 5))])).toEqual(["ok"]);
  });

  it("a retried checkout attempt finds its order instead of counting against the limits", async () => {
    const { store, order } = await shop({ 1: 50 });
    const attempt = order({ client: "198.51.100.12", email: "f@example.se" }, [line(1, 5)]);
    const first = await store.place(attempt);
    const again = await store.place(attempt);
    expect(first.ok && again.ok && again.order.id === first.order.id && !again.created).toBe(true);
  });

  it("of 30 simultaneous checkouts by one client, only as many as it may hold are placed", async () => {
    const { place, stockOf, orderCount } = await shop({ 1: 100 });
    const placed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        place({ client: "198.51.100.13", email: `g${i}@example.se` }, line(1, 1)),
      ),
    );
    expect(placed.filter((result) => result.ok)).toHaveLength(3);
    expect(await orderCount()).toBe(3);
    expect(await stockOf(1)).toBe(97);
  });

  it("of 30 simultaneous checkouts of 2 units by one address, only 5 units are held", async () => {
    const { place, stockOf } = await shop({ 1: 100 }, { ...LIMITS, perEmail: 10 });
    const placed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        place({ client: `203.0.113.${i}`, email: "h@example.se" }, line(1, 2)),
      ),
    );
    expect(placed.filter((result) => result.ok)).toHaveLength(2);
    expect(await stockOf(1)).toBe(96);
  });

  it("without limits (the store's tests of other rules) places whatever the stock allows", async () => {
    const database = await databases.open();
    await seedCatalogue(database.db, [seedFixture({ id: 1, inStock: 10 })], NOW);
    const store = createOrderStore(database.db, { now: () => NOW });
    const placed = [];
    for (let i = 0; i < 5; i += 1) {
      placed.push(
        await store.place(
          orderFixture({
            lines: [line(1, 2)],
            clientKey: "198.51.100.14",
            reservedUntil: new Date(NOW.getTime() + HOLD_MS),
          }),
        ),
      );
    }
    expect(placed.every((result) => result.ok)).toBe(true);
  });
});
