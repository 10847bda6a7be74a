import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { SqliteAdapter, SqliteDialect, type DialectAdapter } from "kysely";
import { MEMORY } from "./config.ts";

// How long a write waits for another process's write lock before failing with SQLITE_BUSY;
// covers a second instance or a migration running on the same file.
const BUSY_TIMEOUT_MS = 5_000;

/**
 * SQLite through better-sqlite3. The file (and its directory) is opened on the first query,
 * not here, so that creating a database object touches no disk.
 */
export function createSqliteDialect(path: string): SqliteDialect {
  return new TransactionalDdlSqliteDialect({
    database: async () => {
      if (path !== MEMORY) await mkdir(dirname(path), { recursive: true });
      const sqlite = new Database(path, { timeout: BUSY_TIMEOUT_MS });
      try {
        // WAL lets readers carry on while one writer writes; the default rollback journal
        // blocks them. An in-memory database ignores it and stays "memory".
        sqlite.pragma("journal_mode = WAL");
        // Off by default in SQLite for backwards compatibility; our schemas rely on them.
        sqlite.pragma("foreign_keys = ON");
        return sqlite;
      } catch (error) {
        sqlite.close();
        throw error;
      }
    },
  });
}

/**
 * Kysely's SqliteAdapter says SQLite has no transactional DDL, so its Migrator would run
 * migrations without a transaction and leave a failed run half applied. SQLite does roll
 * back CREATE, ALTER and DROP; saying so makes a run all-or-nothing, as on PostgreSQL. The
 * cost: a migration cannot switch `PRAGMA foreign_keys` (a no-op inside a transaction);
 * table rebuilds use `PRAGMA defer_foreign_keys = ON` instead.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
