// Migration 0008's triggers, on SQLite and PostgreSQL: the audit log cannot be rewritten, and
// an entry goes only once the retention cutoff has passed it; the cutoff itself stays one row
// and never lies in the future.
import { afterEach, describe, expect, it } from "vitest";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";

let seq = 0;
const entry = (createdAt: string) => ({
  id: crypto.randomUUID(),
  type: "login_failure",
  error: "wrong_password",
  meta_http_request_id: "req-1",
  meta_source_ip: "203.0.113.0",
  meta_user_agent: "Linux (Firefox)",
  actor_user_id: crypto.randomUUID(),
  actor_email: "j*****@example.com",
  details: "{}",
  created_at: createdAt,
  seq: (seq += 1),
});

const YEAR_AGO = new Date(Date.now() - 365 * 86_400_000).toISOString();
const MONTH_AGO = new Date(Date.now() - 30 * 86_400_000).toISOString();
const NOW = new Date().toISOString();

describe.each(dialectCases())("audit_logs on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  async function open() {
    test = await openTestDatabase(dialect);
    return test.database.db;
  }

  it("refuses every UPDATE, of old entries as well as new ones", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const db = await open();
    const old = entry(YEAR_AGO);
    await db
      .insertInto("audit_logs")
      .values([old, entry(NOW)])
      .execute();
    await db.updateTable("audit_log_retention").set({ cutoff: MONTH_AGO }).execute();
    await expect(
      db.updateTable("audit_logs").set({ error: null }).where("id", "=", old.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.updateTable("audit_logs").set({ type: "login_success" }).execute(),
    ).rejects.toThrow(/append-only/);
    const rows = await db.selectFrom("audit_logs").select(["type", "error"]).execute();
    expect(rows).toEqual([
      { type: "login_failure", error: "wrong_password" },
      { type: "login_failure", error: "wrong_password" },
    ]);
  });

  it("refuses DELETE of every entry while no cutoff is set", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const db = await open();
    await db.insertInto("audit_logs").values(entry(YEAR_AGO)).execute();
    await expect(db.deleteFrom("audit_logs").execute()).rejects.toThrow(/retention period/);
    expect(await db.selectFrom("audit_logs").select("id").execute()).toHaveLength(1);
  });

  it("deletes entries older than the cutoff, and refuses a DELETE that reaches newer ones", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const db = await open();
    const old = entry(YEAR_AGO);
    const recent = entry(NOW);
    await db.insertInto("audit_logs").values([old, recent]).execute();
    await db.updateTable("audit_log_retention").set({ cutoff: MONTH_AGO }).execute();
    // One statement: the refused row takes the old one's deletion back with it.
    await expect(db.deleteFrom("audit_logs").execute()).rejects.toThrow(/retention period/);
    expect(await db.selectFrom("audit_logs").select("id").execute()).toHaveLength(2);
    await db.deleteFrom("audit_logs").where("id", "=", old.id).execute();
    const left = await db.selectFrom("audit_logs").select("id").execute();
    expect(left).toEqual([{ id: recent.id }]);
  });

  it("keeps the cutoff one row that cannot lie in the future", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const db = await open();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await expect(
      db.updateTable("audit_log_retention").set({ cutoff: tomorrow }).execute(),
    ).rejects.toThrow(/future/);
    await expect(db.deleteFrom("audit_log_retention").execute()).rejects.toThrow(/keeps its row/);
    await expect(
      db.insertInto("audit_log_retention").values({ id: 2, cutoff: "" }).execute(),
    ).rejects.toThrow();
    expect(await db.selectFrom("audit_log_retention").selectAll().execute()).toEqual([
      { id: 1, cutoff: "" },
    ]);
  });
});
