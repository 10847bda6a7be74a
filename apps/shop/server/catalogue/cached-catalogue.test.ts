import { atomically } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { openShopDatabase } from "../database/open-shop-database.ts";
import { createOrderStore } from "../orders/order-store.ts";
import { releaseReservation } from "../orders/release-reservation.ts";
import { EMPTY_QUERY } from "../../domain/catalogue/listing-query.ts";
import { createCachedCatalogue, type CatalogueChanged } from "./cached-catalogue.ts";
import { createCatalogue } from "./catalogue.ts";
import { createDeals } from "./deal-of-the-week.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

// Wednesday 18 November 2026, 13:00 in Stockholm; a deal made now ends Monday 00:00.
const WEDNESDAY = new Date("2026-11-18T12:00:00.000Z");
const WEEK_END = "2026-11-22T23:00:00.000Z";
const CHECK_MS = 1000;

describe.each(dialects())("the pages' catalogue cache on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  /**
   * Two shop instances on one database: `a` changes stock and prices as checkout and the deal
   * do, `b` shows pages from its cache.
   */
  async function twoInstances() {
    const place = databases.place();
    const a = databases.track(await openShopDatabase(place));
    await seedCatalogue(
      a.db,
      [seedFixture({ id: 1, inStock: 10 }), seedFixture({ id: 2 })],
      new Date("2026-11-01T12:00:00.000Z"),
    );
    const b = databases.track(await openShopDatabase(place));
    let now = WEDNESDAY;
    const clock = () => now;
    const later = (ms: number) => (now = new Date(now.getTime() + ms));
    const orders = createOrderStore(a.db, { now: clock });
    const order = async (quantity: number) => {
      const placed = await orders.place(
        orderFixture({
          lines: [
            { productId: 1, name: "Testmobil 1", quantity, unitPrice: 999_900, momsRate: 25 },
          ],
          reservedUntil: new Date(now.getTime() + 30 * 60_000),
        }),
      );
      if (!placed.ok) throw new Error("sold out");
      return placed.order.id;
    };
    return {
      a: a.db,
      pages: createCachedCatalogue(b.db, { checkEveryMs: CHECK_MS, clock }),
      live: createCatalogue(b.db, clock),
      order,
      deals: createDeals(a.db, createCatalogue(a.db, clock), clock),
      later,
      setNow: (at: string) => (now = new Date(at)),
    };
  }

  it("shows the stock an order took on another instance once its next check comes", async () => {
    const { pages, live, order, later } = await twoInstances();
    const heard: CatalogueChanged[] = [];
    pages.onChange((change) => heard.push(change));
    expect((await pages.byId(1))?.inStock).toBe(10);

    await order(3);
    // Within the check interval the page may be this far behind; checkout never is.
    expect((await pages.byId(1))?.inStock).toBe(10);
    expect((await live.byIds([1]))[0]?.inStock).toBe(7);

    later(CHECK_MS);
    expect((await pages.byId(1))?.inStock).toBe(7);
    const iphones = await pages.listing(
      { kind: "category", path: "/apple/iphone" },
      { ...EMPTY_QUERY, inStock: true },
      { perPage: 12 },
    );
    expect(iphones.products.map((p) => p.inStock)).toEqual([7, 10]);
    // Only the product that changed, and the scopes it is in.
    expect(heard).toHaveLength(1);
    expect(heard[0]?.productIds).toEqual([1]);
    expect(heard[0]?.scopes).toEqual(
      expect.arrayContaining(["all", "type:phone", "brand:apple", "category:/apple/iphone"]),
    );
  });

  it("keeps the products that did not change, and drops the one that did", async () => {
    const { a, pages, order, later } = await twoInstances();
    await pages.byIds([1, 2]);
    await order(1);
    later(CHECK_MS);
    await pages.fresh();
    // Product 2 comes from the cache: its stock is changed behind the shop's back and not seen.
    await a.updateTable("products").set({ in_stock: 1 }).where("id", "=", 2).execute();
    const [one, two] = await pages.byIds([1, 2]);
    expect(one?.inStock).toBe(9);
    expect(two?.inStock).toBe(10);
  });

  it("takes the sold-out product out of an in-stock listing on the other instance", async () => {
    const { pages, order, later } = await twoInstances();
    const inStock = () =>
      pages.listing({ kind: "all" }, { ...EMPTY_QUERY, inStock: true }, { perPage: 12 });
    expect((await inStock()).products.map((p) => p.id)).toEqual([1, 2]);
    await order(10);
    later(CHECK_MS);
    expect((await inStock()).products.map((p) => p.id)).toEqual([2]);
  });

  it("shows this instance's own change at once when told", async () => {
    const { pages, order } = await twoInstances();
    expect((await pages.byId(1))?.inStock).toBe(10);
    await order(2);
    pages.changed();
    expect((await pages.byId(1))?.inStock).toBe(8);
  });

  it("shows the stock a released reservation gave back", async () => {
    const { a, pages, order, later } = await twoInstances();
    const id = await order(4);
    later(CHECK_MS);
    expect((await pages.byIds([1]))[0]?.inStock).toBe(6);

    await atomically(a, (trx) => releaseReservation(trx, id, "expired", WEDNESDAY.toISOString()));
    later(CHECK_MS);
    expect((await pages.byIds([1]))[0]?.inStock).toBe(10);
  });

  it("shows a new deal's price after the check, and the old one when the deal ends", async () => {
    const { pages, deals, later, setNow } = await twoInstances();
    expect((await pages.byIds([1, 2])).map((p) => p.price)).toEqual([999_900, 999_900]);

    const deal = await deals.current();
    const id = deal?.product.id ?? 0;
    later(CHECK_MS);
    expect((await pages.byId(id))?.price).toBe(849_900);
    const reduced = { ...EMPTY_QUERY, reduced: true };
    expect((await pages.listing({ kind: "all" }, reduced, { perPage: 12 })).products).toHaveLength(
      1,
    );

    // Nothing is written when the deal ends: the check applies the price written for then.
    setNow(WEEK_END);
    expect((await pages.byId(id))?.price).toBe(999_900);
    const sorted = await pages.listing(
      { kind: "all" },
      { ...EMPTY_QUERY, sort: "priceAsc" },
      { perPage: 12 },
    );
    expect(sorted.products.map((p) => p.price)).toEqual([999_900, 999_900]);
  });

  it("reads the feed once for concurrent reads and not again within the interval", async () => {
    const { pages, later, order } = await twoInstances();
    await pages.byId(1);
    await order(1);
    const seen = await Promise.all([pages.byId(1), pages.byId(1), pages.byId(1)]);
    expect(seen.map((p) => p?.inStock)).toEqual([10, 10, 10]);
    later(CHECK_MS - 1);
    expect((await pages.byId(1))?.inStock).toBe(10);
    later(1);
    expect((await pages.byId(1))?.inStock).toBe(9);
  });

  it("answers unknown and repeated ids as the database catalogue does", async () => {
    const { pages } = await twoInstances();
    expect(await pages.byId(99)).toBeUndefined();
    expect((await pages.byIds([2, 99, 1, 2])).map((p) => p.id)).toEqual([2, 1]);
    expect((await pages.byId(1))?.priceHistory).toHaveLength(1);
  });
});
