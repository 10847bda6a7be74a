// Stock changing while a benchmark runs, as orders on other instances change it: a steady
// number of changes a second, each one product's stock moved by one in a transaction of its
// own that also does what every order does to tell the shop's instances (bumpCatalogueVersion).
// Written from the benchmark's process over its own connection, never through the shop under
// test, so the shop only sees what another instance's orders would leave in the database.
import { createDatabase, sql, type Kysely } from "@kretsbutiken/database";
import { bumpCatalogueVersion } from "../apps/shop/server/catalogue/catalogue-version.ts";
import type { ShopDatabase } from "../apps/shop/server/database/schema.ts";

/** Where the shop's tables are: its SQLite file, or a PostgreSQL URL and schema. */
export type StockDatabase = { sqlitePath?: string; databaseUrl?: string; schema?: string };

export interface StockChanges {
  /** Changes made so far. */
  readonly made: number;
  stop(): Promise<void>;
}

function stockOf(db: Kysely<ShopDatabase>, productId: number): Promise<number> {
  return db
    .selectFrom("products")
    .select("in_stock")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.in_stock));
}

/** A product's stock in the database now. */
export async function readStock(where: StockDatabase, productId: number): Promise<number> {
  const database = createDatabase<ShopDatabase>({ name: "bench_stock", ...where });
  try {
    return await stockOf(database.db, productId);
  } finally {
    await database.destroy();
  }
}

/** Moves one product's stock by `step` (not below 0); resolves to its stock after. */
function change(db: Kysely<ShopDatabase>, productId: number, step: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("products")
      .set({
        in_stock: sql<number>`case when in_stock + ${step} < 0 then 0 else in_stock + ${step} end`,
      })
      .where("id", "=", productId)
      .execute();
    await bumpCatalogueVersion(trx, [productId]);
    return stockOf(trx, productId);
  });
}

/** One change of one product's stock by `step`, as another instance's order makes it. */
export async function changeStockOnce(
  where: StockDatabase,
  productId: number,
  step: number,
): Promise<number> {
  const database = createDatabase<ShopDatabase>({ name: "bench_stock", ...where });
  try {
    return await change(database.db, productId, step);
  } finally {
    await database.destroy();
  }
}

export function startStockChanges(
  where: StockDatabase,
  { perSecond, productIds }: { perSecond: number; productIds: readonly number[] },
): StockChanges {
  const database = createDatabase<ShopDatabase>({ name: "bench_stock", ...where });
  let made = 0;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    const productId = productIds[made % productIds.length]!;
    // Down on even changes, up on odd ones: a product's stock stays where it was on average.
    const step = made % 2 === 0 ? -1 : 1;
    made += 1;
    running = running.then(async () => {
      await change(database.db, productId, step);
    });
  }, 1000 / perSecond);
  return {
    get made() {
      return made;
    },
    async stop() {
      clearInterval(timer);
      await running;
      await database.destroy();
    },
  };
}
