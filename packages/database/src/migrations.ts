import { setTimeout as delay } from "node:timers/promises";
import { inspect } from "node:util";
import { sql, type Kysely } from "kysely";
import {
  Migrator,
  type MigrationProvider,
  type MigrationResultSet,
  type Migration as KyselyMigration,
} from "kysely/migration";
import type { Dialect } from "./config.ts";
import type { Database } from "./create-database.ts";
import { DatabaseConfigError, MigrationError, type MigrationDirection } from "./errors.ts";

export interface MigrationContext {
  /** For the few statements that differ, e.g. timestampType(dialect) and now(dialect). */
  readonly dialect: Dialect;
}

/**
 * One step of an app's schema. `db` is untyped on purpose: a migration runs against the
 * schema as it was when the migration was written, not against today's DB interface.
 * A plain Kysely migration (`up(db)`) fits too.
 */
export interface Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  up(db: Kysely<any>, context: MigrationContext): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  down?(db: Kysely<any>, context: MigrationContext): Promise<void>;
}

/**
 * Name → migration, given in code rather than found on disk, so bundled or type-stripped
 * apps carry their migrations with them. Names run in string order: prefix them with a
 * sortable date or number ("2025-11-22-create-users").
 */
export type Migrations = Readonly<Record<string, Migration>>;

export interface MigrateOptions {
  /** Prefixes the bookkeeping tables (`<app>_migrations`), so apps can share a database. */
  readonly app: string;
}

const APP = /^[a-z][a-z0-9_]*$/;

/**
 * Applies the pending migrations in one transaction (both dialects have transactional DDL)
 * and returns their names; none pending returns []. On failure nothing of this run stays
 * applied and a MigrationError names the migration that threw.
 */
export async function migrateToLatest<DB>(
  database: Database<DB>,
  migrations: Migrations,
  options: MigrateOptions,
): Promise<string[]> {
  if (await upToDate(database, migrations, options.app)) return [];
  const migrator = await createMigrator(database, migrations, options.app, "up");
  return namesOrThrow(
    await retryVanishedSchema(() => migrator.migrateToLatest()),
    options.app,
    "up",
  );
}

/** Reverts the latest applied migration and returns its name ([] when none is applied). */
export async function migrateDown<DB>(
  database: Database<DB>,
  migrations: Migrations,
  options: MigrateOptions,
): Promise<string[]> {
  const migrator = await createMigrator(database, migrations, options.app, "down");
  return namesOrThrow(await retryVanishedSchema(() => migrator.migrateDown()), options.app, "down");
}

/**
 * Whether the bookkeeping table already records exactly these migrations: one query, where
 * Kysely's migrator would first list every schema's tables and sequences (tens of milliseconds
 * on PostgreSQL, more the more schemas the database holds) on every start of every instance.
 * Anything else (no table yet, a migration pending, one recorded that the code lacks) goes
 * to the migrator, which takes its lock and decides.
 */
async function upToDate<DB>(
  database: Database<DB>,
  migrations: Migrations,
  app: string,
): Promise<boolean> {
  const table = `${app}_migrations`;
  // Without a schema PostgreSQL would find the table wherever search_path does, while the
  // migrator keeps it in current_schema(): only the migrator can tell there.
  if (database.dialect === "postgres" && database.schema === undefined) return false;
  const query = sql<{ name: string }>`select name from ${
    database.schema === undefined ? sql.table(table) : sql.table(`${database.schema}.${table}`)
  }`;
  let recorded: string[];
  try {
    recorded = (await query.execute(database.db)).rows.map((row) => row.name);
  } catch {
    return false;
  }
  const wanted = new Set(Object.keys(migrations));
  return recorded.length === wanted.size && recorded.every((name) => wanted.has(name));
}

const SETUP_ATTEMPTS = 8;
// PostgreSQL's codes for a schema or a table that does not exist (any more).
const VANISHED = new Set(["3F000", "42P01"]);

/**
 * Before it runs a migration, Kysely looks for its own tables by listing every schema's tables
 * and asking each one's serial sequence: a schema another process drops in between (tests drop
 * theirs; so may another app sharing the database) fails that look with "schema … does not
 * exist". No migration has run then (Kysely reports no results), so the run is tried again,
 * a little later each time.
 */
async function retryVanishedSchema(
  run: () => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const result = await run();
    const code = (result.error as { code?: unknown } | undefined)?.code;
    const beforeAnyMigration = result.results === undefined;
    if (attempt >= SETUP_ATTEMPTS || !beforeAnyMigration || !VANISHED.has(String(code))) {
      return result;
    }
    await delay(10 * attempt);
  }
}

async function createMigrator<DB>(
  database: Database<DB>,
  migrations: Migrations,
  app: string,
  direction: MigrationDirection,
): Promise<Migrator> {
  if (!APP.test(app)) throw new DatabaseConfigError("app", `"${app}" must match ${String(APP)}`);
  const context: MigrationContext = { dialect: database.dialect };
  const provider: MigrationProvider = {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(migrations).map(([name, migration]) => [name, adapt(migration, context)]),
        ),
      ),
  };
  return new Migrator({
    db: database.db,
    provider,
    migrationTableName: `${app}_migrations`,
    migrationLockTableName: `${app}_migrations_lock`,
    migrationTableSchema: await bookkeepingSchema(database, app, direction),
  });
}

/** Kysely calls `up(db)`; ours also get the context. */
function adapt(migration: Migration, context: MigrationContext): KyselyMigration {
  const down = migration.down?.bind(migration);
  return {
    up: (db) => migration.up(db, context),
    ...(down && { down: (db: Kysely<unknown>) => down(db, context) }),
  };
}

/**
 * On PostgreSQL the bookkeeping tables are pinned to the connection's schema: Kysely looks
 * for an existing migrations table across every schema unless told one, so a second test
 * schema (or app schema) holding `<app>_migrations` would fool it.
 */
async function bookkeepingSchema<DB>(
  database: Database<DB>,
  app: string,
  direction: MigrationDirection,
): Promise<string | undefined> {
  if (database.dialect === "sqlite") return undefined;
  if (database.schema !== undefined) return database.schema;
  const fail = (message: string, cause?: unknown) =>
    new MigrationError({ app, direction, migrationName: undefined, message, cause });
  let schema: string | null | undefined;
  try {
    const query = sql<{ schema: string | null }>`select current_schema() as schema`;
    schema = (await query.execute(database.db)).rows[0]?.schema;
  } catch (cause) {
    throw fail("could not read current_schema()", cause);
  }
  if (!schema) throw fail("no schema on the search_path exists; pass `schema` to createDatabase");
  return schema;
}

function namesOrThrow(
  { error, results = [] }: MigrationResultSet,
  app: string,
  direction: MigrationDirection,
): string[] {
  if (error !== undefined) {
    const failed = results.find((result) => result.status === "Error")?.migrationName;
    const message = error instanceof Error ? error.message : inspect(error);
    throw new MigrationError({
      app,
      direction,
      migrationName: failed,
      message: `${message}; nothing of this run was applied`,
      cause: error,
    });
  }
  // Kysely skips a migration without `down` silently; reverting it must not look done.
  const skipped = results.find((result) => result.status === "NotExecuted")?.migrationName;
  if (skipped !== undefined) {
    throw new MigrationError({ app, direction, migrationName: skipped, message: "it has no down" });
  }
  return results.map((result) => result.migrationName);
}
