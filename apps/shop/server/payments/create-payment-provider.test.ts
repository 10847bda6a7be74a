// PAYMENT_PROVIDER picks who takes the money: Stripe with its keys, or the built-in test
// provider, which posts its callbacks to the shop's address given here (a callback endpoint on
// a local port) and signs them with the configured secret, or a random one.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPaymentProvider } from "./create-payment-provider.ts";
import { SIGNATURE_HEADER, verifySignature } from "./signature.ts";

let shop: Server;
let callbackUrl: string;
const posted: { path: string; body: string; signature: string }[] = [];
let statuses: number[] = [];

beforeAll(async () => {
  shop = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const signature = request.headers[SIGNATURE_HEADER];
      posted.push({
        path: request.url ?? "",
        body,
        signature: typeof signature === "string" ? signature : "",
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/payment/callback`;
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));
beforeEach(() => {
  posted.length = 0;
  statuses = [];
});

describe("the configured payment provider", () => {
  it("is Stripe's with PAYMENT_PROVIDER=stripe, checking webhooks with the configured secret", async () => {
    const { provider, testProvider } = createPaymentProvider(
      { provider: "stripe", secretKey: "sk_test_configured", webhookSecret: "whsec_configured" },
      callbackUrl,
    );
    expect(provider.name).toBe("stripe");
    expect(testProvider).toBeUndefined();
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer", metadata: {} } },
    });
    const signedWith = (secret: string) =>
      new Headers({
        "stripe-signature": new Stripe("sk_test_local").webhooks.generateTestHeaderString({
          payload,
          secret,
        }),
      });
    expect(await provider.verifyCallback(payload, signedWith("whsec_configured"))).toEqual({
      kind: "ignored",
    });
    expect(await provider.verifyCallback(payload, signedWith("whsec_other"))).toMatchObject({
      kind: "invalid",
    });
  });

  it("is the test provider otherwise, signing what it posts to the shop with the configured secret", async () => {
    statuses = [503];
    const lines: string[] = [];
    const { provider, testProvider } = createPaymentProvider(
      { provider: "test", testSecret: "configured-test-secret" },
      callbackUrl,
      (line) => lines.push(line),
    );
    expect(provider.name).toBe("test");
    expect(testProvider).toBe(provider);
    expect(testProvider?.secret).toBe("configured-test-secret");
    expect(await testProvider?.deliver("order-1", "paid", 100)).toBe(true);
    // Refused once, logged where the server logs, and tried again.
    expect(lines).toEqual(["[test payment] callback answered 503 for order order-1"]);
    expect(posted).toHaveLength(2);
    const [, delivered] = posted;
    expect(delivered?.path).toBe("/payment/callback");
    expect(
      verifySignature("configured-test-secret", delivered?.body ?? "", delivered?.signature),
    ).toBe(true);
  });

  it("makes up a strong secret of its own when none is configured", () => {
    const secretOf = () =>
      createPaymentProvider({ provider: "test", testSecret: undefined }, callbackUrl).testProvider
        ?.secret;
    const secret = secretOf();
    // 32 random bytes, base64url.
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(secretOf()).not.toBe(secret);
  });
});
