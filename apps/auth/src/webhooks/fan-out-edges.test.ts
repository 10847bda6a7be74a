// Fan-out edge cases on both databases: a batch whose last `seq` is shared with entries beyond
// it, the cursor it moves, entries no webhook hears of, a pass over what is already queued
// (which writes nothing), and on PostgreSQL the cursor lock that lets one instance at a time
// fan out.
import { sql, type Dialect, type KyselyPlugin } from "@kretsbutiken/database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { dialectCases } from "../../test/test-database.ts";
import { createTestClock, type TestClock } from "../../test/test-clock.ts";
import { fanOutAuditEntries } from "./fan-out.ts";
import { createWebhook } from "./webhook-store.ts";

const META = { requestId: "test", ip: "127.0.0.1", userAgent: "vitest" };

let auth: TestAuth | undefined;
afterEach(async () => {
  await auth?.close();
  auth = undefined;
});

interface Place {
  auth: TestAuth;
  clock: TestClock;
  fanOut(db?: TestAuth["deps"]["db"]): Promise<number>;
  subscribe(events: string[]): Promise<string>;
  cursor(): Promise<number>;
  newestSeq(): Promise<number>;
  queued(): Promise<number>;
}

async function open(dialect: Dialect): Promise<Place> {
  const clock = createTestClock();
  const opened = await createTestAuth({}, { dialect, deps: { clock } });
  auth = opened;
  const { db } = opened.deps;
  return {
    auth: opened,
    clock,
    fanOut: (onDb = db) => fanOutAuditEntries({ db: onDb, dialect, now: clock.now() }),
    async subscribe(events) {
      const made = await createWebhook(db, opened.deps, {
        callback: "http://127.0.0.1:9/hooks",
        events,
      });
      return made.webhook.id;
    },
    async cursor() {
      const row = await db
        .selectFrom("webhook_cursor")
        .select("last_seq")
        .executeTakeFirstOrThrow();
      return Number(row.last_seq);
    },
    async newestSeq() {
      const row = await db
        .selectFrom("audit_logs")
        .select((eb) => eb.fn.max("seq").as("seq"))
        .executeTakeFirstOrThrow();
      return Number(row.seq);
    },
    async queued() {
      const rows = await db.selectFrom("webhook_deliveries").select("id").execute();
      return rows.length;
    },
  };
}

/** Appends user_created entries with the given `seq`s, as concurrent writers may leave them. */
async function appendEntries(place: Place, seqs: number[]) {
  const at = place.clock.now().toISOString();
  await place.auth.deps.db
    .insertInto("audit_logs")
    .values(
      seqs.map((seq) => ({
        id: crypto.randomUUID(),
        type: "user_created",
        error: null,
        meta_http_request_id: "test",
        meta_source_ip: "127.0.0.1",
        meta_user_agent: "vitest",
        actor_user_id: null,
        actor_email: null,
        details: "{}",
        created_at: at,
        seq,
      })),
    )
    .execute();
}

/** Records the kind of every write (insert, update, delete) made through the database handle. */
function writesOf(place: Place) {
  const writes: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode"].includes(node.kind)) {
        writes.push(node.kind);
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: place.auth.deps.db.withPlugin(plugin), writes };
}

describe.each(dialectCases())("fan-out on $dialect", ({ dialect, skipReason }) => {
  it("queues, in one pass, every entry sharing the seq at the edge of a 500-entry batch", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    await place.subscribe(["user.create"]);
    const from = await place.cursor();
    // 499 entries, then three a concurrent write gave the same seq: the batch ends inside them.
    const seqs = Array.from({ length: 499 }, (_, i) => from + 1 + i);
    await appendEntries(place, [...seqs, from + 500, from + 500, from + 500]);

    const queued = await place.fanOut();

    expect(queued).toBe(502);
    expect(await place.queued()).toBe(502);
    expect(await place.cursor()).toBe(from + 500);
    expect(await place.fanOut()).toBe(0);
  });

  it("queues a full batch and leaves the entries after it for the next pass", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    await place.subscribe(["user.create"]);
    const from = await place.cursor();
    await appendEntries(
      place,
      Array.from({ length: 503 }, (_, i) => from + 1 + i),
    );

    const first = await place.fanOut();
    const cursorAfterFirst = await place.cursor();
    const second = await place.fanOut();

    expect([first, second]).toEqual([500, 3]);
    expect(cursorAfterFirst).toBe(from + 500);
    expect(await place.cursor()).toBe(from + 503);
  });

  it("moves the cursor to the newest entry it fanned out", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    await place.subscribe(["user"]);
    const before = await place.cursor();
    await place.auth.request("/users", { method: "POST", json: { email: "cursor@example.com" } });

    await place.fanOut();

    const newest = await place.newestSeq();
    expect(newest).toBeGreaterThan(before);
    expect(await place.cursor()).toBe(newest);
  });

  it("passes over entries no webhook hears of, and queues those after them", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    await place.subscribe(["user", "session", "email"]);
    await place.auth.deps.audit.record({ type: "login_failure", error: "unknown_account" }, META);
    await place.auth.deps.audit.record({ type: "passkey_created" }, META);
    await place.auth.deps.audit.record({ type: "user_created" }, META);

    expect(await place.fanOut()).toBe(1);
    expect(await place.cursor()).toBe(await place.newestSeq());
  });

  it("writes nothing on a pass over entries already queued within the late window", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    await place.subscribe(["user.create"]);
    await place.subscribe(["user"]);
    await place.auth.request("/users", { method: "POST", json: { email: "again@example.com" } });
    expect(await place.fanOut()).toBe(2);
    place.clock.advance(30_000);
    const spied = writesOf(place);

    const again = await place.fanOut(spied.db);

    expect(again).toBe(0);
    expect(spied.writes).toEqual([]);
    expect(await place.queued()).toBe(2);
  });

  it("writes nothing when there is nothing new", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    await place.subscribe(["user"]);
    const spied = writesOf(place);

    expect(await place.fanOut(spied.db)).toBe(0);
    expect(spied.writes).toEqual([]);
  });
});

describe.each(dialectCases().filter((c) => c.dialect === "postgres"))(
  "fan-out on $dialect with another instance",
  ({ dialect, skipReason }) => {
    it("waits while another instance holds the cursor", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const place = await open(dialect);
      await place.subscribe(["user"]);
      const { db } = place.auth.deps;
      let waiting: Promise<number> | undefined;
      let finishedWhileHeld = false;

      await db.transaction().execute(async (other) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(other);
        const holder = rows[0]!.pid;
        await other.selectFrom("webhook_cursor").select("last_seq").forUpdate().execute();
        waiting = place.fanOut().finally(() => {
          finishedWhileHeld = true;
        });
        await vi.waitFor(
          async () => {
            const blocked = await sql<{ n: number }>`
              select count(*)::int as n from pg_stat_activity
              where ${holder}::int = any(pg_blocking_pids(pid))`.execute(db);
            expect(blocked.rows[0]!.n).toBe(1);
          },
          { timeout: 3_000, interval: 10 },
        );
        expect(finishedWhileHeld).toBe(false);
      });

      expect(await waiting).toBe(0);
    });
  },
);
