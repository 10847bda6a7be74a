// Sending what is due, on both databases: the counts a pass reports, a secret that no longer
// opens, a long error cut to fit `last_error`, a pass with nothing due, and (on PostgreSQL) a
// webhook deleted between the claim of its delivery and the sending.
import { sql, type Dialect } from "@kretsbutiken/database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { dialectCases } from "../../test/test-database.ts";
import { createTestClock, type TestClock } from "../../test/test-clock.ts";
import { fanOutAuditEntries } from "./fan-out.ts";
import { runWebhookDispatch } from "./run-webhook-dispatch.ts";
import { sendDueDeliveries } from "./send-due.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./testing/webhook-receiver.ts";
import { createWebhook } from "./webhook-store.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Place {
  auth: TestAuth;
  clock: TestClock;
  receiver(): Promise<WebhookReceiver>;
  subscribe(callback: string, events: string[]): Promise<string>;
  signUp(email: string): Promise<void>;
  dispatch(): Promise<{ queued: number; delivered: number; failed: number }>;
  deliveries(): Promise<{ webhook_id: string; attempts: number; last_error: string | null }[]>;
}

async function open(dialect: Dialect): Promise<Place> {
  const clock = createTestClock();
  const auth = await createTestAuth({}, { dialect, deps: { clock } });
  cleanups.push(() => auth.close());
  const { db } = auth.deps;
  return {
    auth,
    clock,
    async receiver() {
      const receiver = await startWebhookReceiver();
      cleanups.push(() => receiver.close());
      return receiver;
    },
    async subscribe(callback, events) {
      return (await createWebhook(db, { ...auth.deps, clock }, { callback, events })).webhook.id;
    },
    async signUp(email) {
      const res = await auth.request("/users", { method: "POST", json: { email } });
      expect(res.status).toBe(200);
    },
    dispatch: () =>
      runWebhookDispatch({ db, dialect, clock, secretBox: auth.deps.secretBox, timeoutMs: 2_000 }),
    deliveries: () =>
      db
        .selectFrom("webhook_deliveries")
        .select(["webhook_id", "attempts", "last_error"])
        .execute(),
  };
}

describe.each(dialectCases())("sending on $dialect", ({ dialect, skipReason }) => {
  it("reports nothing sent when nothing is due", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    const receiver = await place.receiver();
    await place.subscribe(receiver.url, ["user"]);

    const outcome = await sendDueDeliveries({ ...place.auth.deps, clock: place.clock });

    expect(outcome).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.received).toEqual([]);
  });

  it("counts the deliveries that went out and those that failed", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    const working = await place.receiver();
    const failing = await place.receiver();
    failing.status = 503;
    await place.subscribe(working.url, ["user.create"]);
    await place.signUp("first@example.com");
    place.clock.advance(1_000);
    await place.subscribe(failing.url, ["user.create"]);
    await place.signUp("second@example.com");

    const outcome = await place.dispatch();

    expect(outcome).toEqual({ queued: 3, delivered: 2, failed: 1 });
    expect(working.received).toHaveLength(2);
    expect(failing.received).toHaveLength(1);
  });

  it("fails, sending nothing, a delivery whose webhook secret no longer opens", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    const receiver = await place.receiver();
    const id = await place.subscribe(receiver.url, ["user.create"]);
    // As if sealed under a SECRETS_KEY this server no longer has.
    await place.auth.deps.db
      .updateTable("webhooks")
      .set({ secret: "enc:v1:00000000:AAAA:AAAA" })
      .where("id", "=", id)
      .execute();
    await place.signUp("sealed@example.com");

    const outcome = await place.dispatch();

    expect(outcome).toEqual({ queued: 1, delivered: 0, failed: 1 });
    expect(receiver.received).toEqual([]);
    expect(await place.deliveries()).toEqual([
      {
        webhook_id: id,
        attempts: 1,
        last_error: "the webhook's secret does not open (SECRETS_KEY changed?)",
      },
    ]);
  });

  it("keeps the first 500 characters of a long error", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const place = await open(dialect);
    // A host name too long to resolve: the resolver's error names it in full.
    const host = `${Array.from({ length: 12 }, () => "a".repeat(60)).join(".")}.invalid`;
    await place.subscribe(`http://${host}/hooks`, ["user.create"]);
    await place.signUp("long@example.com");

    await place.dispatch();

    const [delivery] = await place.deliveries();
    expect(delivery?.last_error).toHaveLength(500);
    expect(delivery?.last_error).toMatch(/^Error: getaddrinfo \w+ a{60}\.a{60}/);
  });
});

describe.each(dialectCases().filter((c) => c.dialect === "postgres"))(
  "sending on $dialect while a webhook is deleted",
  ({ dialect, skipReason }) => {
    it("sends nothing for a delivery whose webhook was deleted after it was claimed", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const place = await open(dialect);
      const { db } = place.auth.deps;
      const receiver = await place.receiver();
      const id = await place.subscribe(receiver.url, ["user.create"]);
      await place.signUp("deleted@example.com");
      await fanOutAuditEntries({ db, dialect, now: place.clock.now() });
      const pidOf = async (trx: typeof db) =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      const blockedBy = async (pid: number) =>
        (
          await sql<{ pid: number }>`select pid from pg_stat_activity
            where ${pid}::int = any(pg_blocking_pids(pid))`.execute(db)
        ).rows.map((row) => row.pid);
      const blockedOne = (pid: number) =>
        vi.waitFor(
          async () => {
            const pids = await blockedBy(pid);
            expect(pids).toHaveLength(1);
            return pids[0]!;
          },
          { timeout: 3_000, interval: 10 },
        );

      let sending: Promise<unknown> | undefined;
      let deleting: Promise<unknown> | undefined;
      // Holds the sender between its claim's select and its update, then lets a deletion in
      // between the claim's commit and the sender's reading of the webhooks.
      await db.transaction().execute(async (holder) => {
        await sql`lock table webhook_deliveries in share mode`.execute(holder);
        sending = sendDueDeliveries({ ...place.auth.deps, clock: place.clock, timeoutMs: 2_000 });
        const sender = await blockedOne(await pidOf(holder));
        deleting = db.transaction().execute(async (admin) => {
          await sql`lock table webhooks in access exclusive mode`.execute(admin);
          await admin.deleteFrom("webhooks").where("id", "=", id).execute();
        });
        await blockedOne(sender);
      });
      await deleting;

      await expect(sending).resolves.toEqual({ delivered: 1, failed: 0 });
      expect(receiver.received).toEqual([]);
      expect(await place.deliveries()).toEqual([]);
    });
  },
);
