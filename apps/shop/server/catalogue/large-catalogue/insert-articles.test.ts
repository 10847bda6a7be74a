import { describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { createCatalogue } from "../catalogue.ts";
import { readCatalogueVersion } from "../catalogue-version.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import { seedProducts } from "../seed/index.ts";
import { generateArticles } from "./generate-articles.ts";
import { BATCH_SIZE, insertArticles } from "./insert-articles.ts";

const NOW = new Date("2026-11-29T12:00:00.000Z");

describe.each(dialects())("inserting generated articles on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("writes whole products in batches that the catalogue then sells at their prices", async () => {
    const { db } = await databases.open();
    await seedCatalogue(db, seedProducts, NOW);
    const count = BATCH_SIZE * 2 + 17;
    const articles = [...generateArticles({ base: seedProducts, count, firstId: 100_000 })];
    const batches: number[] = [];
    const versionBefore = await readCatalogueVersion(db);

    expect(await insertArticles(db, articles, { now: NOW, onBatch: (n) => batches.push(n) })).toBe(
      count,
    );

    expect(batches).toEqual([BATCH_SIZE, BATCH_SIZE * 2, count]);
    expect(await readCatalogueVersion(db)).toBeGreaterThan(versionBefore);
    const catalogue = createCatalogue(db, () => NOW);
    const last = articles.at(-1)!;
    const sold = await catalogue.byId(last.id);
    expect(sold?.sku).toBe(last.sku);
    expect(sold?.price).toBe(last.prices.at(-1)!.price);
    expect(sold?.priceHistory).toHaveLength(last.prices.length);
    expect(sold?.categoryPaths.sort()).toEqual([...last.categoryPaths].sort());
    expect((await catalogue.all()).length).toBe(seedProducts.length + count);
  });
});
