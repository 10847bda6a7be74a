import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, type Database } from "@kretsbutiken/database";
import { leaseSchema, type SchemaLease } from "@kretsbutiken/database/testing";
import { afterAll, beforeEach, onTestFinished } from "vitest";
import { openShopDatabase } from "../server/database/open-shop-database.ts";
import { shopMigrations } from "../server/database/migrations.ts";
import type { ShopDatabase } from "../server/database/schema.ts";

export type Dialect = "sqlite" | "postgres";

/**
 * The two dialects the shop's storage runs on. SQLite always runs (in memory); PostgreSQL
 * runs when DATABASE_URL is a postgres:// URL, otherwise its tests are skipped with the reason.
 */
export function dialects(
  databaseUrl = process.env.DATABASE_URL,
): { dialect: Dialect; skip?: string }[] {
  const postgres = databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl);
  return [
    { dialect: "sqlite" },
    { dialect: "postgres", ...(postgres ? {} : { skip: "DATABASE_URL is not a postgres:// URL" }) },
  ];
}

/**
 * Databases for one test file. `open()` gives the shop's database at the latest migration:
 * a SQLite file in a temp directory, or a PostgreSQL schema leased from the pool the suites
 * share (@kretsbutiken/database/testing), emptied for the test and given back when it ends.
 * `place()` is a new, empty place (t_shop_<random> on PostgreSQL), for tests of migrating one.
 * Everything is removed or given back afterwards, so tests never see each other's rows.
 */
export function useShopTestDatabases({ dialect, skip }: { dialect: Dialect; skip?: string }) {
  const opened: Database<ShopDatabase>[] = [];
  const schemas: string[] = [];
  const leases: SchemaLease[] = [];
  let dir: string | undefined;
  if (skip) beforeEach((ctx) => ctx.skip(skip));
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.destroy()));
    await Promise.all(leases.map((lease) => lease.release()));
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (schemas.length === 0) return;
    const admin = createDatabase({
      name: "shop_test_cleanup",
      databaseUrl: process.env.DATABASE_URL,
    });
    try {
      for (const schema of schemas)
        await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    } finally {
      await admin.destroy();
    }
  });
  return {
    /** Options for openShopDatabase / createDatabase pointing at a new, empty place. */
    place(): { url: string | undefined; sqlitePath: string | undefined; schema: string } {
      const id = randomBytes(5).toString("hex");
      if (dialect === "sqlite") {
        dir ??= mkdtempSync(join(tmpdir(), "kretsbutiken-shop-"));
        return { url: undefined, sqlitePath: join(dir, `${id}.sqlite`), schema: "shop" };
      }
      const schema = `t_shop_${id}`;
      schemas.push(schema);
      return { url: process.env.DATABASE_URL, sqlitePath: undefined, schema };
    },
    track(database: Database<ShopDatabase>): Database<ShopDatabase> {
      opened.push(database);
      return database;
    },
    /**
     * The shop's database, migrated. Opened in a test (or its beforeEach), it is closed and its
     * schema given back when that test ends; opened in a beforeAll, when the file ends.
     */
    async open(): Promise<Database<ShopDatabase>> {
      const databaseUrl = process.env.DATABASE_URL;
      if (dialect === "sqlite" || !databaseUrl)
        return this.track(await openShopDatabase(this.place()));
      const lease = await leaseSchema({ app: "shop", migrations: shopMigrations, databaseUrl });
      let database: Database<ShopDatabase>;
      try {
        database = await openShopDatabase({
          url: databaseUrl,
          sqlitePath: undefined,
          schema: lease.schema,
        });
      } catch (error) {
        await lease.release();
        throw error;
      }
      if (
        !endWithTest(async () => {
          await database.destroy();
          await lease.release();
        })
      ) {
        opened.push(database);
        leases.push(lease);
      }
      return database;
    },
  };
}

/** Runs `end` when the current test finishes; false outside a test. */
function endWithTest(end: () => Promise<void>): boolean {
  try {
    onTestFinished(end);
    return true;
  } catch {
    return false;
  }
}
