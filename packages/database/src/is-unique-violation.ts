import Database from "better-sqlite3";
import pg from "pg";

// PostgreSQL's unique_violation covers primary keys too; SQLite reports them apart.
const SQLITE_UNIQUE = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);
const POSTGRES_UNIQUE = "23505";
// Enough for an app's own wrapping around a driver error; stops a cyclic cause chain.
const MAX_CAUSES = 5;

/**
 * Whether an insert or update failed on a unique index or primary key, on either dialect.
 * Lets an app insert and catch ("email already taken") instead of checking first, which
 * would race with a concurrent insert. Follows `cause` through wrapping errors.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (current instanceof Database.SqliteError && SQLITE_UNIQUE.has(current.code)) return true;
    if (current instanceof pg.DatabaseError && current.code === POSTGRES_UNIQUE) return true;
    current = current.cause;
  }
  return false;
}
