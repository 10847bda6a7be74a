// The database answers a trivial query. Bounded by the database's own timeouts (connection,
// statement, query: DATABASE_TIMEOUT_MS) and by /readyz's deadline, whichever comes first.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { ReadinessCheck } from "./readiness-check.ts";

export function databaseReadiness<DB>(db: Kysely<DB>): ReadinessCheck {
  return { name: "database", check: () => sql`select 1`.execute(db) };
}
