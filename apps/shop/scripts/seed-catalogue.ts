// Grows the shop's catalogue to a real shop's size, for load tests and for seeing the shop with
// many products:
//   npm run seed:catalogue -- --products 100000 [--seed 37]
// The demo catalogue first (if the catalogue is empty), then generated spare parts and
// accessories for its devices (server/catalogue/large-catalogue/) until it holds that many
// products. Run again with a larger number to grow it further: the same seed continues the same
// sequence. Uses the shop's own configuration (DATABASE_URL or the SQLite file, SEARCH_URL), as
// `npm start`.
// The new products are indexed for search here too, so a shop started on the grown catalogue
// has nothing queued (search-sync.ts would otherwise work through the queue while serving).
// On PostgreSQL the tables are vacuumed and analyzed afterwards.
import { parseArgs } from "node:util";
import { sql, type Kysely } from "@kretsbutiken/database";
import { generateArticles } from "../server/catalogue/large-catalogue/generate-articles.ts";
import { insertArticles } from "../server/catalogue/large-catalogue/insert-articles.ts";
import { createSearchEngine } from "../server/catalogue/search/create-search-engine.ts";
import { createSearchSync } from "../server/catalogue/search/search-sync.ts";
import { seedCatalogue } from "../server/catalogue/seed-catalogue.ts";
import { seedProducts } from "../server/catalogue/seed/index.ts";
import { readShopConfig } from "../server/config.ts";
import { openShopDatabase } from "../server/database/open-shop-database.ts";
import type { ShopDatabase } from "../server/database/schema.ts";

/** Generated articles have ids from here on, far above the demo catalogue's. */
export const FIRST_ARTICLE_ID = 100_000;
const USAGE = "usage: npm run seed:catalogue -- --products <total> [--seed <number>]";

const { values } = parseArgs({
  options: { products: { type: "string" }, seed: { type: "string", default: "37" } },
});
const total = Number(values.products);
const seed = Number(values.seed);
if (!Number.isSafeInteger(total) || total < 1 || !Number.isSafeInteger(seed)) {
  console.error(USAGE);
  process.exit(2);
}

/**
 * After a bulk load on PostgreSQL, what autovacuum would do some time later (and never does
 * where it is switched off): statistics for the planner, and the visibility map that lets the
 * search read products from an index alone. Without it a broad word took twice as long.
 */
async function vacuumAndAnalyze(db: Kysely<ShopDatabase>): Promise<void> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  for (const { name } of tables.rows) await sql`vacuum (analyze) ${sql.id(name)}`.execute(db);
}

const config = readShopConfig(process.env, { servesShoppers: false });
const database = await openShopDatabase(config.database);
// The engine the shop searches (SEARCH_URL's, else the database's): whichever takes the queue
// must be the one searched, or the other never sees these products.
const engine = createSearchEngine(database, { searchUrl: config.searchUrl });
try {
  const { db } = database;
  await seedCatalogue(db, seedProducts);
  const count = async (fromId = 0) =>
    Number(
      (
        await db
          .selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("id", ">=", fromId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  if (before >= total) {
    console.log(`the catalogue already holds ${before} products`);
  } else {
    const generated = await count(FIRST_ARTICLE_ID);
    const sequence = generateArticles({
      base: seedProducts,
      count: generated + (total - before),
      firstId: FIRST_ARTICLE_ID,
      seed,
    });
    const started = performance.now();
    const fresh = (function* () {
      let index = 0;
      for (const article of sequence) if (index++ >= generated) yield article;
    })();
    const added = await insertArticles(db, fresh, {
      onBatch: (n) => {
        if (n % 10_000 === 0) console.log(`… ${n} added`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`added ${added} products in ${seconds} s: the catalogue holds ${before + added}`);
  }
  const indexing = performance.now();
  const sync = createSearchSync(db, engine);
  await sync.fillWhenEmpty();
  const indexed = await sync.syncAll();
  if (indexed > 0) {
    const seconds = ((performance.now() - indexing) / 1000).toFixed(1);
    console.log(`indexed ${indexed} products for search in ${seconds} s`);
  }
  if (database.dialect === "postgres") await vacuumAndAnalyze(db);
} finally {
  await engine.close();
  await database.destroy();
}
