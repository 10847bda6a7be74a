// A page's reads cost the same however large the catalogue (issue 37, decision record 0049):
// the statements a product page and a listing page run are the same in number at 231 and at
// 2,231 products, and on SQLite none reads a table whole. A listing's counts (facets, totals,
// price bounds: count, min, max, group by) read their scope's index entries, which grow with
// the scope; they are kept 10 s (cached-catalogue.ts) and left out of the plan check.
import { CompiledQuery, type Kysely, type KyselyPlugin } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalogue/listing-query.ts";
import { scaled } from "../../../../scripts/time-scale.ts";
import { useShopTestDatabases } from "../../test-support/test-database.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { createCachedCatalogue } from "./cached-catalogue.ts";
import { generateArticles } from "./large-catalogue/generate-articles.ts";
import { insertArticles } from "./large-catalogue/insert-articles.ts";
import { seedProducts } from "./seed/index.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

const NOW = new Date("2026-11-29T12:00:00.000Z");
const FEED = /catalogue_changes|catalogue_version/;
const COUNTING = /count\(|min\(|max\(|group by|select distinct/i;

/** The database, and the SELECT statements run through `traced` since the last `take()`. */
function tracing(db: Kysely<ShopDatabase>) {
  let statements: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery(args) {
      const compiled = db.getExecutor().compileQuery(args.node, args.queryId);
      if (/^\s*select/i.test(compiled.sql)) statements.push(compiled);
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return {
    traced: db.withPlugin(recorder),
    take: () => {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

/** What a product page and a listing page read, as their loaders read it. */
async function pageReads(db: Kysely<ShopDatabase>, productId: number) {
  // A short check interval would read the feed again; these reads are the pages' alone.
  const pages = createCachedCatalogue(db, { checkEveryMs: 60_000, clock: () => NOW });
  await pages.fresh();
  return async () => {
    const product = await pages.byId(productId);
    if (!product) throw new Error(`no product ${productId}`);
    await pages.related(product, 6);
    await pages.bundlePartners(product);
    await pages.listing(
      { kind: "category", path: "/apple/iphone" },
      { ...EMPTY_QUERY, page: 2 },
      { perPage: 12 },
    );
    await pages.listing({ kind: "all" }, { ...EMPTY_QUERY, sort: "priceAsc" }, { perPage: 12 });
    await pages.shelf({ kind: "all" }, "popular", 8);
    await pages.productPaths(0, 100);
  };
}

/** EXPLAIN QUERY PLAN's lines for a statement. */
async function plan(db: Kysely<ShopDatabase>, statement: CompiledQuery): Promise<string[]> {
  const result = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
  );
  return result.rows.map((row) => row.detail);
}

describe("a page's reads on a growing catalogue (SQLite)", () => {
  const databases = useShopTestDatabases({ dialect: "sqlite" });

  it(
    "run as many statements at 2,231 products as at 231, none reading a table whole",
    { timeout: scaled(30_000) },
    async () => {
      const { db } = await databases.open();
      await seedCatalogue(db, seedProducts, NOW);
      const iphone = 1001;
      const { traced, take } = tracing(db);

      await (
        await pageReads(traced, iphone)
      )();
      const small = take();

      await insertArticles(
        db,
        generateArticles({ base: seedProducts, count: 2000, firstId: 100_000 }),
        { now: NOW },
      );
      await (
        await pageReads(traced, iphone)
      )();
      const large = take().filter((statement) => !FEED.test(statement.sql));

      expect(large.length).toBeGreaterThan(5);
      expect(large.length).toBe(small.filter((statement) => !FEED.test(statement.sql)).length);
      const reads = large.filter((statement) => !COUNTING.test(statement.sql));
      const plans = await Promise.all(reads.map((statement) => plan(db, statement)));
      // A table read whole is "SCAN <table or alias>" with no index after it.
      const wholeTables = plans.flat().filter((line) => /^SCAN \w+$/.test(line));
      expect(plans.length).toBeGreaterThan(5);
      expect(wholeTables).toEqual([]);
    },
  );
});
