import { createDatabase, migrateToLatest, type Database } from "@kretsbutiken/database";
import type { ShopConfig } from "../config.ts";
import { shopMigrations } from "./migrations.ts";
import type { ShopDatabase } from "./schema.ts";

/**
 * Opens the shop's database (SQLite under ./data by default, PostgreSQL schema "shop" with
 * DATABASE_URL) and brings its schema up to date. Called once, from the server entry.
 * PostgreSQL waits `timeoutMs` (DATABASE_TIMEOUT_MS) for a connection and for each statement.
 */
export async function openShopDatabase(
  options: Omit<ShopConfig["database"], "timeoutMs"> & { timeoutMs?: number },
): Promise<Database<ShopDatabase>> {
  const database = createDatabase<ShopDatabase>({
    name: "shop",
    databaseUrl: options.url,
    sqlitePath: options.sqlitePath,
    schema: options.schema,
    timeoutMs: options.timeoutMs,
  });
  try {
    await migrateToLatest(database, shopMigrations, { app: "shop" });
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return database;
}
