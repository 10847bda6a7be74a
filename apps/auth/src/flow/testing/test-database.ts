// A throwaway auth database for tests: a fresh PostgreSQL schema when DATABASE_URL names one
// (dropped again in `destroy`), otherwise a SQLite file in a temp directory.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, migrateToLatest, type Kysely } from "@kretsbutiken/database";
import { authMigrations } from "../../db/migrations.ts";
import type { AuthDatabase } from "../../db/schema.ts";

export interface TestDatabase {
  db: Kysely<AuthDatabase>;
  destroy(): Promise<void>;
}

export async function openTestDatabase(
  databaseUrl = process.env.DATABASE_URL,
  dialect: "sqlite" | "postgres" = /^postgres(ql)?:\/\//i.test(databaseUrl ?? "")
    ? "postgres"
    : "sqlite",
): Promise<TestDatabase> {
  if (dialect === "postgres") {
    const schema = `t_flow_${randomBytes(5).toString("hex")}`;
    const database = createDatabase<AuthDatabase>({ name: "auth", databaseUrl, schema });
    await migrateToLatest(database, authMigrations, { app: "auth" });
    return {
      db: database.db,
      async destroy() {
        await database.destroy();
        const admin = createDatabase({ name: "test_cleanup", databaseUrl });
        try {
          await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
        } finally {
          await admin.destroy();
        }
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "auth-flow-"));
  const database = createDatabase<AuthDatabase>({
    name: "auth",
    sqlitePath: join(dir, "auth.sqlite"),
  });
  await migrateToLatest(database, authMigrations, { app: "auth" });
  return {
    db: database.db,
    async destroy() {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
