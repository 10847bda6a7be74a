// Stripe's API on a local port, for tests of the Stripe provider without the internet: every
// request is kept as the real API would receive it (path, form body, idempotency key) and
// answered by the test's own function, with a status and a JSON body as Stripe's API answers.
// The `stripe` package's client is pointed at it; its webhook helper signs test events.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface StripeRequest {
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

export type StripeAnswer = (request: StripeRequest) => { status?: number; body: object };

export interface LocalStripeApi {
  client: Stripe;
  received: StripeRequest[];
  /** Signs `event` as Stripe's webhooks are signed, with `secret`. */
  signed(event: object, secret: string): { payload: string; headers: Headers };
  close(): Promise<void>;
}

export async function startLocalStripeApi(answer: StripeAnswer): Promise<LocalStripeApi> {
  const received: StripeRequest[] = [];
  const api = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const key = request.headers["idempotency-key"];
      const kept: StripeRequest = {
        path: request.url ?? "",
        body: new URLSearchParams(body),
        idempotencyKey: typeof key === "string" ? key : undefined,
      };
      received.push(kept);
      const answered = answer(kept);
      response.statusCode = answered.status ?? 200;
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(answered.body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const { port } = api.address() as AddressInfo;
  // No retries: a test's error answer is the answer.
  const client = new Stripe("sk_test_local", {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return {
    client,
    received,
    signed(event, secret) {
      const payload = JSON.stringify(event);
      const header = client.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, headers: new Headers({ "stripe-signature": header }) };
    },
    close: () => new Promise<void>((resolve) => api.close(() => resolve())),
  };
}

/** A Refund object as Stripe's API and webhooks carry it. */
export function stripeRefund(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: "re_1",
    object: "refund",
    amount: 50_000,
    currency: "sek",
    payment_intent: "pi_1",
    status: "pending",
    metadata: { refundId: "refund-1", orderId: "order-1" },
    ...overrides,
  };
}
