// Two shop instances on one database each sync the search index: a batch indexed by either is
// heard by both, so each forgets its kept rankings and finds what the other indexed.
import { describe, expect, it } from "vitest";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { createCatalogue } from "../catalogue.ts";
import { createCatalogueSearch } from "../catalogue-search.ts";
import { openShopDatabase } from "../../database/open-shop-database.ts";
import { insertArticles } from "../large-catalogue/insert-articles.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import { createSearchEngine } from "./create-search-engine.ts";
import { createSearchSync } from "./search-sync.ts";

const fixture = (id: number, name: string) =>
  seedFixture({ id, name: { se: name, en: name }, sku: `KB-SYNC-${id}` });

describe.each(dialects())("the search index's sync on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function instance(place: ReturnType<typeof databases.place>) {
    const opened = databases.track(await openShopDatabase(place));
    const engine = createSearchEngine(opened, {});
    const sync = createSearchSync(opened.db, engine);
    const search = createCatalogueSearch({ engine, catalogue: createCatalogue(opened.db) });
    let heard = 0;
    sync.onChange(() => {
      heard += 1;
      search.forget();
    });
    const found = async (query: string) =>
      (await search.search(query, "se", 10)).products.map((product) => product.id);
    return { db: opened.db, sync, found, heard: () => heard };
  }

  it("tells every instance of a batch indexed by one, once, and not of its own", async () => {
    const place = databases.place();
    const a = await instance(place);
    await seedCatalogue(a.db, [fixture(1, "Laddare Snabb 20 W")]);
    const b = await instance(place);
    await a.sync.syncAll();
    // b's first look notes where the index stands.
    expect(await b.sync.heardElsewhere()).toBe(false);
    expect(await b.found("laddare")).toEqual([1]);
    expect(await b.found("powerbank")).toEqual([]);

    await insertArticles(a.db, [fixture(2, "Powerbank Mini 10000 mAh")]);
    // Kept: b's rankings do not know of product 2 until b hears of the batch.
    expect(await b.found("powerbank")).toEqual([]);
    const heardBefore = a.heard();
    expect(await a.sync.syncBatch()).toBe(1);
    expect(a.heard()).toBe(heardBefore + 1);
    expect(await a.sync.heardElsewhere()).toBe(false);
    expect(a.heard()).toBe(heardBefore + 1);

    expect(await b.sync.heardElsewhere()).toBe(true);
    expect(b.heard()).toBe(1);
    expect(await b.found("powerbank")).toEqual([2]);
    expect(await b.sync.heardElsewhere()).toBe(false);
    expect(b.heard()).toBe(1);
  });

  it("hears another instance's batch on its own timer while its queue is empty", async () => {
    const place = databases.place();
    const a = await instance(place);
    await seedCatalogue(a.db, [fixture(1, "Laddare Snabb 20 W")]);
    await a.sync.syncAll();
    const b = await instance(place);
    const errors: unknown[] = [];
    const stop = b.sync.start(20, (error) => errors.push(error));
    try {
      await expect.poll(() => b.found("laddare")).toEqual([1]);
      await insertArticles(a.db, [fixture(2, "Laddare Bil 30 W")]);
      // b's own timer may index it first; either way b hears of it and finds it.
      await a.sync.syncAll();
      await expect.poll(() => b.found("laddare")).toEqual(expect.arrayContaining([1, 2]));
      expect(b.heard()).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
  });
});
