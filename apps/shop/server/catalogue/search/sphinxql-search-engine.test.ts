// The external engine against a real searchd (test-support/searchd.ts), for what the shared
// contract (search-engine.contract.test.ts) does not ask of the database engines: a new,
// empty index filled at start, text stored and read back byte for byte, MATCH() operators in
// a query taken as plain characters, and live state read from the shop's database.
import type { Database } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryWord } from "../../../domain/search/search-products.ts";
import { queryWords } from "../../../domain/search/search-products.ts";
import {
  searchdVariant,
  startSearchd,
  type RunningSearchd,
} from "../../../test-support/searchd.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { useShopTestDatabases } from "../../../test-support/test-database.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import { createSearchEngine } from "./create-search-engine.ts";
import { searchDocumentOf, type SearchDocument } from "./search-document.ts";
import { createSearchSync } from "./search-sync.ts";
import { createSphinxqlSearchEngine, type SphinxqlSearchEngine } from "./sphinxql-search-engine.ts";

const variant = { dialect: "sqlite" as const, ...searchdVariant() };
const text = (se: string, en = se) => ({ se, en });
const products = [
  seedFixture({ id: 1, name: text("Laddare 20 W"), brand: "Apple" }),
  seedFixture({ id: 2, name: text("Laddare 30 W"), brand: "Anker", manufacturer: "Anker" }),
  seedFixture({ id: 3, name: text("Hörlurar"), brand: "Sony", manufacturer: "Sony" }),
];

describe.each([variant])("the SphinxQL search engine", (variant) => {
  const databases = useShopTestDatabases(variant);
  let searchd: RunningSearchd;
  let database: Database<ShopDatabase>;
  const engines: SphinxqlSearchEngine[] = [];
  const engineOn = (index: string) => {
    const engine = createSphinxqlSearchEngine(searchd.url(index), database.db);
    engines.push(engine);
    return engine;
  };
  const words = (query: string) => ({ words: queryWords(query), filter: {} });

  beforeAll(async () => {
    if (variant.skip) return;
    searchd = await startSearchd(["synced", "fresh", "started", "odd", "scripts", "live"]);
    database = await databases.open();
    await seedCatalogue(database.db, products);
    await createSearchSync(database.db, engineOn("synced")).syncAll();
  });
  afterAll(async () => {
    await Promise.all(engines.map((engine) => engine.close()));
    await searchd?.stop();
  });

  it("fills a new, empty index with every product, though none is queued", async () => {
    expect(await database.db.selectFrom("search_pending").selectAll().execute()).toEqual([]);
    const engine = engineOn("fresh");
    const sync = createSearchSync(database.db, engine);
    expect(await engine.isEmpty()).toBe(true);
    expect(await sync.fillWhenEmpty()).toBe(true);
    expect(await sync.syncAll()).toBe(3);
    expect(await searchd.ids("fresh")).toEqual([1, 2, 3]);
    expect(await engine.isEmpty()).toBe(false);
    expect(await sync.fillWhenEmpty()).toBe(false);
    expect(await sync.syncAll()).toBe(0);
  });

  it("is the engine the shop searches when SEARCH_URL names it", async () => {
    // The products went to the external index alone: the database's own has none of them.
    const external = createSearchEngine(database, { searchUrl: searchd.url("synced") });
    const own = createSearchEngine(database);
    const totals = [(await external.match(words("laddare"), 10)).total];
    totals.push((await own.match(words("laddare"), 10)).total);
    await Promise.all([external.close(), own.close()]);
    expect(totals).toEqual([2, 0]);
  });

  it("fills it when the server starts the sync", async () => {
    const sync = createSearchSync(database.db, engineOn("started"));
    const errors: unknown[] = [];
    let stop = () => {};
    await new Promise<void>((resolve) => {
      sync.onChange(resolve);
      stop = sync.start(60_000, (error) => {
        errors.push(error);
        resolve();
      });
    });
    stop();
    expect(errors).toEqual([]);
    expect(await searchd.ids("started")).toEqual([1, 2, 3]);
  });

  it("gives back a document, brand and category exactly as written", async () => {
    const engine = engineOn("odd");
    const odd = "Hörlurar & 'headset' \"trådlösa\" \\ back\\slash\nrad två 🎧 ½";
    const base = searchDocumentOf({
      id: 3,
      sku: "SO-1",
      type: "audio",
      brand: odd,
      name: text("Hörlurar"),
      description: text("Brusreducerande."),
      category: text(odd, "Headphones"),
      department: text("Ljud"),
      manufacturer: "Sony",
      tags: [],
      available: true,
      inStock: 1,
      totalPurchases: 0,
    });
    const document: SearchDocument = { ...base, document: JSON.stringify({ odd }) };
    await engine.write([document], []);
    const found = await engine.match({ words: queryWords("hörlurar"), filter: { brand: odd } }, 10);
    expect(found.candidates.map((candidate) => candidate.document)).toEqual([document.document]);
    expect(await engine.facets(words("hörlurar"))).toEqual({
      brands: [{ value: odd, count: 1 }],
      categories: [{ value: odd, labelEn: "Headphones", count: 1 }],
    });
    const similar = await engine.similar(["horlrar"], { category: odd }, 10);
    expect(similar.map((candidate) => [candidate.id, candidate.fuzzy])).toEqual([
      [3, document.fuzzy],
    ]);
  });

  it.each([
    ["東京", [3]],
    ["東", [3]],
    ["ŋaatte", [3]],
    ["laddare 東京", []],
  ])("keeps a word of any script whole: %s finds %j", async (query, ids) => {
    const engine = engineOn("scripts");
    await engine.write(
      [
        searchDocumentOf({
          id: 3,
          sku: "JP-1",
          type: "audio",
          brand: "Sony",
          name: text("Hörlurar 東京 ŋaatte"),
          description: text("Brusreducerande."),
          category: text("Ljud"),
          department: text("Ljud"),
          manufacturer: "Sony",
          tags: [],
          available: true,
          inStock: 1,
          totalPurchases: 0,
        }),
      ],
      [],
    );
    const found = await engine.match(words(query), 10);
    expect(found.candidates.map((candidate) => candidate.id)).toEqual(ids);
  });

  it("takes MATCH() operators in a query's words as plain characters", async () => {
    const engine = engineOn("synced");
    const operators = [..."\\()|-!@~\"&/^$=<>'*?%[]{}:,.;#+`", "<<"];
    const asked = (word: string): QueryWord[] => [
      { variants: [{ word: `laddare${word}`, stem: `ladd${word}` }], prefix: true },
    ];
    const answers = await Promise.all(
      operators.map(async (operator) => {
        const found = await engine.match({ words: asked(operator), filter: {} }, 10);
        await engine.facets({ words: asked(operator), filter: {} });
        await engine.similar([`ladd${operator}are`], {}, 10);
        return [operator, found.total];
      }),
    );
    // Outside the engine's letters each is a separator: "laddare-" is still "laddare".
    expect(answers).toEqual(operators.map((operator) => [operator, 2]));
    // And words around one are words: "laddare@words" asks for "words" too.
    const [field, or] = await Promise.all(
      ["@words", "|apple"].map(async (operator) => {
        const found = await engine.match({ words: asked(operator), filter: {} }, 10);
        return found.candidates.map((candidate) => candidate.id);
      }),
    );
    expect({ field, or }).toEqual({ field: [], or: [1] });
  });

  it("reads stock and purchases from the shop's database, and leaves out a product gone", async () => {
    const engine = engineOn("live");
    await createSearchSync(database.db, engine).fillWhenEmpty();
    await createSearchSync(database.db, engine).syncAll();
    await database.db
      .updateTable("products")
      .set({ in_stock: 0, total_purchases: 999 })
      .where("id", "=", 1)
      .execute();
    await database.db.updateTable("products").set({ published: 0 }).where("id", "=", 2).execute();
    const found = await engine.match(words("laddare"), 10);
    // The index still counts the withdrawn product until the sync takes it.
    expect(found.total).toBe(2);
    expect(
      found.candidates.map(({ id, buyable, totalPurchases }) => ({ id, buyable, totalPurchases })),
    ).toEqual([{ id: 1, buyable: false, totalPurchases: 999 }]);
    expect(await createSearchSync(database.db, engine).syncAll()).toBe(1);
    expect((await engine.match(words("laddare"), 10)).total).toBe(1);
  });
});
