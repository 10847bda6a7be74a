// What POST /api/auth-webhooks answers and logs at its edges: the JSON bodies of its 404 and
// 413, one log line for each refused delivery (a forgery as well as a signed body that is no
// event), none for a delivery handled or ignored, and console.warn as the log when none is given.
import { randomBytes } from "node:crypto";
import { signWebhook } from "@kretsbutiken/flow-protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { createCustomerErasure } from "../admin/customers/customer-erasure.ts";
import { createAccountDeletion } from "./account-deletion.ts";
import { AUTH_WEBHOOKS_PATH, createAuthWebhookRoute } from "./auth-webhook-route.ts";
import { createAuthWebhooks } from "./auth-webhooks.ts";

const NOW = new Date("2026-12-01T08:00:00.000Z");
const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const USER = "0b4f7a2e-4a4c-4d1e-9f6a-2d8f3c1b5e70";

/** `body` as the provider sends it, signed with `secret` now. */
async function delivery(body: unknown, secret = SECRET): Promise<RequestInit> {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(NOW.getTime() / 1000);
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": "msg_edges",
      "webhook-timestamp": String(timestamp),
      "webhook-signature": await signWebhook(secret, "msg_edges", timestamp, raw),
    },
    body: raw,
  };
}

function event(type: string, data: unknown) {
  return { id: "msg_edges", type, timestamp: NOW.toISOString(), data };
}

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(dialects())("the webhook address's log on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function webhooks() {
    const { db } = await databases.open();
    const accounts = createAccountDeletion({
      erasure: createCustomerErasure(db, { audit: createAuditLog(db), clock: () => NOW }),
      auth: {
        deleteAccount: () => Promise.reject(new Error("the provider has deleted it already")),
        redeemConfirmation: () => Promise.reject(new Error("no confirmation after a deletion")),
      },
      warn: () => {},
    });
    return createAuthWebhooks(db, { secret: SECRET, accounts, clock: () => NOW });
  }

  async function shop() {
    const logged: string[] = [];
    const app = createAuthWebhookRoute(await webhooks(), (line) => logged.push(line));
    const post = async (init: RequestInit) => answerOf(await app.request(AUTH_WEBHOOKS_PATH, init));
    return { post, logged };
  }

  it("logs a signed body that is no event as refused, malformed", async () => {
    const { post, logged } = await shop();
    const answer = await post(await delivery(event("user.delete", { id: "anna" })));
    expect(answer).toEqual({ status: 400, body: { error: "malformed" } });
    expect(logged).toEqual(["[auth-webhooks] refused a delivery (malformed); nothing changed"]);
  });

  it("logs a forgery as refused, unauthenticated", async () => {
    const { post, logged } = await shop();
    const forged = await delivery(
      event("user.delete", { id: USER }),
      `whsec_${randomBytes(32).toString("base64")}`,
    );
    expect(await post(forged)).toEqual({ status: 401, body: { error: "unauthenticated" } });
    expect(logged).toEqual([
      "[auth-webhooks] refused a delivery (unauthenticated); nothing changed",
    ]);
  });

  it("logs nothing for an event it ignores or a deletion it carries out", async () => {
    const { post, logged } = await shop();
    expect(await post(await delivery(event("session.create.flow", { id: USER })))).toEqual({
      status: 200,
      body: { result: "ignored" },
    });
    expect(await post(await delivery(event("user.delete", { id: USER })))).toEqual({
      status: 200,
      body: { result: "erased" },
    });
    expect(logged).toEqual([]);
  });

  it("warns on the console when no log is given", async () => {
    const warned: unknown[][] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      warned.push(args);
    });
    const app = createAuthWebhookRoute(await webhooks());
    const response = await app.request(
      AUTH_WEBHOOKS_PATH,
      await delivery(
        event("user.create", { id: USER }),
        `whsec_${randomBytes(16).toString("base64")}`,
      ),
    );
    expect(response.status).toBe(401);
    expect(warned).toEqual([
      ["[auth-webhooks] refused a delivery (unauthenticated); nothing changed"],
    ]);
  });
});

describe("the address's answers that never reach a subscription", () => {
  it("answers 404 with a JSON error when the shop subscribed to nothing", async () => {
    const app = createAuthWebhookRoute(undefined, () => {});
    const response = await app.request(
      AUTH_WEBHOOKS_PATH,
      await delivery(event("user.delete", { id: USER })),
    );
    expect(await answerOf(response)).toEqual({ status: 404, body: { error: "not found" } });
  });

  it("answers 413 with a JSON error to a body past 64 KiB", async () => {
    const app = createAuthWebhookRoute(undefined, () => {});
    const response = await app.request(AUTH_WEBHOOKS_PATH, {
      method: "POST",
      headers: { "content-length": String(65 * 1024) },
      body: "x".repeat(65 * 1024),
    });
    expect(await answerOf(response)).toEqual({ status: 413, body: { error: "body too large" } });
  });

  it("takes a body of exactly 64 KiB as far as the subscription check", async () => {
    const app = createAuthWebhookRoute(undefined, () => {});
    const response = await app.request(AUTH_WEBHOOKS_PATH, {
      method: "POST",
      headers: { "content-length": String(64 * 1024) },
      body: "x".repeat(64 * 1024),
    });
    expect(response.status).toBe(404);
  });
});
