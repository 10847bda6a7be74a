import { describe, expect, it } from "vitest";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createCatalogue } from "./catalogue.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

const NOW = new Date("2026-11-18T12:00:00.000Z");

const fixtures = [
  seedFixture({ id: 3 }),
  // Reduced 10 days ago from 1 099 kr; 25 days ago it was 999 kr for a while.
  seedFixture({
    id: 1,
    type: "console",
    categoryPaths: ["/playstation/ps5"],
    mrp: 109900,
    prices: [
      { daysAgo: 120, price: 109900 },
      { daysAgo: 25, price: 99900 },
      { daysAgo: 20, price: 109900 },
      { daysAgo: 10, price: 89900 },
    ],
  }),
  seedFixture({ id: 2, categoryPaths: ["/apple/iphone", "/apple/ipad"], inStock: 0 }),
];

describe.each(dialects())("catalogue on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function seeded() {
    const database = await databases.open();
    expect(await seedCatalogue(database.db, fixtures, NOW)).toBe(3);
    return { db: database.db, catalogue: createCatalogue(database.db, () => NOW) };
  }

  it("seeds an empty catalogue once and never over what is there", async () => {
    const { db } = await seeded();
    expect(await seedCatalogue(db, [seedFixture({ id: 9 })], NOW)).toBe(0);
    const ids = await db.selectFrom("products").select("id").orderBy("id").execute();
    expect(ids.map((row) => Number(row.id))).toEqual([1, 2, 3]);
  });

  it("gives every product back as it was seeded, with its price now", async () => {
    const { catalogue } = await seeded();
    const product = await catalogue.byId(3);
    expect(product).toMatchObject({
      id: 3,
      sku: "KB-TEST-3",
      slug: "testprodukt-3",
      name: { se: "Testmobil 3", en: "Test phone 3" },
      price: 999900,
      discount: 0,
      inStock: 10,
      available: true,
      new: false,
      colors: ["black", "blue"],
      categoryPaths: ["/apple/iphone"],
      first_available_date: "02-05-2026",
    });
    expect(product?.lowestPrice30Days).toBeUndefined();
    expect(product?.images.length).toBeGreaterThanOrEqual(3);
    expect(product?.colorvariants.map((variant) => variant.color)).toEqual(["black", "blue"]);
  });

  it("measures a reduction from the lowest price of the 30 days before it", async () => {
    const { catalogue } = await seeded();
    const product = await catalogue.byId(1);
    expect(product).toMatchObject({ price: 89900, lowestPrice30Days: 99900, discount: 10 });
    expect(product?.priceHistory.map((point) => point.price)).toEqual([
      109900, 99900, 109900, 89900,
    ]);
  });

  it("lists all products in id order, and products by id", async () => {
    const { catalogue } = await seeded();
    expect((await catalogue.all()).map((p) => p.id)).toEqual([1, 2, 3]);
    expect((await catalogue.byIds([3, 404, 1, 3])).map((p) => p.id)).toEqual([3, 1]);
  });

  it("answers undefined for ids that are not products", async () => {
    const { catalogue } = await seeded();
    expect(await catalogue.byId(404)).toBeUndefined();
    expect(await catalogue.byId(-1)).toBeUndefined();
    expect(await catalogue.byId(Number.NaN)).toBeUndefined();
    expect(await catalogue.byIds([0, 1.5, Number.MAX_SAFE_INTEGER + 2])).toEqual([]);
  });
});
