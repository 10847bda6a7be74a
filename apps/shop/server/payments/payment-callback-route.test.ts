// POST /payment/callback with the real parts behind it: the built-in test provider verifying
// HMAC-signed messages (and Stripe's provider for a message the shop has no use for), the
// orders service and the admin's refunds over a SQLite database with a seeded product and an
// order placed through it. A forgery is refused with 400 and logged and changes nothing; a
// verified payment or refund is applied once and mailed with the shop's origin; the outcomes
// staff must look at are logged; an oversized body is refused before the provider reads it.
import Stripe from "stripe";
import { afterEach, describe, expect, it, vi } from "vitest";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { COMPANY, OWNER } from "../../test-support/refund-shop.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { createRefunds } from "../admin/refunds/refunds.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { createShopMailer } from "../mail/shop-mailer.ts";
import { createOrders } from "../orders/orders.ts";
import { createPaymentCallbackRoute } from "./payment-callback-route.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { SIGNATURE_HEADER, signBody } from "./signature.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestProvider } from "./test-provider/test-provider.ts";

const SECRET = "callback-tests-secret";
const WEBHOOK_SECRET = "whsec_callback_tests";
const START = new Date("2026-11-25T10:00:00.000Z");
const SHOP = "https://butik.test";
const ELSEWHERE = "http://evil.example";
const stripe = new Stripe("sk_test_local");

describe("the payment callback", () => {
  const databases = useShopTestDatabases({ dialect: "sqlite" });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function callbackShop(
    options: { stripe?: boolean; log?: ((line: string) => void) | undefined } = {},
  ) {
    const { db } = await databases.open();
    await seedCatalogue(db, [seedFixture({ id: 1, inStock: 10 })], START);
    const mailer = createShopMailer({ smtpUrl: undefined, from: "shop@test", log: () => {} });
    const orders = createOrders(db, {
      reservationMinutes: 45,
      company: COMPANY,
      mailer,
      clock: { now: () => START },
      log: () => {},
    });
    const provider: PaymentProvider = options.stripe
      ? createStripeProvider({ secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET })
      : createTestProvider({
          secret: SECRET,
          // Nothing listens there: a refund's own callback is lost, the test sends it.
          callbackUrl: "http://127.0.0.1:9/payment/callback",
          retryDelaysMs: [],
          log: () => {},
        });
    const refunds = createRefunds(db, {
      audit: createAuditLog(db),
      provider,
      mailer,
      company: COMPANY,
      clock: () => START,
      log: () => {},
    });
    const logged: string[] = [];
    const app = createPaymentCallbackRoute({
      provider,
      orders,
      refunds,
      // SHOP_PUBLIC_URL: the mails name it, whatever host the callback was sent to.
      origin: SHOP,
      log: "log" in options ? options.log : (line) => logged.push(line),
    });

    /** Places an order of one unit at 1 000 kr; it waits for its payment. */
    async function placeOrder() {
      const placed = await orders.place(
        orderFixture({
          lines: [
            { productId: 1, name: "Testmobil", quantity: 1, unitPrice: 100_000, momsRate: 25 },
          ],
          reservedUntil: new Date(START.getTime() + 45 * 60_000),
        }),
      );
      if (!placed.ok) throw new Error("expected an order");
      return placed.order;
    }

    /**
     * Posts `body` to `path`, signed as the test provider signs (or with another secret), at a
     * host that is not the shop's: no link in a mail may name it.
     */
    const post = (body: string, { secret = SECRET, path = "/payment/callback" } = {}) =>
      app.request(`${ELSEWHERE}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signBody(secret, body) },
        body,
      });

    const paymentBody = (orderId: string, overrides: Record<string, unknown> = {}) =>
      JSON.stringify({
        eventId: `evt_${crypto.randomUUID()}`,
        orderId,
        outcome: "paid",
        amount: 100_000,
        reference: "pi_callback",
        ...overrides,
      });

    const order = async (id: string) => {
      const row = await db
        .selectFrom("orders")
        .select(["status", "payment_ref", "refund_due"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { ...row, refund_due: Number(row.refund_due) };
    };
    const refundStatus = async (id: string) =>
      (
        await db
          .selectFrom("refunds")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).status;
    const mails = async (orderId: string) =>
      (
        await db
          .selectFrom("order_mails")
          .select("kind")
          .where("order_id", "=", orderId)
          .orderBy("kind")
          .execute()
      ).map((row) => row.kind);
    const recorded = async () => ({
      payments: (await db.selectFrom("payment_events").select("event_id").execute()).length,
      refunds: (await db.selectFrom("refund_events").select("event_id").execute()).length,
    });

    /** A paid order with a full refund waiting for the provider's word. */
    async function pendingRefund() {
      const placed = await placeOrder();
      expect(await (await post(paymentBody(placed.id))).json()).toEqual({ result: "paid" });
      const started = await refunds.refund(OWNER, placed.id, { kind: "full" });
      if (!started.ok || started.refund.status !== "pending") throw new Error("expected pending");
      const body = (overrides: Record<string, unknown> = {}) =>
        JSON.stringify({
          type: "refund",
          eventId: `evt_${crypto.randomUUID()}`,
          refundId: started.refund.id,
          outcome: "succeeded",
          amount: 100_000,
          reference: "re_callback",
          ...overrides,
        });
      return { order: placed, refundId: started.refund.id, body };
    }

    return {
      app,
      post,
      paymentBody,
      placeOrder,
      pendingRefund,
      order,
      refundStatus,
      mails,
      recorded,
      logged,
      outbox: () => mailer.outbox(),
    };
  }

  it("refuses a forged or altered message with 400, logs why and applies nothing", async () => {
    const shop = await callbackShop();
    const placed = await shop.placeOrder();
    const forged = await shop.post(shop.paymentBody(placed.id), { secret: "not-the-secret" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: "invalid callback" });

    // Signed for one body, sent with another: the exact body is what is verified.
    const body = shop.paymentBody(placed.id);
    const altered = await shop.app.request(`${SHOP}/payment/callback`, {
      method: "POST",
      headers: { [SIGNATURE_HEADER]: signBody(SECRET, body) },
      body: body.replace("100000", "100001"),
    });
    expect(altered.status).toBe(400);

    expect(shop.logged).toEqual([
      "[payment] rejected a callback (bad signature); nothing changed",
      "[payment] rejected a callback (bad signature); nothing changed",
    ]);
    expect(await shop.order(placed.id)).toEqual({
      status: "reserved",
      payment_ref: null,
      refund_due: 0,
    });
    expect(await shop.recorded()).toEqual({ payments: 0, refunds: 0 });
    expect(shop.outbox()).toEqual([]);
  });

  it("refuses a forged refund outcome: the refund stays pending", async () => {
    const shop = await callbackShop();
    const { refundId, body } = await shop.pendingRefund();
    const forged = await shop.post(body(), { secret: "not-the-secret" });
    expect(forged.status).toBe(400);
    expect(await shop.refundStatus(refundId)).toBe("pending");
    expect(await shop.recorded()).toEqual({ payments: 1, refunds: 0 });
    expect(shop.logged).toEqual(["[payment] rejected a callback (bad signature); nothing changed"]);
  });

  it("acknowledges a verified message the shop has no use for, and does nothing with it", async () => {
    const shop = await callbackShop({ stripe: true });
    const placed = await shop.placeOrder();
    const payload = JSON.stringify({
      id: "evt_customer",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer", metadata: { orderId: placed.id } } },
    });
    const response = await shop.app.request(`${SHOP}/payment/callback`, {
      method: "POST",
      headers: {
        "stripe-signature": stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "ignored" });
    expect(await shop.order(placed.id)).toEqual({
      status: "reserved",
      payment_ref: null,
      refund_due: 0,
    });
    expect(await shop.recorded()).toEqual({ payments: 0, refunds: 0 });
    expect(shop.logged).toEqual([]);
  });

  it("pays the order once with a verified payment and mails it with the shop's origin; a replay is a duplicate", async () => {
    const shop = await callbackShop();
    const placed = await shop.placeOrder();
    const body = shop.paymentBody(placed.id);
    const response = await shop.post(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "paid" });
    const replay = await shop.post(body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ result: "duplicate" });

    expect(await shop.order(placed.id)).toEqual({
      status: "paid",
      payment_ref: "pi_callback",
      refund_due: 0,
    });
    expect(await shop.recorded()).toEqual({ payments: 1, refunds: 0 });
    expect(await shop.mails(placed.id)).toEqual(["confirmation"]);
    expect(shop.outbox()).toHaveLength(1);
    expect(shop.outbox()[0]?.text).toContain(
      `${SHOP}/page/order_tracking?order=${placed.accessToken}`,
    );
    expect(JSON.stringify(shop.outbox())).not.toContain("evil.example");
    expect(shop.logged).toEqual([]);
  });

  it("answers a declined payment as noted without logging it; the order keeps waiting", async () => {
    const shop = await callbackShop();
    const placed = await shop.placeOrder();
    const response = await shop.post(shop.paymentBody(placed.id, { outcome: "declined" }));
    expect(await response.json()).toEqual({ result: "noted" });
    expect((await shop.order(placed.id)).status).toBe("reserved");
    expect(shop.logged).toEqual([]);
  });

  it("logs a payment for no order of ours, for staff to look at", async () => {
    const shop = await callbackShop();
    const response = await shop.post(shop.paymentBody("no-such-order", { eventId: "evt_unknown" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "unknown_order" });
    expect(shop.logged).toEqual([
      "[payment] unknown_order for order no-such-order (event evt_unknown)",
    ]);
    expect(await shop.recorded()).toEqual({ payments: 0, refunds: 0 });
  });

  it("logs a payment of the wrong amount and leaves the order waiting", async () => {
    const shop = await callbackShop();
    const placed = await shop.placeOrder();
    const response = await shop.post(
      shop.paymentBody(placed.id, { eventId: "evt_short", amount: 99_999 }),
    );
    expect(await response.json()).toEqual({ result: "amount_mismatch" });
    expect(shop.logged).toEqual([
      `[payment] amount_mismatch for order ${placed.id} (event evt_short)`,
    ]);
    expect((await shop.order(placed.id)).status).toBe("reserved");
  });

  it("logs a second, different payment of a paid order: it is due back to the buyer", async () => {
    const shop = await callbackShop();
    const placed = await shop.placeOrder();
    await shop.post(shop.paymentBody(placed.id));
    const response = await shop.post(
      shop.paymentBody(placed.id, { eventId: "evt_twice", reference: "pi_other" }),
    );
    expect(await response.json()).toEqual({ result: "refund_due" });
    expect(shop.logged).toEqual([`[payment] refund_due for order ${placed.id} (event evt_twice)`]);
    expect(await shop.order(placed.id)).toEqual({
      status: "paid",
      payment_ref: "pi_callback",
      refund_due: 1,
    });
  });

  it("settles a refund once with a verified outcome and mails it with the shop's origin", async () => {
    const shop = await callbackShop();
    const { order, refundId, body } = await shop.pendingRefund();
    const message = body();
    const response = await shop.post(message);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "succeeded" });
    const replay = await shop.post(message);
    expect(await replay.json()).toEqual({ result: "duplicate" });

    expect(await shop.refundStatus(refundId)).toBe("succeeded");
    expect(await shop.recorded()).toEqual({ payments: 1, refunds: 1 });
    expect(await shop.mails(order.id)).toEqual(["confirmation", "refund"]);
    const mail = shop.outbox()[0];
    expect(mail?.subject).toBe(`Återbetalning för order ${order.number}`);
    expect(mail?.html).toContain(SHOP);
    expect(JSON.stringify(mail)).not.toContain("evil.example");
    // Payment stays paid: a refund's message is never read as a payment's.
    expect((await shop.order(order.id)).status).toBe("paid");
    expect(shop.logged).toEqual([]);
  });

  it("logs a refund outcome of the wrong amount, and one about no refund of ours", async () => {
    const shop = await callbackShop();
    const { refundId, body } = await shop.pendingRefund();
    const short = await shop.post(body({ eventId: "evt_short", amount: 1 }));
    expect(await short.json()).toEqual({ result: "amount_mismatch" });
    const unknown = await shop.post(body({ eventId: "evt_nobody", refundId: "no-such-refund" }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ result: "unknown_refund" });
    expect(shop.logged).toEqual([
      `[payment] amount_mismatch for refund ${refundId} (event evt_short)`,
      "[payment] unknown_refund for refund no-such-refund (event evt_nobody)",
    ]);
    expect(await shop.refundStatus(refundId)).toBe("pending");
  });

  it("takes a signed body of 64 KiB and refuses a larger one before the provider reads it", async () => {
    const shop = await callbackShop();
    const placed = await shop.placeOrder();
    const event = shop.paymentBody(placed.id);
    /** The event padded with spaces inside its JSON to exactly `size` bytes. */
    const padded = (size: number) => `${event.slice(0, -1)}${" ".repeat(size - event.length)}}`;

    const tooLarge = await shop.post(padded(64 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "body too large" });
    expect((await shop.order(placed.id)).status).toBe("reserved");
    expect(shop.logged).toEqual([]);

    const largest = await shop.post(padded(64 * 1024));
    expect(await largest.json()).toEqual({ result: "paid" });
    expect((await shop.order(placed.id)).status).toBe("paid");
  });

  it("answers only POST /payment/callback", async () => {
    const shop = await callbackShop();
    const placed = await shop.placeOrder();
    expect((await shop.app.request(`${SHOP}/payment/callback`)).status).toBe(404);
    const elsewhere = await shop.post(shop.paymentBody(placed.id), { path: "/payment/other" });
    expect(elsewhere.status).toBe(404);
    expect((await shop.order(placed.id)).status).toBe("reserved");
    expect(await shop.recorded()).toEqual({ payments: 0, refunds: 0 });
  });

  it("warns on the console when no log is given", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const shop = await callbackShop({ log: undefined });
    const response = await shop.app.request(`${SHOP}/payment/callback`, {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(warn).toHaveBeenCalledWith(
      "[payment] rejected a callback (bad signature); nothing changed",
    );
  });
});
