// Stripe Checkout without the internet: sessions are created against a local HTTP server that
// answers as Stripe's API does (the request is what the real API would receive), and webhooks
// are signed with the package's own test helper and verified by its own check.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  startLocalStripeApi,
  type LocalStripeApi,
  type StripeRequest,
} from "../../test-support/local-stripe-api.ts";
import type { PaymentRequest } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

const WEBHOOK_SECRET = "whsec_test_kretsbutiken";

/** A Checkout Session as Stripe's API answers its creation. */
const checkoutSession = (overrides: object = {}) => ({
  id: "cs_test_1",
  object: "checkout.session",
  mode: "payment",
  status: "open",
  url: "https://checkout.stripe.com/c/pay/cs_test_1",
  ...overrides,
});

let api: LocalStripeApi;
let answer: (request: StripeRequest) => { status?: number; body: object };
beforeAll(async () => {
  api = await startLocalStripeApi((request) => answer(request));
});
afterAll(() => api.close());
beforeEach(() => {
  api.received.length = 0;
  answer = () => ({ body: checkoutSession() });
});

const provider = () =>
  createStripeProvider({
    secretKey: "sk_test_local",
    webhookSecret: WEBHOOK_SECRET,
    client: api.client,
  });

const signed = (event: object, secret = WEBHOOK_SECRET) => api.signed(event, secret);

/** A Checkout Session as Stripe's webhooks carry it. */
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

const verdictOf = (type: string, object: object, id = "evt_1") => {
  const { payload, headers } = signed({ id, object: "event", type, data: { object } });
  return provider().verifyCallback(payload, headers);
};

const MINUTE = 60_000;

const order = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: "order-1",
  orderNumber: "KB-2026-000001",
  orderLink: "Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
  amount: 3_202_900,
  email: "anna@example.se",
  language: "se",
  method: "card",
  lines: [{ name: "iPhone 16 Pro Max (Svart)", quantity: 2, unitPrice: 1_599_000 }],
  fees: [
    { name: "Instabox Paketskåp", amount: 3_900 },
    { name: "Kort", amount: 0 },
  ],
  expiresAt: new Date(Date.now() + 45 * MINUTE),
  origin: "https://kretsbutiken.example",
  ...overrides,
});

/** The one request the provider sent to Stripe's API. */
function sentOnce(): StripeRequest {
  expect(api.received).toHaveLength(1);
  const [request] = api.received;
  if (!request) throw new Error("nothing was sent to Stripe");
  return request;
}

describe("Stripe Checkout", () => {
  it("is the provider named stripe, holding an order at least as long as a session lives", () => {
    expect(provider().name).toBe("stripe");
    // Stripe lets a Checkout Session end no sooner than 30 minutes: the hold lasts as long.
    expect(provider().minimumHoldMs).toBe(31 * MINUTE);
  });

  it("creates a payment session with the order's lines and fees in SEK, once per order", async () => {
    const expiresAt = new Date(Date.now() + 45 * MINUTE);
    const url = await provider().start(order({ expiresAt }));
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    const request = sentOnce();
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.idempotencyKey).toBe("order-order-1");
    expect(Object.fromEntries(request.body)).toEqual({
      mode: "payment",
      customer_email: "anna@example.se",
      client_reference_id: "order-1",
      "metadata[orderId]": "order-1",
      "metadata[orderNumber]": "KB-2026-000001",
      locale: "sv",
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "sek",
      "line_items[0][price_data][unit_amount]": "1599000",
      "line_items[0][price_data][product_data][name]": "iPhone 16 Pro Max (Svart)",
      // A fee is a line of its own; a fee of nothing is left out.
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][currency]": "sek",
      "line_items[1][price_data][unit_amount]": "3900",
      "line_items[1][price_data][product_data][name]": "Instabox Paketskåp",
      // The way back names the order by its link token, never its id.
      success_url:
        "https://kretsbutiken.example/payment/complete?order=Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
      cancel_url:
        "https://kretsbutiken.example/payment/cancel?order=Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
      // The session ends with the order's hold, in whole seconds.
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    });
  });

  it("shows Stripe's page in English to a shopper who reads the shop in English", async () => {
    await provider().start(order({ language: "en" }));
    expect(sentOnce().body.get("locale")).toBe("en");
  });

  it("lets a session live the 31 minutes Stripe asks for, though the hold ends sooner", async () => {
    const before = Date.now();
    await provider().start(order({ expiresAt: new Date(before + 5 * MINUTE) }));
    const expiresAt = Number(sentOnce().body.get("expires_at")) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor((before + 31 * MINUTE) / 1000) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 31 * MINUTE);
  });

  it("asks again with the same idempotency key, so a retried checkout gets the same session", async () => {
    await provider().start(order());
    await provider().start(order());
    expect(api.received.map((r) => r.idempotencyKey)).toEqual(["order-order-1", "order-order-1"]);
  });

  it("refuses a session Stripe answers without an address to send the shopper to", async () => {
    answer = () => ({ body: checkoutSession({ url: null }) });
    await expect(provider().start(order())).rejects.toThrow(
      "Stripe returned a Checkout Session without a URL",
    );
  });

  it("rejects with Stripe's message when Stripe refuses the session", async () => {
    answer = () => ({
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          param: "expires_at",
          message:
            "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
        },
      },
    });
    await expect(provider().start(order())).rejects.toThrow("must be less than 24 hours");
  });

  it("turns a signed checkout.session.completed into a payment of the order", async () => {
    expect(await verdictOf("checkout.session.completed", session({}))).toEqual({
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
    const unpaid = { payment_status: "unpaid", payment_intent: null };
    expect(await verdictOf("checkout.session.expired", session(unpaid), "evt_2")).toEqual({
      kind: "event",
      event: {
        eventId: "evt_2",
        orderId: "order-1",
        outcome: "cancelled",
        amount: 1_599_000,
        // No payment was begun: the session is the reference.
        reference: "cs_test_1",
      },
    });
    // A delayed method (a bank debit) completes the session unpaid, and is settled later.
    expect(
      await verdictOf("checkout.session.completed", session({ payment_status: "unpaid" })),
    ).toEqual({ kind: "ignored" });
    expect(
      await verdictOf(
        "checkout.session.async_payment_succeeded",
        session({ payment_status: "paid" }),
        "evt_3",
      ),
    ).toEqual({
      kind: "event",
      event: {
        eventId: "evt_3",
        orderId: "order-1",
        outcome: "paid",
        amount: 1_599_000,
        reference: "pi_1",
      },
    });
    expect(
      await verdictOf(
        "checkout.session.async_payment_failed",
        session({ payment_status: "unpaid" }),
        "evt_4",
      ),
    ).toEqual({
      kind: "event",
      event: {
        eventId: "evt_4",
        orderId: "order-1",
        outcome: "declined",
        amount: 1_599_000,
        reference: "pi_1",
      },
    });
  });

  it("finds the order in the session's metadata first, then its client reference", async () => {
    const byMetadata = session({ client_reference_id: null });
    expect(await verdictOf("checkout.session.completed", byMetadata)).toMatchObject({
      kind: "event",
      event: { orderId: "order-1" },
    });
    const byMetadataFirst = session({ client_reference_id: "order-2" });
    expect(await verdictOf("checkout.session.completed", byMetadataFirst)).toMatchObject({
      kind: "event",
      event: { orderId: "order-1" },
    });
    // Stripe sends `metadata: null` for a session created without any.
    const byReference = session({ metadata: null, client_reference_id: "order-2" });
    expect(await verdictOf("checkout.session.completed", byReference)).toMatchObject({
      kind: "event",
      event: { orderId: "order-2" },
    });
  });

  it.each([
    ["empty metadata", {}],
    ["no metadata", null],
  ])("ignores a session that names no order of the shop's: %s", async (_name, metadata) => {
    const foreign = session({ metadata, client_reference_id: null });
    expect(await verdictOf("checkout.session.completed", foreign)).toEqual({ kind: "ignored" });
  });

  it("reads a session with no total as a payment of nothing, never of the order's amount", async () => {
    const free = session({ amount_total: null });
    expect(await verdictOf("checkout.session.completed", free)).toMatchObject({
      kind: "event",
      event: { amount: 0 },
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
    expect(await provider().verifyCallback(forged.payload, forged.headers)).toEqual({
      kind: "invalid",
      reason: expect.stringContaining(
        "No signatures found matching the expected signature for payload",
      ) as string,
    });
    expect(await provider().verifyCallback(forged.payload, new Headers())).toEqual({
      kind: "invalid",
      reason: "no Stripe-Signature header",
    });
  });

  it("acknowledges events it has no use for, though they name the order", async () => {
    expect(
      await verdictOf("customer.created", { id: "cus_1", object: "customer", metadata: {} }),
    ).toEqual({ kind: "ignored" });
    // A payment intent carries the order in its metadata too, but only the session's events
    // settle an order.
    expect(
      await verdictOf("payment_intent.succeeded", {
        id: "pi_1",
        object: "payment_intent",
        amount: 1_599_000,
        status: "succeeded",
        metadata: { orderId: "order-1" },
      }),
    ).toEqual({ kind: "ignored" });
  });
});
