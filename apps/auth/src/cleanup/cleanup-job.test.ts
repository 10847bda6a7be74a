import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { startCleanupJob } from "./cleanup-job.ts";

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase("sqlite");
});
afterAll(() => test.close());

const expiredFlow = () => ({
  id: crypto.randomUUID(),
  flow_name: "login",
  data: "{}",
  version: 1,
  csrf_token: "x",
  expires_at: "2000-01-01T00:00:00.000Z",
  created_at: "2000-01-01T00:00:00.000Z",
  updated_at: "2000-01-01T00:00:00.000Z",
});

it("deletes expired rows within one interval, until stopped; 0 starts nothing", async () => {
  const { db } = test.database;
  const options = {
    db,
    clock: { now: () => new Date() },
    logger: pino({ level: "silent" }),
    passcodeTtlSeconds: 300,
  };
  await db.insertInto("flows").values(expiredFlow()).execute();
  startCleanupJob({ ...options, intervalSeconds: 0 })();
  const stop = startCleanupJob({ ...options, intervalSeconds: 1 });
  await expect
    .poll(async () => (await db.selectFrom("flows").select("id").execute()).length, {
      timeout: 3000,
    })
    .toBe(0);
  stop();
});
