// The search engine: an external one when SEARCH_URL names it (SphinxQL: Sphinx or Manticore,
// decision record 0053), else the shop's database's own: FTS5 on SQLite, tsvector and pg_trgm
// on PostgreSQL (decision record 0050). On a SQLite file the reads run in a worker thread
// (worker-search-engine.ts); an in-memory database has no file another connection could open.
import type { Database } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { createPostgresSearchEngine } from "./postgres-search-engine.ts";
import type { SearchEngine } from "./search-engine.ts";
import { createSphinxqlSearchEngine } from "./sphinxql-search-engine.ts";
import { createSqliteSearchEngine } from "./sqlite-search-engine.ts";
import { createWorkerSearchEngine } from "./worker-search-engine.ts";

export interface SearchEngineOptions {
  /** The database's SQLite file, whose reads then go to a thread of their own. */
  sqliteFile?: string;
  /** SEARCH_URL: the external engine's index (sphinxql://host:port/index). */
  searchUrl?: string;
}

export interface ClosableSearchEngine extends SearchEngine {
  /** Lets go of what the engine holds open (an external engine's connections). */
  close(): Promise<void>;
}

export function createSearchEngine(
  database: Database<ShopDatabase>,
  { sqliteFile, searchUrl }: SearchEngineOptions = {},
): ClosableSearchEngine {
  if (searchUrl) return createSphinxqlSearchEngine(searchUrl, database.db);
  if (database.dialect !== "sqlite") return closable(createPostgresSearchEngine(database.db));
  const engine = createSqliteSearchEngine(database.db);
  return sqliteFile ? createWorkerSearchEngine(sqliteFile, engine) : closable(engine);
}

const closable = (engine: SearchEngine): ClosableSearchEngine => ({
  ...engine,
  close: () => Promise.resolve(),
});
