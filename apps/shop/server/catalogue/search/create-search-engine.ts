// The search engine for the shop's database: FTS5 on SQLite, tsvector and pg_trgm on
// PostgreSQL (decision record 0050).
import type { Database } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { createPostgresSearchEngine } from "./postgres-search-engine.ts";
import type { SearchEngine } from "./search-engine.ts";
import { createSqliteSearchEngine } from "./sqlite-search-engine.ts";

export function createSearchEngine(database: Database<ShopDatabase>): SearchEngine {
  return database.dialect === "sqlite"
    ? createSqliteSearchEngine(database.db)
    : createPostgresSearchEngine(database.db);
}
