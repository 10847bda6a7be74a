// The built-in test provider: a real hosted round trip on this machine. `start` seals the
// payment into the address of its page (/testbetalning/<token>, test-payment-routes.ts); the
// page takes a test card, a Swish number or an invoice approval, tells the shop what happened
// with a signed server-to-server POST to /payment/callback, and sends the browser back to
// /payment/complete or /payment/cancel. Its callbacks are verified here, with the same secret.
import { randomUUID } from "node:crypto";
import type { PaymentEvent, PaymentOutcome } from "../payment-event.ts";
import type { CallbackVerdict, PaymentProvider } from "../payment-provider.ts";
import { SIGNATURE_HEADER, signBody, verifySignature } from "../signature.ts";
import { sealSession } from "./test-payment-token.ts";

export interface TestProviderOptions {
  /** Signs the page addresses and the callbacks (PAYMENT_TEST_SECRET). */
  secret: string;
  /** Where the provider's server posts its callbacks: the shop's /payment/callback. */
  callbackUrl: string;
  /** Waits between delivery attempts of a callback; the last one gives up. */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

export interface TestProvider extends PaymentProvider {
  /** Tells the shop about an outcome, retrying while it does not answer 2xx. */
  deliver(orderId: string, outcome: PaymentOutcome, amount: number): Promise<boolean>;
  readonly secret: string;
}

const isEvent = (value: unknown): value is PaymentEvent => {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.eventId === "string" &&
    event.eventId.length <= 100 &&
    typeof event.orderId === "string" &&
    event.orderId.length <= 100 &&
    (event.outcome === "paid" || event.outcome === "declined" || event.outcome === "cancelled") &&
    typeof event.amount === "number" &&
    Number.isSafeInteger(event.amount) &&
    typeof event.reference === "string" &&
    event.reference.length <= 100
  );
};

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const delays = options.retryDelaysMs ?? [250, 1000, 4000];
  const log = options.log ?? ((line: string) => console.warn(line));

  return {
    name: "test",
    secret: options.secret,
    async start(request) {
      const token = sealSession(options.secret, {
        orderId: request.orderId,
        orderNumber: request.orderNumber,
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
      const body = JSON.stringify(event);
      for (let attempt = 0; attempt <= delays.length; attempt += 1) {
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
          log(`[test payment] callback answered ${response.status} for order ${orderId}`);
        } catch (error) {
          log(`[test payment] callback failed for order ${orderId}: ${String(error)}`);
        }
        const wait = delays[attempt];
        if (wait !== undefined) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      return false;
    },
  };
}
