// The retention job on SQLite and PostgreSQL: entries past AUDIT_LOG_RETENTION_DAYS go, the
// rest stay, and the cutoff it leaves behind still protects the rest from any DELETE.
import { afterEach, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createAuditLog } from "./audit-log.ts";
import { enforceAuditRetention } from "./enforce-retention.ts";

const DAY = 86_400_000;
const meta = { requestId: "r", ip: "203.0.113.7", userAgent: undefined };

describe.each(dialectCases())("audit log retention on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it("deletes only entries older than the retention, and nothing newer can be deleted after", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    test = await openTestDatabase(dialect);
    const { db } = test.database;
    const now = new Date();
    const clock = createTestClock(now);
    const log = createAuditLog(db, clock, { mask: false });
    for (const daysAgo of [40, 31, 29, 1]) {
      clock.set(new Date(now.getTime() - daysAgo * DAY));
      await log.record({ type: "login_success", details: { days_ago: daysAgo } }, meta);
    }

    const deleted = await enforceAuditRetention(db, { now, retentionDays: 30 });

    expect(deleted).toBe(2);
    const left = (await log.list()).entries.map((entry) => entry.details.days_ago);
    expect(left).toEqual([1, 29]);
    await expect(db.deleteFrom("audit_logs").execute()).rejects.toThrow(/retention period/);
    expect(await enforceAuditRetention(db, { now, retentionDays: 30 })).toBe(0);
  });

  it("never moves the cutoff back when the retention grows", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    test = await openTestDatabase(dialect);
    const { db } = test.database;
    const now = new Date();
    await enforceAuditRetention(db, { now, retentionDays: 10 });
    await enforceAuditRetention(db, { now, retentionDays: 60 });
    const row = await db.selectFrom("audit_log_retention").select("cutoff").executeTakeFirst();
    expect(row?.cutoff).toBe(new Date(now.getTime() - 10 * DAY).toISOString());
  });
});
