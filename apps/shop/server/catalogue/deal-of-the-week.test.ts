import { describe, expect, it } from "vitest";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createCatalogue } from "./catalogue.ts";
import { createDeals } from "./deal-of-the-week.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

// Wednesday 18 November 2026, 13:00 in Stockholm; the week ends Monday 23 November 00:00.
const WEDNESDAY = new Date("2026-11-18T12:00:00.000Z");
const WEEK_END = "2026-11-22T23:00:00.000Z";

const fixtures = [
  seedFixture({ id: 1, ratingStars: 5, totalReviews: 90 }),
  seedFixture({ id: 2, ratingStars: 4.5 }),
  seedFixture({ id: 3, ratingStars: 5, inStock: 0 }),
  seedFixture({ id: 4, ratingStars: 5, type: "fashion" }),
  seedFixture({ id: 5, ratingStars: 4 }),
];

describe.each(dialects())("deal of the week on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    await seedCatalogue(database.db, fixtures, new Date("2026-11-01T12:00:00.000Z"));
    let now = WEDNESDAY;
    const clock = () => now;
    const catalogue = createCatalogue(database.db, clock);
    return {
      db: database.db,
      catalogue,
      deals: createDeals(database.db, catalogue, clock),
      setNow: (at: string) => (now = new Date(at)),
    };
  }

  it("reduces an in-stock electronics product until Monday 00:00 Swedish time", async () => {
    const { deals } = await shop();
    const deal = await deals.current();
    expect(deal).toBeDefined();
    expect(deal?.endsAt).toBe(WEEK_END);
    expect(deal?.startsAt).toBe(WEDNESDAY.toISOString());
    expect([1, 2, 5]).toContain(deal?.product.id);
    // 9 999 kr less 15 %, ending in 9 kronor; the lowest price of the 30 days before was 9 999 kr.
    expect(deal?.product).toMatchObject({ price: 849900, lowestPrice30Days: 999900, discount: 15 });
  });

  it("is one deal however often and however concurrently it is asked for", async () => {
    const { deals, db } = await shop();
    const answers = await Promise.all([deals.current(), deals.current(), deals.current()]);
    expect(new Set(answers.map((deal) => deal?.product.id)).size).toBe(1);
    expect((await deals.current())?.product.id).toBe(answers[0]?.product.id);
    const rows = await db.selectFrom("deals").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("gives the price back when the week ends, and picks another product the next week", async () => {
    const { deals, catalogue, setNow } = await shop();
    const first = await deals.current();
    const id = first?.product.id ?? 0;

    setNow("2026-11-22T22:59:59.999Z");
    expect((await catalogue.byId(id))?.price).toBe(849900);
    setNow(WEEK_END);
    expect((await catalogue.byId(id))?.price).toBe(999900);

    const next = await deals.current();
    expect(next?.endsAt).toBe("2026-11-29T23:00:00.000Z");
    expect(next?.product.id).not.toBe(id);
  });
});
