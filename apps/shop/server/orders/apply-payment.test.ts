// A verified payment message applied to a real order, on SQLite and PostgreSQL: what the shop
// records, which orders become paid, and when money is marked to go back.
import { describe, expect, it } from "vitest";
import { ORDER_TEST_START, orderLine, orderTestShop } from "../../test-support/order-test-shop.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import type { PaymentEvent } from "../payments/payment-event.ts";
import { applyPayment } from "./apply-payment.ts";

const LATER = new Date(ORDER_TEST_START.getTime() + 5 * 60_000);
const LATEST = new Date(ORDER_TEST_START.getTime() + 10 * 60_000);

const event = (
  order: { id: string; total: number },
  overrides: Partial<PaymentEvent> = {},
): PaymentEvent => ({
  eventId: crypto.randomUUID(),
  orderId: order.id,
  outcome: "paid",
  amount: order.total,
  reference: "pi_1",
  ...overrides,
});

describe.each(dialects())("applying a payment on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("pays a reserved order with the exact amount: status, reference, history and the message", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 2));
    const paid = event(order, { eventId: "evt_paid" });
    expect(await applyPayment(shop.db, paid, LATER)).toBe("paid");
    expect(await shop.order(order.id)).toMatchObject({
      status: "paid",
      payment_ref: "pi_1",
      refund_due: 0,
      version: 2,
    });
    expect(await shop.history(order.id)).toEqual([
      `reserved@${ORDER_TEST_START.toISOString()}`,
      `paid@${LATER.toISOString()}`,
    ]);
    expect(await shop.paymentEvents(order.id)).toEqual([
      { event_id: "evt_paid", outcome: "paid", amount: 200_000, received_at: LATER.toISOString() },
    ]);
    expect(await shop.stockOf(1)).toBe(3);
  });

  it("answers a replayed message as a duplicate and changes nothing more", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 1));
    const paid = event(order);
    expect(await applyPayment(shop.db, paid, LATER)).toBe("paid");
    expect(await applyPayment(shop.db, paid, LATEST)).toBe("duplicate");
    expect(await applyPayment(shop.db, { ...paid, reference: "pi_other" }, LATEST)).toBe(
      "duplicate",
    );
    expect(await shop.order(order.id)).toMatchObject({
      payment_ref: "pi_1",
      refund_due: 0,
      version: 2,
    });
    expect(await shop.history(order.id)).toHaveLength(2);
    expect(await shop.paymentEvents(order.id)).toHaveLength(1);
  });

  it("records nothing for an order the shop does not have", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 1));
    const stranger = event({ id: crypto.randomUUID(), total: order.total });
    expect(await applyPayment(shop.db, stranger, LATER)).toBe("unknown_order");
    expect(await shop.paymentEvents(stranger.orderId)).toEqual([]);
    expect((await shop.order(order.id)).status).toBe("reserved");
  });

  it("leaves a declined order reserved with its stock held, so the buyer can pay again", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 2));
    const declined = event(order, { outcome: "declined", eventId: "evt_declined" });
    expect(await applyPayment(shop.db, declined, LATER)).toBe("noted");
    expect((await shop.order(order.id)).status).toBe("reserved");
    expect(await shop.stockOf(1)).toBe(3);
    expect(await shop.history(order.id)).toEqual([`reserved@${ORDER_TEST_START.toISOString()}`]);
    expect(await shop.paymentEvents(order.id)).toEqual([
      {
        event_id: "evt_declined",
        outcome: "declined",
        amount: 200_000,
        received_at: LATER.toISOString(),
      },
    ]);
    expect(await applyPayment(shop.db, event(order), LATEST)).toBe("paid");
  });

  it("gives the stock of a cancelled payment back and ends the order", async () => {
    const shop = await orderTestShop(databases, { 1: 5, 2: 5 });
    const order = await shop.place(orderLine(1, 2), orderLine(2, 1));
    expect(await applyPayment(shop.db, event(order, { outcome: "cancelled" }), LATER)).toBe(
      "noted",
    );
    expect(await shop.order(order.id)).toMatchObject({ status: "cancelled", version: 2 });
    expect([await shop.stockOf(1), await shop.stockOf(2)]).toEqual([5, 5]);
    expect(await shop.history(order.id)).toEqual([
      `reserved@${ORDER_TEST_START.toISOString()}`,
      `cancelled@${LATER.toISOString()}`,
    ]);
  });

  it("records a payment of another amount, one öre over or under, and leaves the order unpaid", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 1));
    const under = event(order, { amount: order.total - 1 });
    const over = event(order, { amount: order.total + 1 });
    expect(await applyPayment(shop.db, under, LATER)).toBe("amount_mismatch");
    expect(await applyPayment(shop.db, over, LATEST)).toBe("amount_mismatch");
    expect(await shop.order(order.id)).toMatchObject({
      status: "reserved",
      payment_ref: null,
      version: 1,
    });
    expect((await shop.paymentEvents(order.id)).map((row) => row.amount)).toEqual([
      order.total - 1,
      order.total + 1,
    ]);
  });

  it("notes a second message about the same payment without asking for a refund", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 1));
    expect(await applyPayment(shop.db, event(order), LATER)).toBe("paid");
    expect(await applyPayment(shop.db, event(order), LATEST)).toBe("noted");
    expect(await shop.order(order.id)).toMatchObject({ status: "paid", refund_due: 0, version: 2 });
    expect(await shop.history(order.id)).toHaveLength(2);
  });

  it("marks a second, different payment of a paid order for refund", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 1));
    expect(await applyPayment(shop.db, event(order), LATER)).toBe("paid");
    expect(await applyPayment(shop.db, event(order, { reference: "pi_2" }), LATEST)).toBe(
      "refund_due",
    );
    expect(await shop.order(order.id)).toMatchObject({
      status: "paid",
      payment_ref: "pi_1",
      refund_due: 1,
      version: 3,
    });
    expect(await shop.history(order.id)).toEqual([
      `reserved@${ORDER_TEST_START.toISOString()}`,
      `paid@${LATER.toISOString()}`,
      `refund_due@${LATEST.toISOString()}`,
    ]);
  });

  it("marks money for a cancelled order for refund and leaves it cancelled", async () => {
    const shop = await orderTestShop(databases, { 1: 5 });
    const order = await shop.place(orderLine(1, 1));
    await applyPayment(shop.db, event(order, { outcome: "cancelled" }), LATER);
    expect(await applyPayment(shop.db, event(order), LATEST)).toBe("refund_due");
    expect(await shop.order(order.id)).toMatchObject({
      status: "cancelled",
      payment_ref: null,
      refund_due: 1,
      version: 3,
    });
    expect(await shop.stockOf(1)).toBe(5);
  });
});
