import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseOptions, Dialect } from "./config.ts";
import { createDatabase, type Database } from "./create-database.ts";

/**
 * Test support, not exported from the package: the dialects the suite runs on, and
 * throwaway places to run them in.
 */
export interface DialectVariant {
  readonly dialect: Dialect;
  /** Why this variant cannot run here; tests pass it to `ctx.skip` so reporters show it. */
  readonly skipReason: string | undefined;
}

export function dialectVariants(databaseUrl = process.env.DATABASE_URL): DialectVariant[] {
  const url = databaseUrl?.trim();
  const postgresSkip = !url
    ? "DATABASE_URL is not set: PostgreSQL variant skipped"
    : /^postgres(ql)?:\/\//i.test(url)
      ? undefined
      : "DATABASE_URL is not a postgres:// URL: PostgreSQL variant skipped";
  return [
    { dialect: "sqlite", skipReason: undefined },
    { dialect: "postgres", skipReason: postgresSkip },
  ];
}

/** Where a test database lives: everything createDatabase needs except the app's name. */
export type TestPlace = Omit<DatabaseOptions, "name">;

/**
 * Hands out fresh places (a file in a temp directory, or a new PostgreSQL schema `t_<random>`)
 * and removes them all in cleanup(). Test files run in parallel and CI reuses one PostgreSQL
 * database, so nothing may be shared between runs or left behind.
 */
export class TestDatabases {
  readonly dialect: Dialect;
  readonly #databaseUrl: string | undefined;
  #dir: string | undefined;
  readonly #schemas: string[] = [];
  readonly #destroys: (() => Promise<void>)[] = [];

  constructor(dialect: Dialect, databaseUrl = process.env.DATABASE_URL) {
    this.dialect = dialect;
    this.#databaseUrl = databaseUrl;
  }

  /** A new, empty place. `memory` means `:memory:` on SQLite; PostgreSQL has no such thing. */
  place(kind: "file" | "memory" = "file"): TestPlace {
    const id = randomBytes(6).toString("hex");
    if (this.dialect === "postgres") {
      const schema = `t_${id}`;
      this.#schemas.push(schema);
      return { databaseUrl: this.#databaseUrl, schema };
    }
    if (kind === "memory") return { sqlitePath: ":memory:" };
    return { sqlitePath: join(this.dir(), `${id}.sqlite`) };
  }

  /** A temp directory for this file's SQLite databases, made on first use. */
  dir(): string {
    this.#dir ??= mkdtempSync(join(tmpdir(), "kretsbutiken-database-"));
    return this.#dir;
  }

  open<DB>(name: string, place: TestPlace = this.place()): Database<DB> {
    const database = createDatabase<DB>({ name, ...place });
    this.#destroys.push(() => database.destroy());
    return database;
  }

  /** Drops every place even when closing a handle failed, then reports that failure. */
  async cleanup(): Promise<void> {
    const closed = await Promise.allSettled(this.#destroys.map((destroy) => destroy()));
    if (this.#schemas.length > 0) {
      const admin = createDatabase({ name: "test_cleanup", databaseUrl: this.#databaseUrl });
      try {
        for (const schema of this.#schemas) {
          await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
        }
      } finally {
        await admin.destroy();
      }
    }
    if (this.#dir) rmSync(this.#dir, { recursive: true, force: true });
    for (const result of closed) if (result.status === "rejected") throw result.reason;
  }
}

/**
 * The hooks every dialect-parameterised suite needs: skip with the reason when the dialect
 * is unavailable, and clean up afterwards. Call it at the top of the suite's describe.
 */
export function useTestDatabases({ dialect, skipReason }: DialectVariant): TestDatabases {
  const databases = new TestDatabases(dialect);
  if (skipReason) {
    // The default reporter shows a skipped test's note only when listing tests (verbose);
    // what it does always show is a test file's console output.
    beforeAll(() => console.info(skipReason));
    beforeEach((ctx) => ctx.skip(skipReason));
  }
  afterAll(() => databases.cleanup());
  return databases;
}
