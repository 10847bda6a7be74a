// POST /payment/callback with a stand-in provider, orders and refunds: a forgery is refused
// with 400 and logged and reaches nothing, a verified payment or refund goes to its handler
// once with the shop's origin, the outcomes staff must look at are logged, and an oversized
// body is refused before the provider reads it.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Orders } from "../orders/orders.ts";
import type { PaymentResult } from "../orders/apply-payment.ts";
import type { PaymentEvent } from "./payment-event.ts";
import type { CallbackVerdict, PaymentProvider } from "./payment-provider.ts";
import { createPaymentCallbackRoute } from "./payment-callback-route.ts";
import type { RefundEvent } from "./refund-event.ts";

const PAYMENT: PaymentEvent = {
  eventId: "evt_1",
  orderId: "order-1",
  outcome: "paid",
  amount: 103_900,
  reference: "pi_1",
};
const REFUND: RefundEvent = {
  eventId: "evt_2",
  refundId: "refund-1",
  outcome: "succeeded",
  amount: 5_000,
  reference: "re_1",
};

function callbackApp(
  verdict: CallbackVerdict,
  { payment = "paid", refund = "applied" }: { payment?: PaymentResult; refund?: string } = {},
) {
  const seen: { body: string; signature: string | null }[] = [];
  const payments: [PaymentEvent, string][] = [];
  const refunds: [RefundEvent, string][] = [];
  const logged: string[] = [];
  const provider: PaymentProvider = {
    name: "test",
    start: () => Promise.reject(new Error("not used")),
    refund: () => Promise.reject(new Error("not used")),
    verifyCallback(body, headers) {
      seen.push({ body, signature: headers.get("x-signature") });
      return Promise.resolve(verdict);
    },
  };
  const orders = {
    applyPayment(event: PaymentEvent, origin: string) {
      payments.push([event, origin]);
      return Promise.resolve(payment);
    },
  } as Pick<Orders, "applyPayment"> as Orders;
  const app = createPaymentCallbackRoute({
    provider,
    orders,
    refunds: {
      applyOutcome(event, origin) {
        refunds.push([event, origin]);
        return Promise.resolve(refund);
      },
    },
    originOf: (url) => `origin of ${new URL(url).host}`,
    log: (line) => logged.push(line),
  });
  const post = (body: string, path = "/payment/callback") =>
    app.request(`https://butik.test${path}`, {
      method: "POST",
      body,
      headers: { "x-signature": "sig" },
    });
  return { post, seen, payments, refunds, logged, app };
}

describe("the payment callback", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("refuses a forged message with 400, logs why and applies nothing", async () => {
    const shop = callbackApp({ kind: "invalid", reason: "bad signature" });
    const response = await shop.post('{"forged":true}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid callback" });
    expect(shop.seen).toEqual([{ body: '{"forged":true}', signature: "sig" }]);
    expect(shop.logged).toEqual(["[payment] rejected a callback (bad signature); nothing changed"]);
    expect(shop.payments).toEqual([]);
    expect(shop.refunds).toEqual([]);
  });

  it("acknowledges a message the shop has no use for, and does nothing with it", async () => {
    const shop = callbackApp({ kind: "ignored" });
    const response = await shop.post("{}");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "ignored" });
    expect([shop.payments, shop.refunds, shop.logged]).toEqual([[], [], []]);
  });

  it.each(["paid", "noted", "duplicate"] as const)(
    "applies a verified payment once with the shop's origin; %s is answered, not logged",
    async (result) => {
      const shop = callbackApp({ kind: "event", event: PAYMENT }, { payment: result });
      const response = await shop.post("payment");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result });
      expect(shop.payments).toEqual([[PAYMENT, "origin of butik.test"]]);
      expect(shop.refunds).toEqual([]);
      expect(shop.logged).toEqual([]);
    },
  );

  it.each(["unknown_order", "amount_mismatch", "refund_due"] as const)(
    "logs a payment that came out %s, for staff to look at",
    async (result) => {
      const shop = callbackApp({ kind: "event", event: PAYMENT }, { payment: result });
      const response = await shop.post("payment");
      expect(await response.json()).toEqual({ result });
      expect(shop.logged).toEqual([`[payment] ${result} for order order-1 (event evt_1)`]);
    },
  );

  it("applies a verified refund's outcome once with the shop's origin", async () => {
    const shop = callbackApp({ kind: "refund", event: REFUND }, { refund: "applied" });
    const response = await shop.post("refund");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "applied" });
    expect(shop.refunds).toEqual([[REFUND, "origin of butik.test"]]);
    expect(shop.payments).toEqual([]);
    expect(shop.logged).toEqual([]);
  });

  it.each(["unknown_refund", "amount_mismatch"])(
    "logs a refund outcome that came out %s",
    async (result) => {
      const shop = callbackApp({ kind: "refund", event: REFUND }, { refund: result });
      const response = await shop.post("refund");
      expect(await response.json()).toEqual({ result });
      expect(shop.logged).toEqual([`[payment] ${result} for refund refund-1 (event evt_2)`]);
    },
  );

  it("takes a body of 64 KiB and refuses a larger one before the provider reads it", async () => {
    const shop = callbackApp({ kind: "ignored" });
    expect((await shop.post("a".repeat(64 * 1024))).status).toBe(200);
    const tooLarge = await shop.post("a".repeat(64 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "body too large" });
    expect(shop.seen).toHaveLength(1);
  });

  it("answers only POST /payment/callback", async () => {
    const shop = callbackApp({ kind: "event", event: PAYMENT });
    expect((await shop.app.request("https://butik.test/payment/callback")).status).toBe(404);
    expect((await shop.post("x", "/payment/other")).status).toBe(404);
    expect(shop.seen).toEqual([]);
  });

  it("warns on the console when no log is given", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const provider: PaymentProvider = {
      name: "test",
      start: () => Promise.reject(new Error("not used")),
      refund: () => Promise.reject(new Error("not used")),
      verifyCallback: () => Promise.resolve({ kind: "invalid", reason: "stale" }),
    };
    const app = createPaymentCallbackRoute({
      provider,
      orders: {} as Orders,
      refunds: { applyOutcome: () => Promise.reject(new Error("not used")) },
      originOf: () => "https://butik.test",
    });
    const response = await app.request("https://butik.test/payment/callback", {
      method: "POST",
      body: "x",
    });
    expect(response.status).toBe(400);
    expect(warn).toHaveBeenCalledWith("[payment] rejected a callback (stale); nothing changed");
  });
});
