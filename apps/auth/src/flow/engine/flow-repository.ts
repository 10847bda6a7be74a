// The `flows` table (flow-api.md §1.11): one row per flow with its name (B1), stash document,
// version for optimistic locking, current CSRF token and absolute expiry.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, FlowsTable } from "../../db/schema.ts";
import { FlowEngineError } from "./flow-engine-error.ts";

type FlowDb = Kysely<AuthDatabase>;

export async function insertFlow(db: FlowDb, row: FlowsTable): Promise<void> {
  await db.insertInto("flows").values(row).execute();
}

export async function loadFlow(db: FlowDb, id: string): Promise<FlowsTable | undefined> {
  return db.selectFrom("flows").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Writes the new document and token only if nobody else did since `expectedVersion` was read;
 * otherwise throws, so the transaction rolls back and the request ends in a 500 (§1.11).
 */
export async function updateFlow(
  db: FlowDb,
  update: {
    id: string;
    expectedVersion: number;
    data: string;
    csrfToken: string;
    updatedAt: string;
  },
): Promise<void> {
  const result = await db
    .updateTable("flows")
    .set({
      data: update.data,
      csrf_token: update.csrfToken,
      version: update.expectedVersion + 1,
      updated_at: update.updatedAt,
    })
    .where("id", "=", update.id)
    .where("version", "=", update.expectedVersion)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) {
    throw new FlowEngineError(
      "version_conflict",
      `flow ${update.id} changed since version ${update.expectedVersion} was read`,
    );
  }
}

/** Removes flows past their expiry (Hanko's `cleanup` command); returns how many. */
export async function deleteExpiredFlows(db: FlowDb, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("flows")
    .where("expires_at", "<", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
