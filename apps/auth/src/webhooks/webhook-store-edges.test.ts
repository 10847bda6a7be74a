// The subscription store's edges: made disabled, changed without or with `enabled`, re-enabled
// by a change (which forgets its failures and makes its waiting deliveries due), and what it
// says about a subscription that is not there.
import { afterEach, beforeEach, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { createTestClock, type TestClock } from "../../test/test-clock.ts";
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  updateWebhook,
  type WebhookChange,
} from "./webhook-store.ts";

const CALLBACK = "https://hooks.example.com/auth";
const MINUTE = 60_000;

let auth: TestAuth;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock("2026-03-01T10:00:00.000Z");
  auth = await createTestAuth({}, { deps: { clock } });
});
afterEach(() => auth.close());

const create = async (change: Partial<WebhookChange> = {}) =>
  (
    await createWebhook(
      auth.deps.db,
      { ...auth.deps, clock },
      { callback: CALLBACK, events: ["user"], ...change },
    )
  ).webhook;

const update = (id: string, change: Partial<WebhookChange>) =>
  updateWebhook(auth.deps.db, clock, id, { callback: CALLBACK, events: ["user"], ...change });

/** As the dispatcher leaves a subscription after failed attempts, with one delivery waiting. */
async function failing(id: string, options: { enabled: boolean }) {
  const { db } = auth.deps;
  await db
    .updateTable("webhooks")
    .set({
      enabled: options.enabled ? 1 : 0,
      failures: 4,
      failing_since: clock.now().toISOString(),
    })
    .where("id", "=", id)
    .execute();
  await db
    .insertInto("audit_logs")
    .values({
      id: "00000000-0000-4000-8000-000000000001",
      type: "user_created",
      error: null,
      meta_http_request_id: "test",
      meta_source_ip: "127.0.0.1",
      meta_user_agent: "vitest",
      actor_user_id: null,
      actor_email: null,
      details: "{}",
      created_at: clock.now().toISOString(),
      seq: 1_000_000,
    })
    .execute();
  await db
    .insertInto("webhook_deliveries")
    .values({
      id: crypto.randomUUID(),
      webhook_id: id,
      audit_log_id: "00000000-0000-4000-8000-000000000001",
      event: "user.create",
      payload: "{}",
      attempts: 4,
      next_attempt_at: new Date(clock.now().getTime() + 60 * MINUTE).toISOString(),
      created_at: clock.now().toISOString(),
    })
    .execute();
}

const nextAttemptOf = async (id: string) =>
  (
    await auth.deps.db
      .selectFrom("webhook_deliveries")
      .select("next_attempt_at")
      .where("webhook_id", "=", id)
      .executeTakeFirstOrThrow()
  ).next_attempt_at;

it("makes a subscription disabled when asked to", async () => {
  const made = await create({ enabled: false });

  expect(made.enabled).toBe(false);
  expect((await findWebhook(auth.deps.db, made.id))?.enabled).toBe(false);
});

it("makes a subscription enabled unless told otherwise", async () => {
  const made = await create();

  expect((await findWebhook(auth.deps.db, made.id))?.enabled).toBe(true);
});

it("leaves a subscription enabled when a change does not mention enabled", async () => {
  const made = await create();

  const changed = await update(made.id, { events: ["session"] });

  expect(changed).toMatchObject({ enabled: true, events: ["session"] });
});

it("leaves a disabled subscription disabled when a change does not mention enabled", async () => {
  const made = await create();
  await failing(made.id, { enabled: false });

  const changed = await update(made.id, { callback: `${CALLBACK}/v2` });

  expect(changed).toMatchObject({ enabled: false, failures: 4, callback: `${CALLBACK}/v2` });
});

it("leaves a disabled subscription disabled, its failures kept, when the change disables it", async () => {
  const made = await create();
  await failing(made.id, { enabled: false });

  const changed = await update(made.id, { enabled: false });

  expect(changed).toMatchObject({ enabled: false, failures: 4 });
});

it("keeps the failures of an enabled subscription that a change says to keep enabled", async () => {
  const made = await create();
  await failing(made.id, { enabled: true });
  const waitingUntil = await nextAttemptOf(made.id);
  clock.advance(MINUTE);

  const changed = await update(made.id, { enabled: true });

  expect(changed).toMatchObject({ enabled: true, failures: 4 });
  expect(changed?.failing_since).not.toBeNull();
  expect(await nextAttemptOf(made.id)).toBe(waitingUntil);
});

it("re-enables a disabled subscription by a change: failures forgotten, its backlog due now", async () => {
  const made = await create();
  await failing(made.id, { enabled: false });
  clock.advance(MINUTE);

  const changed = await update(made.id, { enabled: true });

  expect(changed).toMatchObject({ enabled: true, failures: 0, failing_since: null });
  expect(await nextAttemptOf(made.id)).toBe(clock.now().toISOString());
});

it("changes nothing and says so for a subscription that is not there", async () => {
  const missing = crypto.randomUUID();

  expect(await update(missing, { enabled: true })).toBeUndefined();
  expect(await update(missing, {})).toBeUndefined();
});

it("deletes a subscription once, and says whether there was one", async () => {
  const made = await create();

  expect(await deleteWebhook(auth.deps.db, made.id)).toBe(true);
  expect(await deleteWebhook(auth.deps.db, made.id)).toBe(false);
  expect(await findWebhook(auth.deps.db, made.id)).toBeUndefined();
});
