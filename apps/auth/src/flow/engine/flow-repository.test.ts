import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { FlowEngineError } from "./flow-engine-error.ts";
import { deleteExpiredFlows, insertFlow, loadFlow, updateFlow } from "./flow-repository.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

const row = (id: string, expiresAt: string) => ({
  id,
  flow_name: "login",
  data: "{}",
  version: 0,
  csrf_token: "t",
  expires_at: expiresAt,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

describe("the flows table (§1.11)", () => {
  it("updates only the version it read, then refuses the stale one", async () => {
    const id = crypto.randomUUID();
    await insertFlow(database.db, row(id, "2026-01-02T00:00:00.000Z"));
    const update = {
      id,
      expectedVersion: 0,
      data: '{"a":1}',
      csrfToken: "u",
      updatedAt: "2026-01-01T00:00:01.000Z",
    };
    await updateFlow(database.db, update);
    expect(await loadFlow(database.db, id)).toMatchObject({
      version: 1,
      data: '{"a":1}',
      csrf_token: "u",
    });
    await expect(updateFlow(database.db, update)).rejects.toSatisfy(
      (error) => error instanceof FlowEngineError && error.code === "version_conflict",
    );
  });

  it("deletes expired flows only", async () => {
    const old = crypto.randomUUID();
    const fresh = crypto.randomUUID();
    await insertFlow(database.db, row(old, "2026-01-01T00:00:00.000Z"));
    await insertFlow(database.db, row(fresh, "2026-03-01T00:00:00.000Z"));
    expect(
      await deleteExpiredFlows(database.db, new Date("2026-02-01T00:00:00.000Z")),
    ).toBeGreaterThanOrEqual(1);
    expect(await loadFlow(database.db, old)).toBeUndefined();
    expect(await loadFlow(database.db, fresh)).toBeDefined();
  });
});
