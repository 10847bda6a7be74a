// A throwaway auth database for the flow engine's tests: PostgreSQL when DATABASE_URL names
// one (a pooled schema, emptied for the test), otherwise a SQLite file in a temp directory.
import type { Kysely } from "@kretsbutiken/database";
import { openTestDatabase as openPlace } from "../../../test/test-database.ts";
import type { AuthDatabase } from "../../db/schema.ts";

export interface TestDatabase {
  db: Kysely<AuthDatabase>;
  destroy(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const postgres = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? "");
  const opened = await openPlace(postgres ? "postgres" : "sqlite");
  return { db: opened.database.db, destroy: () => opened.close() };
}
