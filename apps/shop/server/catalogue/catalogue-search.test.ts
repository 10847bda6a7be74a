import { describe, expect, it } from "vitest";
import type { Product } from "../../domain/catalogue/product.ts";
import { memorySearchEngine } from "../../test-support/memory-search-engine.ts";
import { productFixture } from "../../test-support/product-fixture.ts";
import type { Catalogue } from "./catalogue.ts";
import { collectPageTags } from "../page-cache/page-tags.ts";
import {
  createCatalogueSearch,
  MAX_KEPT_RANKINGS,
  RANKING_TTL_MS,
  SEARCH_SCOPE,
} from "./catalogue-search.ts";

const headphones = (id: number, price = 100) =>
  productFixture({
    id,
    type: "audio",
    name: { se: `Hörlurar ${id}`, en: `Headphones ${id}` },
    price,
    totalPurchases: id,
  });

/** Products a test controls, an engine over them and a catalogue that reads them by id. */
function setUp(products: Product[]) {
  const state = { products, fail: false };
  const { engine, calls } = memorySearchEngine(() => {
    if (state.fail) throw new Error("database down");
    return state.products;
  });
  const catalogue: Pick<Catalogue, "byIds"> = {
    byIds: (ids) =>
      Promise.resolve(ids.flatMap((id) => state.products.filter((product) => product.id === id))),
  };
  let now = 0;
  const search = createCatalogueSearch({ engine, catalogue, clock: () => new Date(now) });
  return { search, state, calls, at: (ms: number) => (now = ms) };
}

describe("catalogue search", () => {
  it("finds products and says how many matched", async () => {
    const { search } = setUp([headphones(1), headphones(2), headphones(3)]);
    const results = await search.search("hörlurar", "se", 1);
    expect(results.total).toBe(3);
    expect(results.ranked).toBe(3);
    expect(results.products.map((product) => product.id)).toEqual([3]);
  });

  it("pages by offset through one ranking, and past its end finds nothing", async () => {
    const { search } = setUp([headphones(1), headphones(2), headphones(3)]);
    const ids = async (offset: number) =>
      (await search.search("hörlurar", "se", 2, { offset })).products.map((it) => it.id);
    expect([await ids(0), await ids(2), await ids(3), await ids(-5)]).toEqual([
      [3, 2],
      [1],
      [],
      [3, 2],
    ]);
  });

  it("keeps a query's ranking for the TTL, and shows today's prices", async () => {
    const { search, state, calls, at } = setUp([headphones(1, 100)]);
    await search.search("hörlurar", "se", 8);
    state.products = [headphones(1, 90)];
    at(RANKING_TTL_MS - 1);
    const kept = await search.search("hörlurar", "se", 8, { offset: 0 });
    expect(calls.match).toBe(1);
    expect(kept.products[0]?.price).toBe(90);
    at(RANKING_TTL_MS);
    await search.search("hörlurar", "se", 8);
    expect(calls.match).toBe(2);
    search.forget();
    await search.search("hörlurar", "se", 8);
    expect(calls.match).toBe(3);
  });

  it("tags a results page to be kept no longer than its ranking, and dropped when forgotten", async () => {
    const { search, at } = setUp([headphones(1)]);
    let forgotten = 0;
    search.onForget(() => (forgotten += 1));
    at(1_000);
    // Asked for the first time: its page is not kept (most searches are asked once).
    const [, first] = await collectPageTags(() => search.search("hörlurar", "se", 8));
    expect(first.keepMs).toBe(0);
    expect([...first.scopes]).toEqual([SEARCH_SCOPE]);
    const [, again] = await collectPageTags(() => search.search("hörlurar", "se", 8));
    expect(again.keepMs).toBe(RANKING_TTL_MS);
    // Past its time, asked again: the new ranking's page is kept for all of it.
    at(1_000 + RANKING_TTL_MS);
    const [, renewed] = await collectPageTags(() => search.search("hörlurar", "se", 8));
    expect(renewed.keepMs).toBe(RANKING_TTL_MS);
    search.forget();
    expect(forgotten).toBe(1);
    const [, afterForgetting] = await collectPageTags(() => search.search("hörlurar", "se", 8));
    expect(afterForgetting.keepMs).toBe(0);
    at(1_000 + RANKING_TTL_MS + 2_000);
    const [, older] = await collectPageTags(() => search.search("hörlurar", "se", 8));
    expect(older.keepMs).toBe(RANKING_TTL_MS - 2_000);
    const [, none] = await collectPageTags(() => search.search("", "se", 8));
    expect(none).toEqual({ products: new Set(), scopes: new Set(), keepMs: Infinity });
  });

  it("keeps a ranking asked again while the long tail of searches asked once passes", async () => {
    const { search, calls } = setUp([headphones(1)]);
    await search.search("hörlurar", "se", 8);
    for (let n = 1; n < MAX_KEPT_RANKINGS; n += 1) await search.search(`hörlurar ${n}`, "se", 8);
    await search.search("hörlurar", "se", 8);
    const asked = calls.match;
    // Two more asked once: the oldest of those asked once go, not the one asked again.
    await search.search("hörlurar extra", "se", 8);
    await search.search("hörlurar extra 2", "se", 8);
    await search.search("hörlurar", "se", 8);
    expect(calls.match).toBe(asked + 2);
    await search.search("hörlurar 1", "se", 8);
    expect(calls.match).toBe(asked + 3);
  });

  it("keeps the rankings asked again however many searches are then asked once", async () => {
    const { search, calls } = setUp([headphones(1)]);
    await search.search("hörlurar", "se", 8);
    await search.search("hörlurar", "se", 8);
    for (let n = 1; n <= 3 * MAX_KEPT_RANKINGS; n += 1) await search.search(`ny ${n}`, "se", 8);
    const asked = calls.match;
    await search.search("hörlurar", "se", 8);
    expect(calls.match).toBe(asked);
  });

  it("leaves out products gone since the ranking was made", async () => {
    const { search, state } = setUp([headphones(1)]);
    await search.search("hörlurar", "se", 8);
    state.products = [];
    expect((await search.search("hörlurar", "se", 8)).products).toEqual([]);
  });

  it("does not ask the engine for an empty query", async () => {
    const { search, calls } = setUp([headphones(1)]);
    expect(await search.search("", "se", 8)).toEqual({
      total: 0,
      products: [],
      ranked: 0,
      approximate: false,
    });
    expect(calls.match).toBe(0);
  });

  it("does not keep a failed lookup", async () => {
    const { search, state } = setUp([headphones(1)]);
    state.fail = true;
    await expect(search.search("hörlurar", "se", 8)).rejects.toThrow("database down");
    state.fail = false;
    expect((await search.search("hörlurar", "se", 8)).total).toBe(1);
  });

  it("takes the ranking from an engine that ranks where it reads", async () => {
    const products = [headphones(1), headphones(2), headphones(3)];
    const { engine, calls } = memorySearchEngine(() => products);
    const asked: unknown[] = [];
    const search = createCatalogueSearch({
      engine: {
        ...engine,
        rank: (query, language, filter) => {
          asked.push([query, language, filter]);
          return Promise.resolve({ total: 3, ids: [1, 3], approximate: false });
        },
      },
      catalogue: {
        byIds: (ids) => Promise.resolve(ids.map((id) => products.find((it) => it.id === id)!)),
      },
    });
    const results = await search.search("hörlurar", "en", 8, { filter: { brand: "Sony" } });
    expect(results.products.map((product) => product.id)).toEqual([1, 3]);
    expect(results).toMatchObject({ total: 3, ranked: 2 });
    expect(asked).toEqual([["hörlurar", "en", { brand: "Sony" }]]);
    expect(calls.match).toBe(0);
  });
});
