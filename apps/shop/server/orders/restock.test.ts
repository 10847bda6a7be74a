import { describe, expect, it } from "vitest";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { readCatalogueVersion } from "../catalogue/catalogue-version.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { restock } from "./restock.ts";

const NOW = new Date("2026-11-30T09:00:00.000Z");

describe.each(dialects())("putting units back into stock on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const { db } = await databases.open();
    await seedCatalogue(
      db,
      [seedFixture({ id: 1, inStock: 10 }), seedFixture({ id: 2, inStock: 0 })],
      NOW,
    );
    const stock = async () =>
      (await db.selectFrom("products").select(["id", "in_stock"]).orderBy("id").execute()).map(
        (row) => [Number(row.id), Number(row.in_stock)],
      );
    const changed = async () =>
      (
        await db
          .selectFrom("catalogue_changes")
          .select("product_id")
          .where("changed_at", "=", "2026-11-30T10:00:00.000Z")
          .orderBy("product_id")
          .execute()
      ).map((row) => Number(row.product_id));
    return { db, stock, changed };
  }

  it("adds each product's units and tells every instance which products changed", async () => {
    const { db, stock, changed } = await shop();
    const version = await readCatalogueVersion(db);
    const back = await restock(
      db,
      [
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 3 },
      ],
      "2026-11-30T10:00:00.000Z",
    );
    expect(back).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(await stock()).toEqual([
      [1, 12],
      [2, 4],
    ]);
    expect(await changed()).toEqual([1, 2]);
    expect(await readCatalogueVersion(db)).toBe(version + 1);
  });

  it("changes nothing, not even the catalogue's version, when nothing goes back", async () => {
    const { db, stock } = await shop();
    const version = await readCatalogueVersion(db);
    expect(await restock(db, [])).toEqual([]);
    expect(await stock()).toEqual([
      [1, 10],
      [2, 0],
    ]);
    expect(await readCatalogueVersion(db)).toBe(version);
  });
});
