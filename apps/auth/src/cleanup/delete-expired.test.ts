import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { deleteExpired } from "./delete-expired.ts";

const NOW = new Date("2026-03-01T10:00:00.000Z");
const iso = (offsetSeconds: number) => new Date(NOW.getTime() + offsetSeconds * 1000).toISOString();

describe.each(dialectCases())("deleteExpired on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  const db = () => test!.database.db;

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());
  beforeEach(async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    for (const table of ["flows", "passcodes", "sessions", "users"] as const) {
      await db().deleteFrom(table).execute();
    }
    const userId = crypto.randomUUID();
    await db()
      .insertInto("users")
      .values({ id: userId, username: null, created_at: iso(-9999), updated_at: iso(-9999) })
      .execute();
    for (let i = 0; i < 5; i++) {
      for (const [label, offset] of [
        ["old", -60],
        ["live", 60],
      ] as const) {
        await db()
          .insertInto("flows")
          .values({
            id: crypto.randomUUID(),
            flow_name: "login",
            data: "{}",
            version: 1,
            csrf_token: `${label}${i}`,
            expires_at: iso(offset),
            created_at: iso(-3600),
            updated_at: iso(-3600),
          })
          .execute();
        await db()
          .insertInto("passcodes")
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            email: `${label}${i}@example.com`,
            code_hash: "x",
            ttl_seconds: 300,
            try_count: 0,
            created_at: iso(offset < 0 ? -301 : -10),
          })
          .execute();
        await db()
          .insertInto("sessions")
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            user_agent: null,
            ip_address: null,
            created_at: iso(-3600),
            updated_at: iso(-3600),
            last_used: iso(-3600),
            expires_at: iso(offset),
          })
          .execute();
      }
    }
  });

  it("removes what has expired, in batches, and keeps what lives", async () => {
    const deleted = await deleteExpired(db(), { now: NOW, passcodeTtlSeconds: 300, batchSize: 2 });
    expect(deleted).toEqual({
      flows: 5,
      passcodes: 5,
      sessions: 5,
      oneTimeValues: 0,
      openIdRecords: 0,
    });
    for (const table of ["flows", "passcodes", "sessions"] as const) {
      expect(await db().selectFrom(table).select("id").execute()).toHaveLength(5);
    }
  });

  it("removes confirmations whose ceremony or token ran out", async () => {
    const userId = crypto.randomUUID();
    await db()
      .insertInto("users")
      .values({ id: userId, username: null, created_at: iso(-9999), updated_at: iso(-9999) })
      .execute();
    const confirmation = (expiresIn: number, confirmed: boolean) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      action: "order.refund",
      action_hash: "h",
      nonce: "n",
      method: confirmed ? "webauthn" : null,
      challenge: "c",
      passcode_id: null,
      attempts: 0,
      expires_at: iso(expiresIn),
      confirmed_at: confirmed ? iso(-60) : null,
      token_hash: confirmed ? crypto.randomUUID() : null,
      redeemed_at: null,
      created_at: iso(-400),
    });
    const live = [confirmation(60, false), confirmation(60, true)];
    await db()
      .insertInto("confirmations")
      .values([confirmation(-1, false), confirmation(-1, true), ...live])
      .execute();
    const deleted = await deleteExpired(db(), { now: NOW, passcodeTtlSeconds: 300 });
    expect(deleted.oneTimeValues).toBe(2);
    const left = await db().selectFrom("confirmations").select("id").execute();
    expect(left.map((row) => row.id).sort()).toEqual(live.map((row) => row.id).sort());
  });

  it("shares the work when several instances run it at once", async () => {
    const runs = await Promise.all(
      [1, 2, 3].map(() => deleteExpired(db(), { now: NOW, passcodeTtlSeconds: 300, batchSize: 2 })),
    );
    const total = runs.reduce((sum, run) => sum + run.flows + run.passcodes + run.sessions, 0);
    expect(total).toBe(15);
    expect(await db().selectFrom("flows").select("id").execute()).toHaveLength(5);
  });
});
