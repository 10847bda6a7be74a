import pg from "pg";

const { TypeOverrides, types } = pg;

/**
 * Column parsers for this package's connections only (pg's global `types` is left alone):
 *
 * - int8 (bigint, count(*), bigserial) becomes a number while it is a safe integer. Beyond
 *   2^53 it becomes a bigint rather than a rounded number or pg's default string, so mixing
 *   it with numbers throws instead of computing something wrong.
 * - timestamptz becomes ISO 8601 UTC text with milliseconds, the same string SQLite's
 *   timestamp columns hold (see timestamp.ts), so apps see one type on both dialects.
 *   Microseconds are dropped. ±infinity is returned as PostgreSQL spells it.
 *
 * numeric stays a string (exact decimals have no JavaScript number); amounts are meant to be
 * stored as integers of the smallest unit.
 */
export function createPostgresTypeParsers(): pg.CustomTypesConfig {
  const overrides = new TypeOverrides();
  overrides.setTypeParser(types.builtins.INT8, "text", parseInt8);
  overrides.setTypeParser(types.builtins.TIMESTAMPTZ, "text", parseTimestamptz);
  return overrides;
}

export function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

const parseDefaultTimestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ, "text") as (
  text: string,
) => unknown;

export function parseTimestamptz(text: string): string {
  const value = parseDefaultTimestamptz(text);
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : text;
}
