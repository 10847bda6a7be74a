import { sql, type RawBuilder } from "kysely";
import type { Dialect } from "./config.ts";

/**
 * An instant as ISO 8601 UTC text with milliseconds, `Date#toISOString()`'s format
 * ("2025-11-22T09:30:00.000Z"). Timestamp columns hold and return this on both dialects:
 * SQLite has no date type and better-sqlite3 cannot bind a Date, and our pg connections
 * turn timestamptz into this string (postgres-type-parsers.ts). Write values in exactly
 * this format: on SQLite, comparisons and ORDER BY are comparisons of the text.
 */
export type IsoTimestamp = string;

/** The column type for an IsoTimestamp: a real timestamptz on PostgreSQL, text on SQLite. */
export function timestampType(dialect: Dialect): "timestamptz" | "text" {
  return dialect === "postgres" ? "timestamptz" : "text";
}

/**
 * The current instant as SQL, for a column default or a query. PostgreSQL's now() is the
 * start of the transaction; SQLite's is the start of the statement. SQLite accepts an
 * expression default only in parentheses, and not at all in ALTER TABLE ADD COLUMN.
 */
export function now(dialect: Dialect): RawBuilder<IsoTimestamp> {
  return dialect === "postgres"
    ? sql<IsoTimestamp>`now()`
    : sql<IsoTimestamp>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
