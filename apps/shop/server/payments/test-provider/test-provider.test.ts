// The built-in test provider against a real callback endpoint on a local port: what it posts to
// the shop (signed, retried while the shop does not answer 2xx, logged), the page address it
// seals, the refunds it accepts and refuses, and the callbacks it accepts as verified.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentRequest } from "../payment-provider.ts";
import { SIGNATURE_HEADER, signBody, verifySignature } from "../signature.ts";
import { openSession } from "./test-payment-token.ts";
import { createTestProvider, type TestProviderOptions } from "./test-provider.ts";

const SECRET = "test-provider-tests-secret";

interface Posted {
  method: string;
  path: string;
  contentType: string | undefined;
  signature: string | undefined;
  body: string;
  at: number;
}

/** The shop's /payment/callback on a local port, answering each post with the next status. */
let shop: Server;
let callbackUrl: string;
const posted: Posted[] = [];
let statuses: number[] = [];

beforeAll(async () => {
  shop = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const signature = request.headers[SIGNATURE_HEADER];
      posted.push({
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        signature: typeof signature === "string" ? signature : undefined,
        body,
        at: performance.now(),
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
afterEach(() => {
  vi.restoreAllMocks();
});

const logged: string[] = [];
const provider = (options: Partial<TestProviderOptions> = {}) => {
  logged.length = 0;
  return createTestProvider({
    secret: SECRET,
    callbackUrl,
    retryDelaysMs: [],
    log: (line) => logged.push(line),
    ...options,
  });
};

const signedHeaders = (body: string, secret = SECRET) =>
  new Headers({ [SIGNATURE_HEADER]: signBody(secret, body) });

/** What the provider makes of `message`, sent as a signed callback. */
const verdictOf = (message: unknown) => {
  const body = JSON.stringify(message);
  return provider().verifyCallback(body, signedHeaders(body));
};

const ORDER: PaymentRequest = {
  orderId: "order-1",
  orderNumber: "KB-2026-000001",
  orderLink: "Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
  amount: 1_604_900,
  email: "anna@example.se",
  language: "en",
  method: "swish",
  lines: [{ name: "iPhone 16 Pro Max (Svart)", quantity: 1, unitPrice: 1_599_000 }],
  fees: [{ name: "Instabox Paketskåp", amount: 3_900 }],
  expiresAt: new Date("2026-11-25T10:45:00.000Z"),
  origin: "https://kretsbutiken.example",
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe("the test provider", () => {
  it("is the provider named test, with no hold of its own, signing with its secret", () => {
    const test = provider();
    expect(test.name).toBe("test");
    expect(test.minimumHoldMs).toBe(0);
    expect(test.secret).toBe(SECRET);
  });

  it("sends the shopper to its page at an address that seals the payment, readable only with the secret", async () => {
    const url = await provider().start(ORDER);
    const token = /^https:\/\/kretsbutiken\.example\/testbetalning\/([\w-]+)\/$/.exec(url)?.[1];
    expect(token).toBeDefined();
    expect(openSession(SECRET, token ?? "")).toEqual({
      orderId: "order-1",
      orderNumber: "KB-2026-000001",
      orderLink: "Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf",
      amount: 1_604_900,
      method: "swish",
      language: "en",
      origin: "https://kretsbutiken.example",
      expiresAt: Date.parse("2026-11-25T10:45:00.000Z"),
    });
    expect(openSession("another secret", token ?? "")).toBeUndefined();
    // Nothing of the order shows in the address.
    expect(url).not.toMatch(/order-1|KB-2026|1604900|Zq3xN0/);
  });
});

describe("the test provider's callbacks to the shop", () => {
  it("posts the outcome as a signed JSON event that it verifies itself", async () => {
    const test = provider();
    expect(await test.deliver("order-1", "paid", 1_604_900)).toBe(true);
    expect(posted).toHaveLength(1);
    const [post] = posted;
    expect(post).toMatchObject({
      method: "POST",
      path: "/payment/callback",
      contentType: "application/json",
    });
    expect(verifySignature(SECRET, post?.body ?? "", post?.signature)).toBe(true);
    const event: unknown = JSON.parse(post?.body ?? "");
    expect(event).toEqual({
      eventId: expect.stringMatching(new RegExp(`^evt_${UUID}$`)) as string,
      orderId: "order-1",
      outcome: "paid",
      amount: 1_604_900,
      reference: expect.stringMatching(new RegExp(`^test_${UUID}$`)) as string,
    });
    expect(
      await test.verifyCallback(
        post?.body ?? "",
        new Headers({ [SIGNATURE_HEADER]: post?.signature ?? "" }),
      ),
    ).toEqual({ kind: "event", event });
    expect(logged).toEqual([]);
  });

  it("names every message anew, so the shop tells a replay from a second outcome", async () => {
    const test = provider();
    await test.deliver("order-1", "declined", 100);
    await test.deliver("order-1", "declined", 100);
    const [first, second] = posted.map((post) => JSON.parse(post.body) as Record<string, string>);
    expect(first?.eventId).not.toBe(second?.eventId);
    expect(first?.reference).not.toBe(second?.reference);
  });

  it("tries again after each wait while the shop does not answer 2xx, logging each failure", async () => {
    statuses = [503, 500, 204];
    expect(await provider({ retryDelaysMs: [40, 80] }).deliver("order-1", "paid", 100)).toBe(true);
    expect(posted).toHaveLength(3);
    const [first, second, third] = posted.map((post) => post.at);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(35);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(75);
    expect(logged).toEqual([
      "[test payment] callback answered 503 for order order-1",
      "[test payment] callback answered 500 for order order-1",
    ]);
    // The same message each time.
    expect(new Set(posted.map((post) => post.body)).size).toBe(1);
  });

  it("gives up after the last wait, and at once with no waits", async () => {
    statuses = [503, 503, 503];
    expect(await provider({ retryDelaysMs: [5] }).deliver("order-1", "paid", 100)).toBe(false);
    expect(posted).toHaveLength(2);
    expect(logged).toHaveLength(2);
    posted.length = 0;
    statuses = [503, 503];
    expect(await provider().deliver("order-1", "paid", 100)).toBe(false);
    expect(posted).toHaveLength(1);
  });

  it("waits a quarter of a second before its first retry unless told otherwise", async () => {
    statuses = [503];
    const test = provider({ retryDelaysMs: undefined });
    expect(await test.deliver("order-1", "paid", 100)).toBe(true);
    expect(posted).toHaveLength(2);
    const [first, second] = posted.map((post) => post.at);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(240);
  });

  it("logs a shop that cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const test = provider({ callbackUrl: `http://127.0.0.1:${port}/payment/callback` });
    expect(await test.deliver("order-1", "cancelled", 100)).toBe(false);
    expect(logged).toEqual([
      "[test payment] callback failed for order order-1: TypeError: fetch failed",
    ]);
  });

  it("warns on the console when given no log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    statuses = [502];
    const test = createTestProvider({ secret: SECRET, callbackUrl, retryDelaysMs: [] });
    expect(await test.deliver("order-7", "paid", 100)).toBe(false);
    expect(warn).toHaveBeenCalledWith("[test payment] callback answered 502 for order order-7");
  });
});

describe("the test provider's refunds", () => {
  const REFUND = {
    refundId: "refund-1",
    orderId: "order-1",
    orderNumber: "KB-2026-000001",
    paymentReference: "test_1",
    amount: 50_000,
  };

  it("accepts a refund under its own reference and tells the shop it succeeded", async () => {
    const test = provider();
    const { reference } = await test.refund(REFUND);
    expect(reference).toMatch(new RegExp(`^re_test_${UUID}$`));
    expect(posted).toHaveLength(1);
    const [post] = posted;
    expect(verifySignature(SECRET, post?.body ?? "", post?.signature)).toBe(true);
    const message = JSON.parse(post?.body ?? "") as Record<string, unknown>;
    expect(message).toEqual({
      type: "refund",
      eventId: expect.stringMatching(new RegExp(`^evt_${UUID}$`)) as string,
      refundId: "refund-1",
      outcome: "succeeded",
      amount: 50_000,
      reference,
    });
    // Read back, it is the refund's outcome, without the marker.
    expect(await test.verifyCallback(post?.body ?? "", signedHeaders(post?.body ?? ""))).toEqual({
      kind: "refund",
      event: {
        eventId: message.eventId,
        refundId: "refund-1",
        outcome: "succeeded",
        amount: 50_000,
        reference,
      },
    });
  });

  it("ends a refund as the test says", async () => {
    const outcome = vi.fn(() => "failed" as const);
    await provider({ refundOutcome: outcome }).refund(REFUND);
    expect(outcome).toHaveBeenCalledWith(REFUND);
    expect(JSON.parse(posted[0]?.body ?? "")).toMatchObject({ outcome: "failed" });
  });

  it("accepts the refund though the shop does not hear of it", async () => {
    statuses = [503];
    const { reference } = await provider().refund(REFUND);
    expect(reference).toMatch(/^re_test_/);
    expect(logged).toEqual(["[test payment] callback answered 503 for refund refund-1"]);
  });

  it("refuses to pay back nothing, less than nothing or part of an öre", async () => {
    for (const amount of [0, -100, 0.5, Number.NaN, 2 ** 53]) {
      await expect(provider().refund({ ...REFUND, amount })).rejects.toThrow(
        `the test provider refuses a refund of ${amount} öre`,
      );
    }
    expect(posted).toEqual([]);
    await provider().refund({ ...REFUND, amount: 1 });
    expect(JSON.parse(posted[0]?.body ?? "")).toMatchObject({ amount: 1 });
  });
});

describe("the test provider's check of a callback", () => {
  const EVENT = {
    eventId: "evt_1",
    orderId: "order-1",
    outcome: "paid",
    amount: 1_604_900,
    reference: "test_1",
  };
  const REFUND = {
    type: "refund",
    eventId: "evt_2",
    refundId: "refund-1",
    outcome: "succeeded",
    amount: 50_000,
    reference: "re_test_1",
  };
  const NOT_AN_EVENT = { kind: "invalid", reason: "body is not a payment event" };
  const LONGEST = "x".repeat(100);
  const TOO_LONG = "x".repeat(101);

  it("refuses a message not signed with its secret", async () => {
    const body = JSON.stringify(EVENT);
    const bad = { kind: "invalid", reason: "bad signature" };
    expect(await provider().verifyCallback(body, signedHeaders(body, "another secret"))).toEqual(
      bad,
    );
    expect(await provider().verifyCallback(body, new Headers())).toEqual(bad);
    expect(await provider().verifyCallback(`${body} `, signedHeaders(body))).toEqual(bad);
  });

  it("refuses a signed body that is not JSON, or not an event", async () => {
    const body = "{not json";
    expect(await provider().verifyCallback(body, signedHeaders(body))).toEqual({
      kind: "invalid",
      reason: "body is not JSON",
    });
    for (const value of [null, 42, "paid", [EVENT], {}]) {
      expect(await verdictOf(value)).toEqual(NOT_AN_EVENT);
    }
  });

  it("accepts each outcome of a payment, with ids and a reference of up to 100 characters", async () => {
    for (const outcome of ["paid", "declined", "cancelled"]) {
      expect(await verdictOf({ ...EVENT, outcome })).toEqual({
        kind: "event",
        event: { ...EVENT, outcome },
      });
    }
    const longest = { ...EVENT, eventId: LONGEST, orderId: LONGEST, reference: LONGEST };
    expect(await verdictOf(longest)).toEqual({ kind: "event", event: longest });
  });

  it.each([
    ["no event id", { eventId: undefined }],
    ["an event id that is not text", { eventId: ["evt_1"] }],
    ["too long an event id", { eventId: TOO_LONG }],
    ["no order", { orderId: undefined }],
    ["an order that is not text", { orderId: ["order-1"] }],
    ["too long an order", { orderId: TOO_LONG }],
    ["another outcome", { outcome: "refunded" }],
    ["an amount as text", { amount: "1604900" }],
    ["part of an öre", { amount: 0.5 }],
    ["an amount past safe integers", { amount: 2 ** 53 }],
    ["no reference", { reference: undefined }],
    ["a reference that is not text", { reference: ["test_1"] }],
    ["too long a reference", { reference: TOO_LONG }],
  ])("refuses a payment event with %s", async (_, change) => {
    expect(await verdictOf({ ...EVENT, ...change })).toEqual(NOT_AN_EVENT);
  });

  it("accepts each outcome of a refund, handing on the refund without its marker", async () => {
    for (const outcome of ["succeeded", "failed"]) {
      const { type: _, ...event } = { ...REFUND, outcome };
      expect(await verdictOf({ ...REFUND, outcome })).toEqual({ kind: "refund", event });
    }
    const longest = { ...REFUND, eventId: LONGEST, refundId: LONGEST, reference: LONGEST };
    const { type: _, ...event } = longest;
    expect(await verdictOf(longest)).toEqual({ kind: "refund", event });
  });

  it.each([
    ["no marker", { type: undefined }],
    ["another marker", { type: "payment" }],
    ["no event id", { eventId: undefined }],
    ["an event id that is not text", { eventId: ["evt_2"] }],
    ["too long an event id", { eventId: TOO_LONG }],
    ["no refund", { refundId: undefined }],
    ["a refund that is not text", { refundId: ["refund-1"] }],
    ["too long a refund", { refundId: TOO_LONG }],
    ["an outcome still pending", { outcome: "pending" }],
    ["an amount as text", { amount: "50000" }],
    ["part of an öre", { amount: 0.5 }],
    ["an amount past safe integers", { amount: 2 ** 53 }],
    ["no reference", { reference: undefined }],
    ["a reference that is not text", { reference: ["re_test_1"] }],
    ["too long a reference", { reference: TOO_LONG }],
  ])("refuses a refund message with %s", async (_, change) => {
    expect(await verdictOf({ ...REFUND, ...change })).toEqual(NOT_AN_EVENT);
  });
});
