// The `data` of a delivered event: a user's emails with their verified and primary flags as
// they stand when the event is queued, and an empty object for an event of no user.
import { afterEach, beforeEach, expect, it } from "vitest";
import { createWebhookHarness, type WebhookHarness } from "./testing/webhook-harness.ts";

const META = { requestId: "test", ip: "127.0.0.1", userAgent: "vitest" };

let h: WebhookHarness;
beforeEach(async () => {
  h = await createWebhookHarness();
});
afterEach(() => h.close());

const dataOf = (index: number) =>
  (JSON.parse(h.receiver.received[index]?.body ?? "null") as { data: unknown }).data;

it("sends each email of the user with whether it is verified and whether it is primary", async () => {
  await h.subscribe(["user.update.email.create"]);
  const userId = await h.signUp("first@example.com");
  const { db } = h.auth.deps;
  await db.updateTable("emails").set({ verified: 1 }).where("user_id", "=", userId).execute();
  const [first] = await db
    .selectFrom("emails")
    .select("id")
    .where("user_id", "=", userId)
    .execute();
  h.clock.advance(1_000);
  const secondId = crypto.randomUUID();
  const at = h.clock.now().toISOString();
  await db
    .insertInto("emails")
    .values({
      id: secondId,
      user_id: userId,
      address: "second@example.com",
      verified: 0,
      is_primary: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await h.auth.deps.audit.record({ type: "email_created", userId }, META);

  await h.dispatch();

  expect(h.receiver.received).toHaveLength(1);
  expect(dataOf(0)).toMatchObject({
    id: userId,
    emails: [
      { id: first?.id, address: "first@example.com", is_verified: true, is_primary: true },
      { id: secondId, address: "second@example.com", is_verified: false, is_primary: false },
    ],
  });
});

it("sends empty data for an event that names no user", async () => {
  await h.subscribe(["email.send"]);
  await h.auth.deps.audit.record({ type: "passcode_sent", email: "nobody@example.com" }, META);

  await h.dispatch();

  expect(h.receiver.received).toHaveLength(1);
  expect(dataOf(0)).toEqual({});
});
