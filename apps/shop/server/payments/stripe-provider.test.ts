// Stripe Checkout without the internet: sessions are created against a local HTTP server that
// answers as Stripe's API does (the request is what the real API would receive), and webhooks
// are signed with the package's own test helper and verified by its own check.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeProvider } from "./stripe-provider.ts";

const WEBHOOK_SECRET = "whsec_test_kretsbutiken";

interface Received {
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

const received: Received[] = [];
const api = createServer((request: IncomingMessage, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const key = request.headers["idempotency-key"];
    received.push({
      path: request.url ?? "",
      body: new URLSearchParams(body),
      idempotencyKey: typeof key === "string" ? key : undefined,
    });
    response.setHeader("Content-Type", "application/json");
    response.end(
      JSON.stringify({
        id: "cs_test_1",
        object: "checkout.session",
        url: "https://checkout.stripe.com/c/pay/cs_test_1",
      }),
    );
  });
});

let client: Stripe;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const { port } = api.address() as AddressInfo;
  client = new Stripe("sk_test_local", { host: "127.0.0.1", port, protocol: "http" });
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const provider = () =>
  createStripeProvider({ secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET, client });

function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = client.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: new Headers({ "stripe-signature": header }) };
}

const session = (overrides: object) => ({
  id: "cs_test_1",
  object: "checkout.session",
  metadata: { orderId: "order-1" },
  client_reference_id: "order-1",
  amount_total: 1_599_000,
  payment_status: "paid",
  payment_intent: "pi_1",
  ...overrides,
});

describe("Stripe Checkout", () => {
  it("creates a session with the order's lines and fees in SEK, once per order", async () => {
    const url = await provider().start({
      orderId: "order-1",
      orderNumber: "KB-2026-000001",
      orderLink: "Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
      amount: 1_604_900,
      email: "anna@example.se",
      language: "se",
      method: "card",
      lines: [{ name: "iPhone 16 Pro Max (Svart)", quantity: 1, unitPrice: 1_599_000 }],
      fees: [
        { name: "Instabox Paketskåp", amount: 3_900 },
        { name: "Kort", amount: 0 },
      ],
      expiresAt: new Date(Date.now() + 45 * 60_000),
      origin: "https://kretsbutiken.example",
    });
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    // Stripe lets a Checkout Session end no sooner than 30 minutes: the hold lasts as long.
    expect(provider().minimumHoldMs).toBe(31 * 60_000);
    const [request] = received;
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.idempotencyKey).toBe("order-order-1");
    const body = request?.body;
    expect(body?.get("line_items[0][price_data][currency]")).toBe("sek");
    expect(body?.get("line_items[0][price_data][unit_amount]")).toBe("1599000");
    expect(body?.get("line_items[1][price_data][product_data][name]")).toBe("Instabox Paketskåp");
    expect(body?.has("line_items[2][quantity]")).toBe(false);
    expect(body?.get("metadata[orderId]")).toBe("order-1");
    expect(body?.get("locale")).toBe("sv");
    // The way back names the order by its link token, never its id.
    expect(body?.get("success_url")).toBe(
      "https://kretsbutiken.example/payment/complete?order=Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
    );
    expect(body?.get("cancel_url")).toBe(
      "https://kretsbutiken.example/payment/cancel?order=Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
    );
  });

  it("turns a signed checkout.session.completed into a payment of the order", async () => {
    const { payload, headers } = signed({
      id: "evt_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: session({}) },
    });
    expect(await provider().verifyCallback(payload, headers)).toEqual({
      kind: "event",
      event: {
        eventId: "evt_1",
        orderId: "order-1",
        outcome: "paid",
        amount: 1_599_000,
        reference: "pi_1",
      },
    });
  });

  it("reads an expired session as cancelled, and a delayed payment as paid only when it succeeds", async () => {
    const expired = signed({
      id: "evt_2",
      object: "event",
      type: "checkout.session.expired",
      data: { object: session({ payment_status: "unpaid", payment_intent: null }) },
    });
    expect(await provider().verifyCallback(expired.payload, expired.headers)).toMatchObject({
      kind: "event",
      event: { outcome: "cancelled", reference: "cs_test_1" },
    });
    const pending = signed({
      id: "evt_3",
      object: "event",
      type: "checkout.session.completed",
      data: { object: session({ payment_status: "unpaid" }) },
    });
    expect(await provider().verifyCallback(pending.payload, pending.headers)).toEqual({
      kind: "ignored",
    });
  });

  it("rejects a webhook signed with another secret, or not signed", async () => {
    const forged = signed(
      {
        id: "evt_4",
        object: "event",
        type: "checkout.session.completed",
        data: { object: session({}) },
      },
      "whsec_other",
    );
    expect(await provider().verifyCallback(forged.payload, forged.headers)).toMatchObject({
      kind: "invalid",
    });
    expect(await provider().verifyCallback(forged.payload, new Headers())).toMatchObject({
      kind: "invalid",
    });
  });

  it("acknowledges events it has no use for", async () => {
    const { payload, headers } = signed({
      id: "evt_5",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    expect(await provider().verifyCallback(payload, headers)).toEqual({ kind: "ignored" });
  });
});
