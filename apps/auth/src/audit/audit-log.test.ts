// The store on SQLite and PostgreSQL: what `record` keeps (masked or not), and `list` with
// Hanko's filters of `GET /audit_logs`, newest first, a page at a time with the total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createUserStore } from "../users/user-store.ts";
import { createAuditLog, type AuditLog } from "./audit-log.ts";
import type { AuditLogFilters } from "./audit-query.ts";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";
const from = (ip: string) => ({ requestId: `req-${ip}`, ip, userAgent: CHROME_MAC });

describe.each(dialectCases())("the audit log store on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase;
  let log: AuditLog;
  const clock = createTestClock("2026-11-01T10:00:00.000Z");

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
    const { db } = test.database;
    log = createAuditLog(db, clock, { mask: false });
    const users = createUserStore(db, clock, { totpEnabled: false, securityKeysEnabled: false });
    await users.create({ id: ALICE, email: { address: "alice@example.com", verified: true } });
    // Ten events, a minute apart: Alice's from one network, Bob's from another.
    for (const [minute, event] of [
      { type: "login_success", userId: ALICE },
      { type: "login_failure", userId: ALICE, error: "wrong_password" },
      { type: "passcode_sent", userId: BOB, email: "bob_100%@example.org" },
      { type: "login_failure", error: "unknown_account", email: "nobody@example.net" },
      { type: "login_success", userId: BOB, email: "bob_100%@example.org" },
      { type: "password_changed", userId: ALICE },
      { type: "user_logged_out", userId: ALICE },
      { type: "login_success", userId: ALICE },
      { type: "session_revoked", userId: BOB, email: "bob_100%@example.org" },
      { type: "user_deleted", userId: BOB, email: "bob_100%@example.org" },
    ].entries()) {
      clock.set(new Date(Date.parse("2026-11-01T10:00:00.000Z") + minute * 60_000));
      const ip = event.userId === ALICE ? "203.0.113.7" : "198.51.100.23";
      await log.record(event as Parameters<AuditLog["record"]>[0], from(ip));
    }
  });
  afterAll(() => test?.close());

  it("keeps what happened, to whom, from where, and names the actor by their primary address", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { entries } = await log.list({ filters: { types: ["password_changed"] } });
    expect(entries).toEqual([
      {
        id: expect.any(String) as string,
        type: "password_changed",
        error: null,
        meta_http_request_id: "req-203.0.113.7",
        meta_source_ip: "203.0.113.7",
        meta_user_agent: CHROME_MAC,
        actor_user_id: ALICE,
        actor_email: "alice@example.com",
        details: {},
        created_at: "2026-11-01T10:05:00.000Z",
      },
    ]);
  });

  it.for<[string, AuditLogFilters, number]>([
    ["no filter", {}, 10],
    ["one type", { types: ["login_success"] }, 3],
    ["several types", { types: ["login_success", "login_failure"] }, 5],
    ["actor user id, part of it", { actorUserId: "2222-4222" }, 4],
    ["actor e-mail, any case", { actorEmail: "ALICE@" }, 5],
    ["actor e-mail with % and _ taken literally", { actorEmail: "_100%" }, 4],
    ["a % alone matches no address without one", { actorEmail: "e%e" }, 0],
    ["IP, part of it", { ip: "198.51.100" }, 5],
    ["q over e-mail", { q: "nobody" }, 1],
    ["q over IP", { q: "203.0.113" }, 5],
    ["q over user id", { q: "1111-4111" }, 5],
    [
      "time range, both ends exclusive",
      {
        startTime: new Date("2026-11-01T10:02:00.000Z"),
        endTime: new Date("2026-11-01T10:06:00.000Z"),
      },
      3,
    ],
    ["filters together", { types: ["login_success"], ip: "203.0.113.7" }, 2],
  ])("filters by %s", async ([, filters, total], ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const page = await log.list({ filters, perPage: 100 });
    expect(page.total).toBe(total);
    expect(page.entries).toHaveLength(total);
  });

  it("lists newest first, a page at a time, with the total of every page", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const first = await log.list({ page: 1, perPage: 4 });
    const third = await log.list({ page: 3, perPage: 4 });
    expect(first.total).toBe(10);
    expect(third.total).toBe(10);
    expect(first.entries.map((entry) => entry.type)).toEqual([
      "user_deleted",
      "session_revoked",
      "login_success",
      "user_logged_out",
    ]);
    expect(third.entries.map((entry) => entry.created_at)).toEqual([
      "2026-11-01T10:01:00.000Z",
      "2026-11-01T10:00:00.000Z",
    ]);
    expect((await log.list()).entries).toHaveLength(10);
  });

  it("masks the address, IP, User-Agent and a username or address among the details when told to", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const masked = createAuditLog(test.database.db, clock, { mask: true });
    await masked.record(
      {
        type: "username_changed",
        userId: ALICE,
        details: { username: "alice_in_chains", email: "other@example.com", flow_id: "f-1" },
      },
      { requestId: "req-m", ip: "203.0.113.7", userAgent: CHROME_MAC },
    );
    const { entries } = await log.list({ filters: { types: ["username_changed"] } });
    expect(entries).toMatchObject([
      {
        actor_user_id: ALICE,
        actor_email: "a*****@example.com",
        meta_source_ip: "203.0.113.0",
        meta_user_agent: "macOS (Chrome)",
        details: { username: "a*****s", email: "o*****@example.com", flow_id: "f-1" },
      },
    ]);
  });
});
