// Fan-out edge cases: an entry that commits behind the cursor (PostgreSQL's concurrent
// writers), and fanning out again, which must queue nothing twice.
import { afterEach, beforeEach, expect, it } from "vitest";
import { fanOutAuditEntries } from "./fan-out.ts";
import { createWebhookHarness, type WebhookHarness } from "./testing/webhook-harness.ts";

let h: WebhookHarness;
beforeEach(async () => {
  h = await createWebhookHarness();
});
afterEach(() => h.close());

const fanOut = () =>
  fanOutAuditEntries({ db: h.auth.deps.db, dialect: h.auth.deps.dialect, now: h.clock.now() });

const moveCursorTo = (seq: number) =>
  h.auth.deps.db.updateTable("webhook_cursor").set({ last_seq: seq }).where("id", "=", 1).execute();

const newestSeq = async () =>
  Number(
    (
      await h.auth.deps.db
        .selectFrom("audit_logs")
        .select((eb) => eb.fn.max("seq").as("seq"))
        .executeTakeFirstOrThrow()
    ).seq,
  );

it("queues an entry that appears behind the cursor within a minute, once", async () => {
  await h.subscribe(["user.create"]);
  await h.signUp("late@example.com");
  // As if another writer's entry of the same seq had been fanned out before this one committed.
  await moveCursorTo(await newestSeq());

  const first = await fanOut();
  h.clock.advance(30_000);
  const again = await fanOut();

  expect([first, again]).toEqual([1, 0]);
});

it("queues each entry once however often it fans out", async () => {
  await h.subscribe(["user"]);
  await h.signUp("once@example.com");

  const counts = [await fanOut(), await fanOut(), await fanOut()];

  expect(counts).toEqual([1, 0, 0]);
});
