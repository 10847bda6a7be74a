// Search at a catalogue's size, in process (no HTTP, no page): how long indexing the whole
// catalogue takes (after `npm run seed:catalogue`, every product is queued for search), then
// per query the median and p99 time of a search — count, ranking of at most 480 candidates,
// the page's 48 products read by id — with the ranking cache off, and the facets alone.
// Uses the shop's configuration (DATABASE_URL or SHOP_SQLITE_PATH), as the seed does:
//   SHOP_SQLITE_PATH=/tmp/shop-100k.sqlite npm run seed:catalogue -- --products 100000
//   SHOP_SQLITE_PATH=/tmp/shop-100k.sqlite node bench/search-scale.ts [--rounds 50]
import { parseArgs } from "node:util";
import { createCatalogue } from "../apps/shop/server/catalogue/catalogue.ts";
import { createCatalogueSearch } from "../apps/shop/server/catalogue/catalogue-search.ts";
import { createSearchEngine } from "../apps/shop/server/catalogue/search/create-search-engine.ts";
import { createSearchSync } from "../apps/shop/server/catalogue/search/search-sync.ts";
import { queryWords } from "../apps/shop/domain/search/search-products.ts";
import { readShopConfig } from "../apps/shop/server/config.ts";
import { openShopDatabase } from "../apps/shop/server/database/open-shop-database.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "50" } } });
const rounds = Number(values.rounds);
const QUERIES = ["iphone", "laddare", "skal iphone 15", "hörl", "kabel usb-c", "hörlruar", "zzqx"];

const database = await openShopDatabase(
  readShopConfig(process.env, { servesShoppers: false }).database,
);
try {
  const engine = createSearchEngine(database);
  const sync = createSearchSync(database.db, engine);
  const started = performance.now();
  const indexed = await sync.syncAll();
  console.log(
    `indexed ${indexed} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const { n } = await database.db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  console.log(`${String(n)} products, ${database.dialect}, ${rounds} rounds per query`);
  const search = createCatalogueSearch({ engine, catalogue: createCatalogue(database.db) });

  const timed = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      search.forget();
      const at = performance.now();
      await run();
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
    return `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`;
  };
  for (const query of QUERIES) {
    const found = await search.search(query, "se", 48);
    const page = await timed(() => search.search(query, "se", 48));
    const facets = await timed(() => engine.facets({ words: queryWords(query), filter: {} }));
    const kind = found.approximate ? "near spellings" : "hits";
    console.log(`"${query}": ${found.total} ${kind}; page ${page}; facets ${facets}`);
  }
} finally {
  await database.destroy();
}
