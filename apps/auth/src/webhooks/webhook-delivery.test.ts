// The proof of the webhooks: signed events a receiver verifies, at-least-once delivery through
// a receiver's outage with each event received once, disabling after sustained failure and the
// backlog after re-enabling, parent events, and (on PostgreSQL) two instances dispatching at once.
import { verifyWebhook } from "@kretsbutiken/flow-protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { dialectCases } from "../../test/test-database.ts";
import { fanOutAuditEntries } from "./fan-out.ts";
import { sendDueDeliveries } from "./send-due.ts";
import type { ReceivedWebhook } from "./testing/webhook-receiver.ts";
import { createWebhookHarness, type WebhookHarness } from "./testing/webhook-harness.ts";
import { webhookQueueStats } from "./webhook-queue-stats.ts";

const HOUR = 60 * 60_000;
const META = { requestId: "test", ip: "127.0.0.1", userAgent: "vitest" };

interface Body {
  id: string;
  type: string;
  timestamp: string;
  data: { id: string; emails?: { address: string }[] };
}

const bodyOf = (request: ReceivedWebhook) => JSON.parse(request.body) as Body;
const answered = (h: WebhookHarness) => h.receiver.received.filter((r) => r.status < 300);

let h: WebhookHarness;
beforeEach(async () => {
  h = await createWebhookHarness();
});
afterEach(() => h.close());

describe("delivery", () => {
  it("sends a sign-up as a signed user.create the receiver verifies, with unmasked data", async () => {
    const { secret } = await h.subscribe(["user.create"]);
    const userId = await h.signUp("Jane.Doe@example.com");

    await h.dispatch();

    const [request] = h.receiver.received;
    expect(h.receiver.received).toHaveLength(1);
    expect((await verifyWebhook(secret, request!.headers, request!.body, h.clock.now())).ok).toBe(
      true,
    );
    expect(bodyOf(request!)).toEqual({
      id: request!.headers["webhook-id"],
      type: "user.create",
      timestamp: h.clock.now().toISOString(),
      data: expect.objectContaining({
        id: userId,
        emails: [expect.objectContaining({ address: "jane.doe@example.com", is_primary: true })],
      }) as unknown,
    });
    expect(request!.headers["content-type"]).toBe("application/json");
  });

  it("delivers every event once to a receiver that failed, then was down, then came back", async () => {
    await h.subscribe(["user"]);
    h.receiver.status = 503;
    const users = [await h.signUp("a@example.com"), await h.signUp("b@example.com")];
    await h.dispatch();
    await h.receiver.stop();
    users.push(await h.signUp("c@example.com"));
    for (let hour = 1; hour <= 5; hour++) {
      h.clock.advance(HOUR);
      await h.dispatch();
    }
    const whileDown = await webhookQueueStats(h.auth.deps.db);

    await h.receiver.start();
    h.receiver.status = 204;
    h.clock.advance(6 * HOUR);
    await h.dispatch();
    h.clock.advance(6 * HOUR);
    await h.dispatch();

    const failedIds = h.receiver.received.filter((r) => r.status === 503).map((r) => bodyOf(r).id);
    const deliveredIds = answered(h).map((r) => r.headers["webhook-id"]);
    expect(whileDown).toEqual({ depth: 3, failedTotal: 17 });
    expect(deliveredIds).toHaveLength(3);
    expect(new Set(deliveredIds).size).toBe(3);
    expect(deliveredIds).toEqual(expect.arrayContaining(failedIds));
    expect(
      answered(h)
        .map((r) => bodyOf(r).data.id)
        .sort(),
    ).toEqual([...users].sort());
    expect(await webhookQueueStats(h.auth.deps.db)).toEqual({ depth: 0, failedTotal: 17 });
  });

  it("gives a subscription to a parent event its children only", async () => {
    await h.subscribe(["user.update"]);
    const userId = await h.signUp("parent@example.com");
    for (const type of ["password_changed", "email_created", "login_success"] as const) {
      await h.auth.deps.audit.record({ type, userId }, META);
    }

    await h.dispatch();

    expect(h.receiver.received.map((r) => bodyOf(r).type).sort()).toEqual([
      "user.update.email.create",
      "user.update.password.update",
    ]);
  });

  it("names only the id of a deleted user", async () => {
    await h.subscribe(["user.delete"]);
    const userId = await h.signUp("gone@example.com");
    await h.auth.deps.users.remove(userId);
    await h.auth.deps.audit.record({ type: "user_deleted", userId }, META);

    await h.dispatch();

    expect(h.receiver.received.map((r) => bodyOf(r).data)).toEqual([{ id: userId }]);
  });

  it("sends nothing of what happened before the subscription", async () => {
    await h.signUp("early@example.com");
    await h.dispatch();
    h.clock.advance(1_000);
    await h.subscribe(["user"]);

    await h.dispatch();

    expect(h.receiver.received).toEqual([]);
  });
});

describe("sustained failure", () => {
  it("disables a subscription failing for 24 h; re-enabled, it gets its backlog", async () => {
    const hook = await h.subscribe(["user.create"]);
    h.receiver.status = 503;
    const waiting = await h.signUp("waiting@example.com");
    await h.dispatch();
    h.clock.advance(18 * HOUR);
    await h.dispatch();
    const after18Hours = (await (await h.admin(`/webhooks/${hook.id}`)).json()) as {
      enabled: boolean;
    };
    h.clock.advance(6 * HOUR);
    await h.dispatch();
    const after24Hours = (await (await h.admin(`/webhooks/${hook.id}`)).json()) as {
      enabled: boolean;
      failures: number;
    };
    h.receiver.status = 204;
    h.clock.advance(6 * HOUR);
    await h.dispatch();
    const sentWhileDisabled = answered(h).length;

    const enabled = await h.admin(`/webhooks/${hook.id}/enable`, { method: "POST" });
    await h.dispatch();

    expect(after18Hours.enabled).toBe(true);
    expect(after24Hours).toMatchObject({ enabled: false, failures: 3 });
    expect(sentWhileDisabled).toBe(0);
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ enabled: true, failures: 0 });
    expect(answered(h).map((r) => bodyOf(r).data.id)).toEqual([waiting]);
  });
});

describe.each(dialectCases().filter((c) => c.dialect === "postgres"))(
  "two instances on $dialect",
  ({ skipReason }) => {
    it("deliver each event once when they dispatch at the same time", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const other = await createTestAuth({}, { sameStoresAs: h.auth, deps: { clock: h.clock } });
      try {
        await h.subscribe(["user"]);
        const users = await Promise.all(
          Array.from({ length: 20 }, (_, i) => h.signUp(`race-${i}@example.com`)),
        );

        await fanOutAuditEntries({ db: h.auth.deps.db, dialect: "postgres", now: h.clock.now() });

        const send = (instance: TestAuth) =>
          sendDueDeliveries({ ...instance.deps, clock: h.clock, timeoutMs: 2_000 });
        await Promise.all([send(h.auth), send(other), send(h.auth), send(other)]);

        const ids = h.receiver.received.map((r) => r.headers["webhook-id"]);
        expect(ids).toHaveLength(20);
        expect(new Set(ids).size).toBe(20);
        expect(h.receiver.received.map((r) => bodyOf(r).data.id).sort()).toEqual(users.sort());
      } finally {
        await other.close();
      }
    });
  },
);
