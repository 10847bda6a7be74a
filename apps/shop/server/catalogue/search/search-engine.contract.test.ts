// One contract for every search engine, run against the shop's database on SQLite and on
// PostgreSQL (when DATABASE_URL is set), and against a real searchd over SphinxQL (where one
// is installed; test-support/searchd.ts): Swedish forms, folding, prefixes, compounds, part
// numbers and typos, paging without duplicates or gaps, facets, and an index that follows
// changes to products. Products are written the way the shop writes them (seedCatalogue, the
// admin's updates) and reach search only through the triggers' queue and the sync.
import type { Database } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  searchdVariant,
  startSearchd,
  type RunningSearchd,
} from "../../../test-support/searchd.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { createCatalogue } from "../catalogue.ts";
import { createCatalogueSearch, type CatalogueSearch } from "../catalogue-search.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import type { SeedProduct } from "../seed/seed-product.ts";
import { createSearchEngine, type ClosableSearchEngine } from "./create-search-engine.ts";
import { createSearchSync } from "./search-sync.ts";

const text = (se: string, en = se) => ({ se, en });
const CHARGERS = text("Laddare och kablar", "Chargers and cables");
const AUDIO = text("Hörlurar och headset", "Headphones and headsets");

const products: SeedProduct[] = [
  seedFixture({
    id: 1,
    sku: "KB-IP16",
    type: "phone",
    name: text("iPhone 16"),
    description: text("Levereras utan laddare och hörlurar.", "Ships without a charger."),
  }),
  seedFixture({
    id: 2,
    sku: "KB-WH1000",
    type: "audio",
    brand: "Sony",
    manufacturer: "Sony",
    name: text("Trådlösa hörlurar WH-1000", "Wireless headphones WH-1000"),
    category: AUDIO,
    description: text("Brusreducerande."),
  }),
  seedFixture({
    id: 3,
    sku: "AN-C2M",
    type: "accessory",
    brand: "Anker",
    manufacturer: "Anker",
    name: text("USB-C-kabel 2 m", "USB-C cable 2 m"),
    category: CHARGERS,
    tags: ["kabel"],
    description: text("Flätad."),
  }),
  seedFixture({
    id: 4,
    sku: "AN-30W",
    type: "accessory",
    brand: "Anker",
    manufacturer: "Anker",
    name: text("Snabbladdare 30 W", "Fast charger 30 W"),
    category: CHARGERS,
    tags: ["laddare"],
    description: text("Laddar mobilen på en halvtimme."),
  }),
  seedFixture({
    id: 5,
    sku: "XM-DK85",
    type: "scooter_part",
    brand: "Xiaomi",
    manufacturer: "Xiaomi",
    name: text("Däck 8,5 tum", "Tyre 8.5 in"),
    category: text("Reservdelar", "Spare parts"),
    description: text("Slitstarkt."),
  }),
  // Sixty travel chargers of two brands, for paging and facets.
  ...Array.from({ length: 60 }, (_, index) =>
    seedFixture({
      id: 100 + index,
      sku: `RL-${100 + index}`,
      slug: `reseladdare-${100 + index}`,
      type: "accessory",
      brand: index % 3 === 0 ? "Belkin" : "Deltaco",
      manufacturer: index % 3 === 0 ? "Belkin" : "Deltaco",
      name: text(`Reseladdare ${100 + index}`, `Travel charger ${100 + index}`),
      category: CHARGERS,
      description: text("Med två uttag."),
      totalPurchases: index,
    }),
  ),
];

// SQLite twice: read on the test's own connection, and in the server's way on a file, from a
// worker thread with a connection of its own (worker-search-engine.ts). The external engine
// beside the shop's database on SQLite: the database only gives it the products' live state.
const inDatabase = (variant: { dialect: string; thread: boolean }) =>
  `in the database (${variant.dialect}, thread: ${variant.thread})`;
const variants = [
  ...dialects().map((variant) => ({ ...variant, thread: false, engine: "database" })),
  { dialect: "sqlite" as const, thread: true, engine: "database" },
]
  .map((variant) => ({ ...variant, label: inDatabase(variant) }))
  .concat({
    dialect: "sqlite",
    thread: false,
    engine: "sphinxql",
    label: "in SphinxQL (searchd, beside sqlite)",
    ...searchdVariant(),
  });

describe.each(variants)("search $label", (variant) => {
  const databases = useShopTestDatabases(variant);
  let database: Database<ShopDatabase>;
  let search: CatalogueSearch;
  // The external engine: one index for each database a test opens.
  let searchd: RunningSearchd | undefined;
  let indexes = 0;
  const engines: ClosableSearchEngine[] = [];

  afterAll(async () => {
    await Promise.all(engines.map((engine) => engine.close()));
    await searchd?.stop();
  });

  const indexOf = new Map<Database<ShopDatabase>, string>();

  /** The ids of the products the index holds, published or not. */
  async function indexed(opened: Database<ShopDatabase>): Promise<number[]> {
    const index = indexOf.get(opened);
    if (searchd && index) return searchd.ids(index);
    const rows = await opened.db.selectFrom("search_documents").select("product_id").execute();
    return rows.map((row) => Number(row.product_id));
  }

  async function searchOver(opened: Database<ShopDatabase>) {
    if (variant.engine === "sphinxql") {
      searchd ??= await startSearchd(["search_1", "search_2"]);
      indexOf.set(opened, `search_${(indexes += 1)}`);
    }
    const index = indexOf.get(opened);
    const engine = createSearchEngine(opened, {
      sqliteFile: variant.thread ? opened.file : undefined,
      searchUrl: searchd && index ? searchd.url(index) : undefined,
    });
    engines.push(engine);
    const sync = createSearchSync(opened.db, engine);
    await sync.syncAll();
    const found = createCatalogueSearch({ engine, catalogue: createCatalogue(opened.db) });
    sync.onChange(() => found.forget());
    return { search: found, sync };
  }
  const ids = async (query: string, language: "se" | "en" = "se") =>
    (await search.search(query, language, 100)).products.map((product) => product.id);

  beforeAll(async () => {
    if (variant.skip) return;
    database = await databases.open();
    await seedCatalogue(database.db, products);
    ({ search } = await searchOver(database));
  });

  it.each([
    ["laddare", 4],
    ["laddarna", 4],
    ["laddaren", 4],
    ["hörlurar", 2],
    ["horlurar", 2],
    ["hoerlurar", 2],
    ["HÖRLUR", 2],
    ["kablar", 3],
    ["däck", 5],
    ["dack", 5],
    ["mobiler", 1],
  ])("%s finds product %i (Swedish forms, å/ä/ö folded)", async (query, id) => {
    expect(await ids(query)).toContain(id);
  });

  it.each([
    ["hörl", 2],
    ["iph", 1],
    ["snabbl", 4],
  ])("%s finds product %i first (prefix)", async (query, id) => {
    expect((await ids(query))[0]).toBe(id);
  });

  it("ranks as the shop does: named before filed, described last", async () => {
    expect(await ids("anker laddare")).toEqual([4, 3]);
    expect(await ids("hörlurar")).toEqual([2, 1]);
    expect(await ids("sony brödrost")).toEqual([]);
  });

  it("finds a part number as printed, without its dash, and misspelt", async () => {
    expect(await ids("XM-DK85")).toEqual([5]);
    const compact = await search.search("xmdk85", "se", 10);
    expect(compact.products.map((product) => product.id)).toEqual([5]);
    expect(compact.approximate).toBe(true);
    expect((await ids("xm-dk58"))[0]).toBe(5);
  });

  it("finds a misspelt word by its trigrams, and says the hits are approximate", async () => {
    const found = await search.search("hörlruar", "se", 10);
    expect(found.approximate).toBe(true);
    expect(found.products.map((product) => product.id)[0]).toBe(2);
    expect((await search.search("hörlurar", "se", 10)).approximate).toBe(false);
  });

  it("pages through every hit once, in one order", async () => {
    const pages = [];
    for (let offset = 0; offset < 75; offset += 25) {
      pages.push(await search.search("reseladdare", "se", 25, { offset }));
    }
    const seen = pages.flatMap((page) => page.products.map((product) => product.id));
    expect(pages.map((page) => page.total)).toEqual([60, 60, 60]);
    expect(pages.map((page) => page.products.length)).toEqual([25, 25, 10]);
    expect(new Set(seen).size).toBe(60);
    expect([...seen].sort((a, b) => a - b)).toEqual(products.slice(5).map((it) => it.id));
    // Most bought first among equal names.
    expect(seen[0]).toBe(159);
  });

  it("counts the matches by brand and category, and filters by either", async () => {
    const found = await search.search("laddare", "se", 10, { facets: true });
    // The phone's description says "laddare"; the cable is filed under chargers.
    expect(found.total).toBe(63);
    expect(found.facets?.brands).toEqual([
      { value: "Deltaco", count: 40 },
      { value: "Belkin", count: 20 },
      { value: "Anker", count: 2 },
      { value: "Apple", count: 1 },
    ]);
    expect(found.facets?.categories).toEqual([
      { value: "Laddare och kablar", labelEn: "Chargers and cables", count: 62 },
      { value: "Mobiltelefoner", labelEn: "Mobile phones", count: 1 },
    ]);
    const belkin = await search.search("laddare", "se", 100, {
      facets: true,
      filter: { brand: "Belkin" },
    });
    expect(belkin.total).toBe(20);
    expect(belkin.facets?.categories).toEqual([
      { value: "Laddare och kablar", labelEn: "Chargers and cables", count: 20 },
    ]);
    expect(belkin.facets?.brands).toHaveLength(4);
    const phones = await search.search("laddare", "se", 100, {
      filter: { category: "Mobiltelefoner" },
    });
    expect(phones.products.map((product) => product.id)).toEqual([1]);
  });

  it("finds nothing for an empty or unsearchable query", async () => {
    expect(await search.search("", "se", 10)).toEqual({
      total: 0,
      products: [],
      ranked: 0,
      approximate: false,
    });
    expect((await search.search("!!!", "se", 10)).total).toBe(0);
  });

  it("follows the products: renamed, unpublished, added, removed", async () => {
    const own = await databases.open();
    await seedCatalogue(own.db, products.slice(0, 5));
    const { search: ownSearch, sync } = await searchOver(own);
    const found = async (query: string) =>
      (await ownSearch.search(query, "se", 10)).products.map((product) => product.id);
    expect(await found("däck")).toEqual([5]);
    // An index that holds products is not filled again at start.
    expect(await sync.fillWhenEmpty()).toBe(false);

    const renamed = JSON.parse(
      (
        await own.db
          .selectFrom("products")
          .select("content")
          .where("id", "=", 5)
          .executeTakeFirstOrThrow()
      ).content,
    ) as { name: { se: string; en: string } };
    renamed.name = text("Innerslang 8,5 tum", "Inner tube 8.5 in");
    await own.db
      .updateTable("products")
      .set({ content: JSON.stringify(renamed) })
      .where("id", "=", 5)
      .execute();
    // Withdrawn: queued too, for an engine that cannot read products when it filters.
    await own.db.updateTable("products").set({ published: 0 }).where("id", "=", 4).execute();
    // A stock change queues nothing: search never re-indexes for it.
    await own.db.updateTable("products").set({ in_stock: 0 }).where("id", "=", 2).execute();
    expect(
      await own.db
        .selectFrom("search_pending")
        .select("product_id")
        .orderBy("product_id")
        .execute(),
    ).toEqual([{ product_id: 4 }, { product_id: 5 }]);
    expect(await sync.syncAll()).toBe(2);
    expect(await found("innerslang")).toEqual([5]);
    // (Near spellings may still find other products: the ones changed are not among them.)
    expect(await found("däck")).not.toContain(5);
    expect(await found("snabbladdare")).not.toContain(4);

    await seedCatalogue(own.db, []);
    await own.db.deleteFrom("product_prices").where("product_id", "=", 3).execute();
    await own.db.deleteFrom("product_categories").where("product_id", "=", 3).execute();
    await own.db.deleteFrom("products").where("id", "=", 3).execute();
    expect(await sync.syncAll()).toBe(1);
    expect(await found("kabel")).not.toContain(3);
    expect(await indexed(own)).toHaveLength(4);
  });
});
