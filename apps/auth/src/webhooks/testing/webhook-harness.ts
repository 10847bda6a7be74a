// Test support: the whole auth server (create-test-auth.ts) on a test clock, with the webhook
// admin routes mounted as the admin app would mount them, a webhook receiver, and the
// dispatcher run one pass at a time, so a test drives time and delivery by hand.
import { Hono } from "hono";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import { createTestClock, type TestClock } from "../../../test/test-clock.ts";
import type { AdminEnv } from "../../admin/admin-env.ts";
import { webhookRoutes } from "../../admin/routes/webhook-routes.ts";
import { runWebhookDispatch, type DispatchOutcome } from "../run-webhook-dispatch.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.ts";

export interface WebhookHarness {
  auth: TestAuth;
  clock: TestClock;
  receiver: WebhookReceiver;
  /** A request to the webhook admin routes; `json` is sent as the body. */
  admin(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Subscribes the receiver to `events` through the admin API. */
  subscribe(events: string[]): Promise<{ id: string; secret: string }>;
  /** Signs up a user through the public API (`POST /users`); returns the user's id. */
  signUp(email: string): Promise<string>;
  /** One dispatcher pass, as the worker makes it; `auth` to run it as another instance. */
  dispatch(auth?: TestAuth): Promise<DispatchOutcome>;
  close(): Promise<void>;
}

export async function createWebhookHarness(env: TestEnv = {}): Promise<WebhookHarness> {
  const clock = createTestClock();
  const auth = await createTestAuth(env, { deps: { clock } });
  const receiver = await startWebhookReceiver();
  const app = new Hono<AdminEnv>();
  app.use(async (c, next) => {
    c.set("requestId", crypto.randomUUID());
    c.set("adminRequest", {
      requestId: c.get("requestId"),
      ip: "203.0.113.7",
      userAgent: "webhook-test",
      language: "en",
    });
    await next();
  });
  app.route("/", webhookRoutes(auth.deps));
  const admin: WebhookHarness["admin"] = async (path, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    return app.request(path, {
      ...rest,
      headers,
      body: json === undefined ? null : JSON.stringify(json),
    });
  };
  return {
    auth,
    clock,
    receiver,
    admin,
    async subscribe(events) {
      const res = await admin("/webhooks", {
        method: "POST",
        json: { callback: receiver.url, events },
      });
      if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; secret: string };
    },
    async signUp(email) {
      const res = await auth.request("/users", { method: "POST", json: { email } });
      if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    dispatch: (instance = auth) =>
      runWebhookDispatch({
        db: instance.deps.db,
        dialect: instance.deps.dialect,
        clock,
        secretBox: instance.deps.secretBox,
        timeoutMs: 2_000,
      }),
    async close() {
      await receiver.close();
      await auth.close();
    },
  };
}
