// Throwaway auth databases for tests: a temp SQLite file, or (when DATABASE_URL is set) a
// PostgreSQL schema at the latest migration, leased from the shared pool and emptied for the
// test. Migrated to the latest schema.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createDatabase,
  migrateToLatest,
  type Database,
  type Dialect,
} from "@kretsbutiken/database";
import { leaseSchema } from "@kretsbutiken/database/testing";
import { authMigrations } from "../src/db/migrations.ts";
import type { AuthDatabase } from "../src/db/schema.ts";

export interface DialectCase {
  dialect: Dialect;
  /** Why the case cannot run here; pass it to `ctx.skip` so the report shows it. */
  skipReason: string | undefined;
}

export function dialectCases(): DialectCase[] {
  const url = process.env.DATABASE_URL?.trim();
  return [
    { dialect: "sqlite", skipReason: undefined },
    {
      dialect: "postgres",
      skipReason: !url
        ? "DATABASE_URL is not set: PostgreSQL variant skipped"
        : /^postgres(ql)?:\/\//i.test(url)
          ? undefined
          : "DATABASE_URL is not a postgres:// URL: PostgreSQL variant skipped",
    },
  ];
}

export interface TestPlace {
  /** For createDatabase or createAuthDeps: DATABASE_URL and DATA_DIR, plus the schema. */
  databaseUrl: string | undefined;
  dataDir: string;
  schema: string | undefined;
  /** Gives the schema back, and removes the directory. */
  cleanup(): Promise<void>;
}

/**
 * A place for one test. On PostgreSQL it is a schema already migrated, leased from the pool
 * the suites share (@kretsbutiken/database/testing) and emptied for this test.
 */
export async function testPlace(dialect: Dialect): Promise<TestPlace> {
  const dataDir = mkdtempSync(join(tmpdir(), "kretsbutiken-auth-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    return {
      databaseUrl: undefined,
      dataDir,
      schema: undefined,
      cleanup: () => Promise.resolve(removeDir()),
    };
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("a PostgreSQL test needs DATABASE_URL");
  const lease = await leaseSchema({ app: "auth", migrations: authMigrations, databaseUrl });
  return {
    databaseUrl,
    dataDir,
    schema: lease.schema,
    async cleanup() {
      removeDir();
      await lease.release();
    },
  };
}

export interface TestDatabase {
  database: Database<AuthDatabase>;
  place: TestPlace;
  close(): Promise<void>;
}

export async function openTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const place = await testPlace(dialect);
  const database = createDatabase<AuthDatabase>({
    name: "auth",
    databaseUrl: place.databaseUrl,
    sqlitePath: join(place.dataDir, "auth.sqlite"),
    schema: place.schema,
  });
  await migrateToLatest(database, authMigrations, { app: "auth" });
  return {
    database,
    place,
    async close() {
      await database.destroy();
      await place.cleanup();
    },
  };
}
