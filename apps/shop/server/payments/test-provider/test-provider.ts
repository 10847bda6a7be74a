// The built-in test provider: a real hosted round trip on this machine. `start` seals the
// payment into the address of its page, encrypted (/testbetalning/<token>, test-payment-routes.ts); the
// page takes a test card, a Swish number or an invoice approval, tells the shop what happened
// with a signed server-to-server POST to /payment/callback, and sends the browser back to
// /payment/complete or /payment/cancel. A refund is accepted at once and its outcome told the
// same way, as a signed POST to /payment/callback. Its callbacks are verified here, with the same
// secret.
import { randomUUID } from "node:crypto";
import type { PaymentEvent, PaymentOutcome } from "../payment-event.ts";
import type { CallbackVerdict, PaymentProvider, RefundRequest } from "../payment-provider.ts";
import type { RefundEvent, RefundOutcome } from "../refund-event.ts";
import { SIGNATURE_HEADER, signBody, verifySignature } from "../signature.ts";
import { sealSession } from "./test-payment-token.ts";

export interface TestProviderOptions {
  /** Signs the page addresses and the callbacks (PAYMENT_TEST_SECRET). */
  secret: string;
  /** Where the provider's server posts its callbacks: the shop's /payment/callback. */
  callbackUrl: string;
  /** Waits between delivery attempts of a callback; the last one gives up. */
  retryDelaysMs?: readonly number[];
  /** How a refund ends; every refund succeeds unless a test says otherwise. */
  refundOutcome?: (request: RefundRequest) => RefundOutcome;
  log?: (line: string) => void;
}

export interface TestProvider extends PaymentProvider {
  /** Tells the shop about an outcome, retrying while it does not answer 2xx. */
  deliver(orderId: string, outcome: PaymentOutcome, amount: number): Promise<boolean>;
  readonly secret: string;
}

/** A refund's callback body: the event, marked so it is never read as a payment's. */
type RefundMessage = RefundEvent & { type: "refund" };

/** A parsed body's fields: a primitive, null or an array has none that a message needs. */
const fieldsOf = (value: unknown) => Object(value) as Record<string, unknown>;

const isRefundMessage = (value: unknown): value is RefundMessage => {
  const event = fieldsOf(value);
  return (
    event.type === "refund" &&
    typeof event.eventId === "string" &&
    event.eventId.length <= 100 &&
    typeof event.refundId === "string" &&
    event.refundId.length <= 100 &&
    (event.outcome === "succeeded" || event.outcome === "failed") &&
    Number.isSafeInteger(event.amount) &&
    typeof event.reference === "string" &&
    event.reference.length <= 100
  );
};

const isEvent = (value: unknown): value is PaymentEvent => {
  const event = fieldsOf(value);
  return (
    typeof event.eventId === "string" &&
    event.eventId.length <= 100 &&
    typeof event.orderId === "string" &&
    event.orderId.length <= 100 &&
    (event.outcome === "paid" || event.outcome === "declined" || event.outcome === "cancelled") &&
    Number.isSafeInteger(event.amount) &&
    typeof event.reference === "string" &&
    event.reference.length <= 100
  );
};

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const delays = options.retryDelaysMs ?? [250, 1000, 4000];
  const log = options.log ?? ((line: string) => console.warn(line));

  /** Posts a signed message to the shop, retrying while it does not answer 2xx. */
  async function post(body: string, about: string): Promise<boolean> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(options.callbackUrl, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            [SIGNATURE_HEADER]: signBody(options.secret, body),
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (response.ok) return true;
        log(`[test payment] callback answered ${response.status} for ${about}`);
      } catch (error) {
        log(`[test payment] callback failed for ${about}: ${String(error)}`);
      }
      const wait = delays[attempt];
      if (wait === undefined) return false;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return {
    name: "test",
    minimumHoldMs: 0,
    secret: options.secret,
    async start(request) {
      const token = sealSession(options.secret, {
        orderId: request.orderId,
        orderNumber: request.orderNumber,
        orderLink: request.orderLink,
        amount: request.amount,
        method: request.method,
        language: request.language,
        origin: request.origin,
        expiresAt: request.expiresAt.getTime(),
      });
      return Promise.resolve(`${request.origin}/testbetalning/${token}/`);
    },

    async verifyCallback(body, headers) {
      if (!verifySignature(options.secret, body, headers.get(SIGNATURE_HEADER) ?? undefined)) {
        return Promise.resolve({ kind: "invalid", reason: "bad signature" } as const);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return { kind: "invalid", reason: "body is not JSON" } as const;
      }
      if (isRefundMessage(parsed)) {
        const { eventId, refundId, outcome, amount, reference } = parsed;
        return {
          kind: "refund",
          event: { eventId, refundId, outcome, amount, reference },
        } satisfies CallbackVerdict;
      }
      return isEvent(parsed)
        ? ({ kind: "event", event: parsed } satisfies CallbackVerdict)
        : ({ kind: "invalid", reason: "body is not a payment event" } as const);
    },

    async deliver(orderId, outcome, amount) {
      const event: PaymentEvent = {
        eventId: `evt_${randomUUID()}`,
        orderId,
        outcome,
        amount,
        reference: `test_${randomUUID()}`,
      };
      return post(JSON.stringify(event), `order ${orderId}`);
    },

    // Accepted at once, under its own reference; the outcome follows as a callback, awaited here
    // so a test (or the admin's page) finds the refund settled when this resolves.
    async refund(request) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new Error(`the test provider refuses a refund of ${request.amount} öre`);
      }
      const reference = `re_test_${randomUUID()}`;
      const message: RefundMessage = {
        type: "refund",
        eventId: `evt_${randomUUID()}`,
        refundId: request.refundId,
        outcome: options.refundOutcome?.(request) ?? "succeeded",
        amount: request.amount,
        reference,
      };
      await post(JSON.stringify(message), `refund ${request.refundId}`);
      return { reference };
    },
  };
}
