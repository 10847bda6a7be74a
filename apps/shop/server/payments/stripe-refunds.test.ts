// Stripe refunds without the internet: refunds are created against a local HTTP server that
// answers as Stripe's API does (the request is what the real API would receive), and the refund
// webhooks are signed with the package's own test helper and verified by its own check.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  startLocalStripeApi,
  stripeRefund,
  type LocalStripeApi,
  type StripeRequest,
} from "../../test-support/local-stripe-api.ts";
import { createStripeProvider } from "./stripe-provider.ts";

const WEBHOOK_SECRET = "whsec_test_kretsbutiken";

let api: LocalStripeApi;
let answer: (request: StripeRequest) => { status?: number; body: object };
beforeAll(async () => {
  api = await startLocalStripeApi((request) => answer(request));
});
afterAll(() => api.close());
beforeEach(() => {
  api.received.length = 0;
  answer = () => ({ body: stripeRefund() });
});

const provider = () =>
  createStripeProvider({
    secretKey: "sk_test_local",
    webhookSecret: WEBHOOK_SECRET,
    client: api.client,
  });

const request = {
  refundId: "refund-1",
  orderId: "order-1",
  orderNumber: "KB-2026-000001",
  paymentReference: "pi_1",
  amount: 50_000,
};

const event = (type: string, refund: object, id = "evt_r1") =>
  api.signed({ id, object: "event", type, data: { object: refund } }, WEBHOOK_SECRET);

describe("Stripe refunds", () => {
  it("creates a refund of the payment intent for the amount, keyed by the shop's refund id", async () => {
    expect(await provider().refund(request)).toEqual({ reference: "re_1" });
    const [sent] = api.received;
    expect(sent?.path).toBe("/v1/refunds");
    expect(sent?.idempotencyKey).toBe("refund-refund-1");
    expect(sent?.body.get("payment_intent")).toBe("pi_1");
    expect(sent?.body.get("amount")).toBe("50000");
    expect(sent?.body.get("reason")).toBe("requested_by_customer");
    expect(sent?.body.get("metadata[refundId]")).toBe("refund-1");
    expect(sent?.body.get("metadata[orderId]")).toBe("order-1");
    expect(sent?.body.get("metadata[orderNumber]")).toBe("KB-2026-000001");
    expect(sent?.body.has("charge")).toBe(false);
  });

  it("refunds a payment known by its charge against that charge", async () => {
    await provider().refund({ ...request, paymentReference: "ch_1" });
    const [sent] = api.received;
    expect(sent?.body.get("charge")).toBe("ch_1");
    expect(sent?.body.has("payment_intent")).toBe(false);
    expect(sent?.body.get("amount")).toBe("50000");
  });

  it("asks again with the same idempotency key, so Stripe answers the same refund", async () => {
    await provider().refund(request);
    await provider().refund(request);
    expect(api.received.map((r) => r.idempotencyKey)).toEqual([
      "refund-refund-1",
      "refund-refund-1",
    ]);
  });

  it("rejects with Stripe's message when Stripe refuses the refund", async () => {
    answer = () => ({
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: "Charge ch_1 has already been refunded.",
        },
      },
    });
    await expect(provider().refund(request)).rejects.toThrow(
      "Charge ch_1 has already been refunded.",
    );
  });

  it("never asks Stripe to refund a reference that is not a payment", async () => {
    await expect(provider().refund({ ...request, paymentReference: "cs_test_1" })).rejects.toThrow(
      "cannot refund",
    );
    expect(api.received).toEqual([]);
  });

  it("reads a succeeded refund's webhook as its outcome, and a failed or cancelled one as failed", async () => {
    const succeeded = event("refund.updated", stripeRefund({ status: "succeeded" }));
    expect(await provider().verifyCallback(succeeded.payload, succeeded.headers)).toEqual({
      kind: "refund",
      event: {
        eventId: "evt_r1",
        refundId: "refund-1",
        outcome: "succeeded",
        amount: 50_000,
        reference: "re_1",
      },
    });
    for (const [type, status] of [
      ["refund.failed", "failed"],
      ["refund.updated", "canceled"],
      ["charge.refund.updated", "failed"],
    ] as const) {
      const message = event(type, stripeRefund({ status }));
      expect(await provider().verifyCallback(message.payload, message.headers)).toMatchObject({
        kind: "refund",
        event: { outcome: "failed" },
      });
    }
  });

  it("acknowledges a refund still pending, and refunds the shop did not start", async () => {
    const pending = event("refund.created", stripeRefund({ status: "pending" }));
    expect(await provider().verifyCallback(pending.payload, pending.headers)).toEqual({
      kind: "ignored",
    });
    for (const metadata of [{}, null]) {
      const foreign = event("refund.updated", stripeRefund({ status: "succeeded", metadata }));
      expect(await provider().verifyCallback(foreign.payload, foreign.headers)).toEqual({
        kind: "ignored",
      });
    }
  });

  it("reads only the refund events as refunds, not a charge that looks like one", async () => {
    // charge.refunded carries the Charge (succeeded, for the whole amount), never the Refund.
    const charge = event("charge.refunded", {
      id: "ch_1",
      object: "charge",
      amount: 1_599_000,
      amount_refunded: 50_000,
      status: "succeeded",
      metadata: { refundId: "refund-1", orderId: "order-1" },
    });
    expect(await provider().verifyCallback(charge.payload, charge.headers)).toEqual({
      kind: "ignored",
    });
  });

  it("rejects a refund webhook signed with another secret", async () => {
    const forged = api.signed(
      {
        id: "evt_f",
        object: "event",
        type: "refund.updated",
        data: { object: stripeRefund({ status: "succeeded" }) },
      },
      "whsec_other",
    );
    expect(await provider().verifyCallback(forged.payload, forged.headers)).toMatchObject({
      kind: "invalid",
    });
  });
});
