// createAdminUser's conflicts, each named by the field that collides, on both dialects: a taken
// id (even with a username that is then taken too), a username someone has, an unverified
// address someone has proven, an address another account registered unverified as its primary,
// one address twice in the same request; nothing of a refused user is stored. On PostgreSQL, an
// id created by another request between the check and the insert is a conflict on the id, and
// an error that is no conflict (an address longer than its column) is thrown, not answered.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql, type Kysely } from "@kretsbutiken/database";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../../test/test-database.ts";
import type { AuthDatabase } from "../../db/schema.ts";
import { createAdminUser, type NewAdminUser } from "./create-user.ts";

const NOW = "2026-12-01T08:00:00.000Z";

describe.each(dialectCases())("createAdminUser on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let db: Kysely<AuthDatabase>;

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
    db = test.database.db;
  });
  afterAll(() => test?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  const unique = () => crypto.randomUUID().slice(0, 8);
  const address = (name: string) => `${name}-${unique()}@example.se`;
  const user = (fields: Partial<NewAdminUser> = {}): NewAdminUser => ({
    id: crypto.randomUUID(),
    emails: [],
    ...fields,
  });
  const stored = async (id: string) => ({
    user: await db.selectFrom("users").select(["id", "username"]).where("id", "=", id).execute(),
    emails: await db.selectFrom("emails").select("address").where("user_id", "=", id).execute(),
  });
  const ownersOf = async (email: string) =>
    (
      await db
        .selectFrom("emails")
        .select("user_id")
        .where("address", "=", email)
        .orderBy("user_id")
        .execute()
    ).map((row) => row.user_id);

  it("creates a user with its username and addresses", async () => {
    const first = user({
      username: ` Anna_${unique()} `,
      emails: [{ address: address("Anna"), isPrimary: true, isVerified: true }],
    });
    expect(await createAdminUser(db, first, NOW)).toEqual({ ok: true });
    const { user: rows, emails } = await stored(first.id);
    expect(rows).toEqual([{ id: first.id, username: first.username?.trim().toLowerCase() }]);
    expect(emails).toEqual([{ address: first.emails[0]?.address.toLowerCase() }]);
  });

  it("calls a taken id a conflict on the id, even when its username is taken as well", async () => {
    const first = user({ username: `anna_${unique()}` });
    expect(await createAdminUser(db, first, NOW)).toEqual({ ok: true });

    const again = await createAdminUser(
      db,
      { ...first, emails: [{ address: address("ny"), isPrimary: true, isVerified: true }] },
      NOW,
    );

    expect(again).toEqual({ ok: false, conflict: "id" });
    expect((await stored(first.id)).emails).toEqual([]);
  });

  it("calls a taken id a conflict on the id when the new user has no username", async () => {
    const first = user();
    await createAdminUser(db, first, NOW);
    expect(await createAdminUser(db, user({ id: first.id }), NOW)).toEqual({
      ok: false,
      conflict: "id",
    });
  });

  it("calls a username someone has a conflict on the username and stores nothing", async () => {
    const name = `bertil_${unique()}`;
    expect(await createAdminUser(db, user({ username: name }), NOW)).toEqual({ ok: true });
    const second = user({
      username: ` ${name.toUpperCase()} `,
      emails: [{ address: address("bertil"), isPrimary: true, isVerified: true }],
    });

    expect(await createAdminUser(db, second, NOW)).toEqual({ ok: false, conflict: "username" });
    expect(await stored(second.id)).toEqual({ user: [], emails: [] });
  });

  it("refuses an unverified address someone has proven, as a conflict on the email", async () => {
    const proven = address("cecilia");
    const owner = user({ emails: [{ address: proven, isPrimary: true, isVerified: true }] });
    await createAdminUser(db, owner, NOW);
    const second = user({
      username: `cecilia_${unique()}`,
      emails: [{ address: proven, isPrimary: false, isVerified: false }],
    });

    expect(await createAdminUser(db, second, NOW)).toEqual({ ok: false, conflict: "email" });
    expect(await stored(second.id)).toEqual({ user: [], emails: [] });
    expect(await ownersOf(proven)).toEqual([owner.id]);
  });

  it("refuses an address another account registered unverified as its primary", async () => {
    const registered = address("david");
    const owner = user({ emails: [{ address: registered, isPrimary: true, isVerified: false }] });
    expect(await createAdminUser(db, owner, NOW)).toEqual({ ok: true });
    const second = user({ emails: [{ address: registered, isPrimary: true, isVerified: false }] });

    expect(await createAdminUser(db, second, NOW)).toEqual({ ok: false, conflict: "email" });
    expect(await stored(second.id)).toEqual({ user: [], emails: [] });
  });

  it("refuses the same address twice in one request as a conflict on the email", async () => {
    const twice = address("erik");
    const second = user({
      emails: [
        { address: twice, isPrimary: true, isVerified: true },
        { address: twice.toUpperCase(), isPrimary: false, isVerified: false },
      ],
    });
    expect(await createAdminUser(db, second, NOW)).toEqual({ ok: false, conflict: "email" });
    expect(await stored(second.id)).toEqual({ user: [], emails: [] });
  });

  it("takes over an address others only added unverified when it is created verified", async () => {
    const added = address("frida");
    const other = user({ emails: [{ address: added, isPrimary: false, isVerified: false }] });
    await createAdminUser(db, other, NOW);
    const owner = user({ emails: [{ address: added, isPrimary: true, isVerified: true }] });

    expect(await createAdminUser(db, owner, NOW)).toEqual({ ok: true });
    expect(await ownersOf(added)).toEqual([owner.id]);
  });

  describe("on PostgreSQL only", () => {
    beforeEach((ctx) => {
      if (dialect !== "postgres") ctx.skip("needs concurrent transactions and column lengths");
    });

    it("calls an id created by another request between its check and its insert a conflict on the id", async () => {
      const id = crypto.randomUUID();
      let inserted!: (pid: number) => void;
      const holderPid = new Promise<number>((resolve) => (inserted = resolve));
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      // The other request: its row is in, not yet committed, so the check below cannot see it.
      const other = db.transaction().execute(async (trx) => {
        await trx
          .insertInto("users")
          .values({ id, username: null, unsafe_metadata: null, created_at: NOW, updated_at: NOW })
          .execute();
        inserted(await backendPid(trx));
        await committing;
      });
      const pid = await holderPid;

      const creating = createAdminUser(db, user({ id }), NOW);
      try {
        await blockedBy(pid);
      } finally {
        commit();
        await other;
      }

      expect(await creating).toEqual({ ok: false, conflict: "id" });
    });

    it("throws an error that is no conflict, storing nothing", async () => {
      const second = user({
        emails: [{ address: `${"x".repeat(250)}@example.se`, isPrimary: true, isVerified: true }],
      });
      await expect(createAdminUser(db, second, NOW)).rejects.toThrow(/too long/);
      expect(await stored(second.id)).toEqual({ user: [], emails: [] });
    });
  });

  /** The backend id of the connection `trx` runs on. */
  async function backendPid(trx: Kysely<AuthDatabase>): Promise<number> {
    const result = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    return Number(result.rows[0]?.pid);
  }

  /** Resolves once some statement waits for a lock the connection `pid` holds. */
  async function blockedBy(pid: number): Promise<void> {
    for (;;) {
      const result = await sql<{ waiting: number }>`select count(*)::int as waiting
        from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(db);
      if (Number(result.rows[0]?.waiting) > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
});
