// The search engine for the shop's database: FTS5 on SQLite, tsvector and pg_trgm on
// PostgreSQL (decision record 0050). On a SQLite file the reads run in a worker thread
// (worker-search-engine.ts); an in-memory database has no file another connection could open.
import type { Database } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { createPostgresSearchEngine } from "./postgres-search-engine.ts";
import type { SearchEngine } from "./search-engine.ts";
import { createSqliteSearchEngine } from "./sqlite-search-engine.ts";
import { createWorkerSearchEngine } from "./worker-search-engine.ts";

/** `sqliteFile`: the database's SQLite file, whose reads then go to a thread of their own. */
export function createSearchEngine(
  database: Database<ShopDatabase>,
  { sqliteFile }: { sqliteFile?: string } = {},
): SearchEngine {
  if (database.dialect !== "sqlite") return createPostgresSearchEngine(database.db);
  const engine = createSqliteSearchEngine(database.db);
  return sqliteFile ? createWorkerSearchEngine(sqliteFile, engine) : engine;
}
