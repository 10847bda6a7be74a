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

const auditEntry = (createdAt: string) => ({
  id: crypto.randomUUID(),
  type: "login_success",
  error: null,
  meta_http_request_id: "",
  meta_source_ip: "127.0.0.1",
  meta_user_agent: "",
  actor_user_id: null,
  actor_email: null,
  details: "{}",
  created_at: createdAt,
  seq: 1,
});

it("deletes expired rows and audit entries past retention within one interval, until stopped; 0 starts nothing", async () => {
  const { db } = test.database;
  const options = {
    db,
    clock: { now: () => new Date() },
    logger: pino({ level: "silent" }),
    passcodeTtlSeconds: 300,
    auditRetentionDays: 30,
  };
  await db.insertInto("flows").values(expiredFlow()).execute();
  await db.insertInto("audit_logs").values(auditEntry("2000-01-01T00:00:00.000Z")).execute();
  startCleanupJob({ ...options, intervalSeconds: 0 })();
  const stop = startCleanupJob({ ...options, intervalSeconds: 1 });
  await expect
    .poll(async () => (await db.selectFrom("flows").select("id").execute()).length, {
      timeout: 3000,
    })
    .toBe(0);
  await expect
    .poll(async () => (await db.selectFrom("audit_logs").select("id").execute()).length, {
      timeout: 3000,
    })
    .toBe(0);
  stop();
});
