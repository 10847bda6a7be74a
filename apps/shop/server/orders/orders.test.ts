// Payments, cancels, expiry and withdrawals applied to real orders, on SQLite and PostgreSQL,
// with the mails they send read from the development outbox.
import { describe, expect, it, vi } from "vitest";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { createShopMailer } from "../mail/shop-mailer.ts";
import type { PaymentEvent } from "../payments/payment-event.ts";
import { advanceOrder } from "./advance-status.ts";
import { orderMailsOf } from "./order-mail-log.ts";
import { createOrders } from "./orders.ts";

const START = new Date("2026-11-25T10:00:00.000Z");
const ORIGIN = "https://kretsbutiken.test";
const COMPANY = {
  name: "Kretsbutiken AB",
  orgNr: "559000-0000",
  vatNr: "SE559000000001",
  address: "Storgatan 1, 111 22 Stockholm",
  phone: undefined,
  email: "kundtjanst@kretsbutiken.test",
};

describe.each(dialects())("orders on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop(
    inStock = 10,
    options: { smtpUrl?: string; log?: ((line: string) => void) | undefined } = {},
  ) {
    const { smtpUrl } = options;
    // Quiet unless the test asks for the log, or for none at all.
    const log = "log" in options ? options.log : () => {};
    const database = await databases.open();
    await seedCatalogue(database.db, [seedFixture({ id: 1, inStock })], START);
    let now = START;
    const mailer = createShopMailer({ smtpUrl, from: "shop@test", log: () => {} });
    const orders = createOrders(database.db, {
      reservationMinutes: 45,
      company: COMPANY,
      mailer,
      clock: { now: () => now },
      log,
    });
    const stock = async () =>
      (
        await database.db
          .selectFrom("products")
          .select("in_stock")
          .where("id", "=", 1)
          .executeTakeFirstOrThrow()
      ).in_stock;
    const place = async (quantity = 1, userId?: string) => {
      const placed = await orders.place(
        orderFixture({
          userId,
          lines: [
            {
              productId: 1,
              name: "Testmobil",
              variant: "Svart",
              quantity,
              unitPrice: 100_000,
              momsRate: 25,
            },
          ],
          deliveryFee: 3_900,
          reservedUntil: new Date(now.getTime() + 45 * 60_000),
        }),
      );
      if (!placed.ok) throw new Error("expected an order");
      return placed.order;
    };
    const paid = (
      order: { id: string; total: number },
      eventId = crypto.randomUUID(),
    ): PaymentEvent => ({
      eventId,
      orderId: order.id,
      outcome: "paid",
      amount: order.total,
      reference: "pi_1",
    });
    return {
      db: database.db,
      orders,
      mailer,
      stock,
      place,
      paid,
      setNow: (at: Date) => {
        now = at;
      },
    };
  }

  it("pays an order once though its callback arrives 10 times at once, and mails one confirmation", async () => {
    const { orders, mailer, place, paid } = await shop();
    const order = await place();
    const event = paid(order);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => orders.applyPayment(event, ORIGIN)),
    );
    expect(results.filter((r) => r === "paid")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(9);
    expect((await orders.find(order.id))?.status).toBe("paid");
    expect(mailer.outbox()).toHaveLength(1);
    const mail = mailer.outbox()[0];
    expect(mail?.subject).toBe(`Orderbekräftelse ${order.number} från Kretsbutiken`);
    expect(mail?.text).toContain("1 × Testmobil (Svart)");
    expect(mail?.text).toContain("Varav moms");
    // Its links name the order by its token: tracking and "Ångra köp" open with no e-mail asked.
    expect(mail?.text).toContain(`${ORIGIN}/page/angra_kop?order=${order.accessToken}`);
    expect(mail?.text).toContain(`${ORIGIN}/page/order_tracking?order=${order.accessToken}`);
    expect(mail?.text).not.toContain(order.id);
    expect(mail?.text).toMatch(
      new RegExp(`Skriv ett omdöme om Testmobil: ${ORIGIN}/page/review\\?product=\\d+#skriv\n`),
    );
    expect(mail?.html).toMatch(
      /<a href="[^"]+\/page\/review\?product=\d+#skriv">Skriv ett omdöme om Testmobil<\/a>/,
    );
    expect(mail?.text).toContain("Org.nr 559000-0000");
    expect(mail?.html).toContain("Ångra köp");
  });

  it("keeps a paid order paid when a cancel arrives after the payment, out of order", async () => {
    const { orders, stock, place, paid } = await shop();
    const order = await place(2);
    expect(await orders.applyPayment(paid(order), ORIGIN)).toBe("paid");
    const cancel = { ...paid(order), outcome: "cancelled" as const };
    expect(await orders.applyPayment(cancel, ORIGIN)).toBe("noted");
    expect((await orders.find(order.id))?.status).toBe("paid");
    expect(await stock()).toBe(8);
  });

  it("never revives a cancelled order: its late payment is marked for refund, the stock stays released", async () => {
    const { orders, stock, place, paid } = await shop();
    const order = await place(2);
    expect(await orders.cancel(order.id)).toBe(true);
    expect(await orders.cancel(order.id)).toBe(false);
    expect(await stock()).toBe(10);
    expect(await orders.applyPayment(paid(order), ORIGIN)).toBe("refund_due");
    const after = await orders.find(order.id);
    expect(after).toMatchObject({ status: "cancelled", refundDue: true });
    expect(await stock()).toBe(10);
  });

  it("ignores a payment for another amount than the order's total", async () => {
    const { orders, place, paid } = await shop();
    const order = await place();
    expect(await orders.applyPayment({ ...paid(order), amount: 1 }, ORIGIN)).toBe(
      "amount_mismatch",
    );
    expect((await orders.find(order.id))?.status).toBe("reserved");
  });

  // Ten races, each its own test on a new shop: whichever comes first, the order ends either
  // paid with its stock taken, or expired with its stock back and the payment due for refund.
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    "gives one outcome when the reservation expires while its payment arrives (race %i)",
    async () => {
      const { orders, stock, place, paid, setNow } = await shop();
      const order = await place(3);
      setNow(new Date(START.getTime() + 46 * 60_000));
      const [released, payment] = await Promise.all([
        orders.releaseExpired(),
        orders.applyPayment(paid(order), ORIGIN),
      ]);
      const after = await orders.find(order.id);
      const outcome = {
        payment,
        released,
        status: after?.status,
        refundDue: after?.refundDue,
        stock: await stock(),
      };
      expect([
        { payment: "paid", released: 0, status: "paid", refundDue: false, stock: 7 },
        { payment: "refund_due", released: 1, status: "expired", refundDue: true, stock: 10 },
      ]).toContainEqual(outcome);
    },
  );

  it("records a withdrawal within 14 days of delivery, and a late one as late, mailing a receipt each time", async () => {
    const { db, orders, mailer, place, paid, setNow } = await shop();
    const order = await place(1);
    await orders.applyPayment(paid(order), ORIGIN);
    expect(await advanceOrder(db, order.number, "delivered", START)).toEqual({
      ok: true,
      from: "paid",
    });
    setNow(new Date(START.getTime() + 13 * 24 * 3600_000));
    const inTime = await orders.withdraw(order.id, [1], ORIGIN);
    expect(inTime).toMatchObject({ ok: true, withinPeriod: true, wholeOrder: true, lineNos: [1] });
    expect((await orders.find(order.id))?.status).toBe("withdrawn");
    const receipt = mailer.outbox()[0];
    expect(receipt?.subject).toBe(`Vi har tagit emot att du ångrar köp ${order.number}`);
    expect(receipt?.text).toContain("den 8 december 2026 kl. 11:00");

    const other = await place(1);
    await orders.applyPayment(paid(other), ORIGIN);
    await advanceOrder(db, other.number, "delivered", START);
    setNow(new Date(START.getTime() + 15 * 24 * 3600_000));
    expect(await orders.withdraw(other.id, [1], ORIGIN)).toMatchObject({
      ok: true,
      withinPeriod: false,
    });
    expect((await orders.find(other.id))?.status).toBe("delivered");
    expect(mailer.outbox()[0]?.text).toContain("Ångerfristen för den här ordern har gått ut");
  });

  it("refuses to withdraw an unpaid order, and moves fulfilment only forward", async () => {
    const { db, orders, place } = await shop();
    const order = await place(1);
    expect(await orders.withdraw(order.id, [1], ORIGIN)).toEqual({
      ok: false,
      reason: "not_withdrawable",
    });
    expect(await advanceOrder(db, order.number, "shipped", START)).toEqual({
      ok: false,
      reason: "not_allowed",
      from: "reserved",
    });
    expect(await advanceOrder(db, "KB-2026-999999", "shipped", START)).toEqual({
      ok: false,
      reason: "unknown_order",
    });
  });

  it("finds an order by its link, by number and e-mail, and among its buyer's", async () => {
    const { orders, place } = await shop();
    const order = await place(1, "u-anna");
    await place(1);
    expect((await orders.findByLink(order.accessToken))?.id).toBe(order.id);
    expect((await orders.findByNumber(order.number, "anna@example.se"))?.id).toBe(order.id);
    expect((await orders.findByNumber(order.number, "annan@example.se"))?.id).toBeUndefined();
    expect((await orders.ofUser("u-anna")).map((summary) => summary.number)).toEqual([
      order.number,
    ]);
  });

  it("records the confirmation and the withdrawal receipt among the order's mails", async () => {
    const { db, orders, place, paid } = await shop();
    const order = await place(1);
    await orders.applyPayment(paid(order), ORIGIN);
    const row = await db
      .selectFrom("orders")
      .select("confirmation_sent_at")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.confirmation_sent_at ?? 0).toISOString()).toBe(START.toISOString());
    await orders.withdraw(order.id, [1], ORIGIN);
    expect((await orderMailsOf(db, order.id)).map((mail) => mail.kind)).toEqual([
      "confirmation",
      "withdrawal_receipt",
    ]);
  });

  it("logs a confirmation the mail server would not take, under [orders], and keeps the order paid", async () => {
    const lines: string[] = [];
    // Nothing listens on port 1: the mail server cannot be reached.
    const { db, orders, place, paid } = await shop(10, {
      smtpUrl: "smtp://127.0.0.1:1",
      log: (line) => lines.push(line),
    });
    const order = await place(1);
    expect(await orders.applyPayment(paid(order), ORIGIN)).toBe("paid");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^\\[orders\\] could not send the confirmation mail for ${order.number}: `),
    );
    const row = await db
      .selectFrom("orders")
      .select(["status", "confirmation_sent_at"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "paid", confirmation_sent_at: null });
  });

  it("logs to the console when given no log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { orders, place, paid } = await shop(10, {
        smtpUrl: "smtp://127.0.0.1:1",
        log: undefined,
      });
      const order = await place(1);
      await orders.applyPayment(paid(order), ORIGIN);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/^\[orders\] could not send the confirmation mail/),
      );
    } finally {
      errors.mockRestore();
    }
  });
});
