// The admin's orders on SQLite and PostgreSQL: the list's filters and paging, one order's page,
// the fulfilment steps with their versions, audit entries and the customer's shipped mail, a
// stale or concurrent second save refused, and cancelling an unpaid order releasing its stock.
import { describe, expect, it } from "vitest";
import type { Address } from "../../../domain/checkout/address.ts";
import { orderFixture } from "../../../test-support/order-fixture.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { seedCatalogue } from "../../catalogue/seed-catalogue.ts";
import { createShopMailer } from "../../mail/shop-mailer.ts";
import { advanceOrder } from "../../orders/advance-status.ts";
import { createOrders } from "../../orders/orders.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createAdminOrders } from "./admin-orders.ts";

const START = new Date("2026-11-25T10:00:00.000Z");
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ORIGIN = "https://kretsbutiken.test";
const COMPANY = {
  name: "Kretsbutiken AB",
  orgNr: "559000-0000",
  vatNr: "SE559000000001",
  address: "Storgatan 1, 111 22 Stockholm",
  phone: undefined,
  email: "kundtjanst@kretsbutiken.test",
};
const ACTOR = { email: "agare@kretsbutiken.test", userId: "user-1" };
const OTHER = { email: "personal@kretsbutiken.test", userId: "user-2" };
const PAGE = { page: 1, pageSize: 50 };

describe.each(dialects())("admin orders on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    await seedCatalogue(database.db, [seedFixture({ id: 1, inStock: 10 })], START);
    let now = START;
    const clock = { now: () => now };
    const mailer = createShopMailer({ smtpUrl: undefined, from: "shop@test", log: () => {} });
    const orders = createOrders(database.db, {
      reservationMinutes: 45,
      company: COMPANY,
      mailer,
      clock,
      log: () => {},
    });
    const audit = createAuditLog(database.db);
    let stockChanges = 0;
    const admin = createAdminOrders(database.db, {
      dialect: variant.dialect,
      audit,
      mailer,
      company: COMPANY,
      stockChanged: () => {
        stockChanges += 1;
      },
      clock,
      log: () => {},
    });
    const place = async (
      given: { name?: string; email?: string; language?: string; quantity?: number } = {},
    ) => {
      const address: Address = {
        name: given.name ?? "Anna Svensson",
        street: "Storgatan 1",
        postcode: "111 22",
        city: "Stockholm",
      };
      const placed = await orders.place(
        orderFixture({
          email: given.email ?? "anna@example.se",
          billing: address,
          shipping: address,
          language: given.language ?? "se",
          lines: [
            {
              productId: 1,
              name: "Testmobil",
              variant: "Svart",
              quantity: given.quantity ?? 1,
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
    const pay = async <T extends { id: string; total: number }>(order: T): Promise<T> => {
      const result = await orders.applyPayment(
        {
          eventId: crypto.randomUUID(),
          orderId: order.id,
          outcome: "paid",
          amount: order.total,
          reference: `pi_${order.id.slice(0, 8)}`,
        },
        ORIGIN,
      );
      expect(result).toBe("paid");
      return order;
    };
    const stock = async () =>
      Number(
        (
          await database.db
            .selectFrom("products")
            .select("in_stock")
            .where("id", "=", 1)
            .executeTakeFirstOrThrow()
        ).in_stock,
      );
    const entries = async (orderId: string) =>
      (await audit.list({ page: 1, pageSize: 50, subject: { type: "order", id: orderId } }))
        .entries;
    return {
      db: database.db,
      admin,
      mailer,
      place,
      pay,
      stock,
      entries,
      stockChanges: () => stockChanges,
      setNow: (at: Date) => {
        now = at;
      },
    };
  }

  it("lists orders newest first and filters them by status, payment, Swedish days and free text", async () => {
    const { db, admin, place, pay, setNow } = await shop();
    // 23:30 Swedish time on 24 November, and the next two days.
    setNow(new Date("2026-11-24T22:30:00.000Z"));
    const first = await pay(await place({ name: "Åsa Öberg", email: "Asa.Oberg@Example.se" }));
    setNow(new Date("2026-11-25T09:00:00.000Z"));
    const second = await place({ name: "Bertil 100% Nilsson", email: "bertil@example.se" });
    setNow(new Date("2026-11-26T09:00:00.000Z"));
    const third = await pay(await place({ name: "Cecilia Ek", email: "cecilia@example.se" }));
    await advanceOrder(db, third.number, "packed", new Date("2026-11-26T10:00:00.000Z"));

    const numbers = async (filters: Parameters<typeof admin.list>[0]) =>
      (await admin.list(filters, PAGE)).rows.map((row) => row.number);

    const all = await admin.list({}, PAGE);
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.number)).toEqual([third.number, second.number, first.number]);
    expect(all.rows[2]).toMatchObject({
      name: "Åsa Öberg",
      email: "Asa.Oberg@Example.se",
      total: 103_900,
      status: "paid",
      payment: "paid",
    });
    expect(all.rows[1]).toMatchObject({ status: "reserved", payment: "unpaid" });

    expect(await numbers({ status: "packed" })).toEqual([third.number]);
    expect(await numbers({ payment: "unpaid" })).toEqual([second.number]);
    expect(await numbers({ payment: "paid" })).toEqual([third.number, first.number]);
    // The first order is of 24 November in Sweden, though 22:30 UTC.
    expect(await numbers({ from: "2026-11-24", to: "2026-11-24" })).toEqual([first.number]);
    expect(await numbers({ from: "2026-11-25" })).toEqual([third.number, second.number]);
    expect(await numbers({ to: "2026-11-25" })).toEqual([second.number, first.number]);

    expect(await numbers({ text: "åsa" })).toEqual([first.number]);
    expect(await numbers({ text: "ÖBERG" })).toEqual([first.number]);
    expect(await numbers({ text: "asa.oberg@example" })).toEqual([first.number]);
    expect(await numbers({ text: third.number.toLowerCase() })).toEqual([third.number]);
    expect(await numbers({ text: third.number.slice(-3) })).toEqual([third.number]);
    // LIKE's own characters are matched as themselves.
    expect(await numbers({ text: "100%" })).toEqual([second.number]);
    expect(await numbers({ text: "%" })).toEqual([second.number]);
    expect(await numbers({ text: "_" })).toEqual([]);
    // The street is not the name.
    expect(await numbers({ text: "Storgatan" })).toEqual([]);
    expect(await numbers({ text: "ek", status: "paid" })).toEqual([]);
    expect(await numbers({ text: "ek", status: "packed" })).toEqual([third.number]);

    const paged = await admin.list({}, { page: 2, pageSize: 2 });
    expect(paged).toMatchObject({ total: 3, rows: [{ number: first.number }] });
  });

  it("tells refunded and partly refunded orders by the refunds the provider confirmed", async () => {
    const { db, admin, place, pay } = await shop();
    const whole = await pay(await place());
    const part = await pay(await place());
    const pending = await pay(await place());
    const refund = (orderId: string, amount: number, status: "succeeded" | "pending") =>
      db
        .insertInto("refunds")
        .values({
          id: crypto.randomUUID(),
          order_id: orderId,
          amount,
          moms: Math.round(amount / 5),
          parts: "[]",
          reason: "order",
          status,
          provider_ref: null,
          withdrawal_id: null,
          requested_by: ACTOR.email,
          requested_at: START.toISOString(),
          completed_at: status === "succeeded" ? START.toISOString() : null,
        })
        .execute();
    await refund(whole.id, 50_000, "succeeded");
    await refund(whole.id, whole.total - 50_000, "succeeded");
    await refund(part.id, 10_000, "succeeded");
    await refund(pending.id, pending.total, "pending");
    const paymentOf = async (payment: "refunded" | "partly_refunded" | "paid") =>
      (await admin.list({ payment }, PAGE)).rows.map((row) => row.number);
    expect(await paymentOf("refunded")).toEqual([whole.number]);
    expect(await paymentOf("partly_refunded")).toEqual([part.number]);
    expect(await paymentOf("paid")).toEqual([pending.number]);
    expect((await admin.find(part.number))?.paymentStatus).toBe("partly_refunded");
  });

  it("shows an order with its payment attempts, mails sent, version and status history", async () => {
    const { db, admin, place, pay } = await shop();
    const order = await place({ quantity: 2 });
    await db
      .insertInto("payment_events")
      .values({
        event_id: "evt_declined",
        order_id: order.id,
        outcome: "declined",
        amount: order.total,
        received_at: START.toISOString(),
      })
      .execute();
    await pay(order);
    const view = await admin.find(` ${order.number.toLowerCase()} `);
    expect(view).toMatchObject({
      number: order.number,
      version: 2,
      status: "paid",
      paymentStatus: "paid",
      paymentRef: `pi_${order.id.slice(0, 8)}`,
      lines: [{ lineNo: 1, name: "Testmobil", quantity: 2, lineTotal: 200_000 }],
      history: [{ status: "reserved" }, { status: "paid" }],
      deliveredAt: undefined,
      withdrawalDeadline: undefined,
      withdrawalOpen: true,
    });
    expect(view?.paymentAttempts.map((attempt) => attempt.outcome)).toEqual(["declined", "paid"]);
    expect(view?.mails).toEqual([
      {
        kind: "confirmation",
        subject: `Orderbekräftelse ${order.number} från Kretsbutiken`,
        sentAt: START.toISOString(),
      },
    ]);
    expect(await admin.find("KB-2026-999999")).toBeUndefined();
  });

  it("packs, ships with a tracking mail and delivers, each step raising the version and audited", async () => {
    const { admin, mailer, place, pay, entries, setNow } = await shop();
    const order = await pay(await place({ language: "en" }));
    const step = (version: number) => ({ actor: ACTOR, number: order.number, version });

    expect(await admin.markPacked(step(2))).toEqual({ ok: true });
    expect(
      await admin.markShipped(
        step(3),
        { carrier: "DHL", trackingNumber: "JD014600006281230704" },
        ORIGIN,
      ),
    ).toEqual({ ok: true, mailed: true });
    const mail = mailer.outbox()[0];
    expect(mail?.to).toBe("anna@example.se");
    expect(mail?.subject).toBe(`Your order ${order.number} has been sent`);
    expect(mail?.text).toContain("Tracking number: JD014600006281230704");
    expect(mail?.text).toContain(
      "Follow the parcel at DHL: https://www.dhl.com/se-en/home/tracking.html?tracking-id=JD014600006281230704",
    );
    expect(mail?.html).toContain(
      'href="https://www.dhl.com/se-en/home/tracking.html?tracking-id=JD014600006281230704"',
    );

    setNow(new Date(START.getTime() + 2 * DAY));
    expect(await admin.markDelivered(step(4))).toEqual({ ok: true });

    const view = await admin.find(order.number);
    expect(view).toMatchObject({
      status: "delivered",
      version: 5,
      shipment: { carrier: "DHL", trackingNumber: "JD014600006281230704" },
      deliveredAt: new Date(START.getTime() + 2 * DAY).toISOString(),
      withdrawalDeadline: new Date(START.getTime() + 16 * DAY).toISOString(),
      withdrawalOpen: true,
    });
    expect(view?.history.map((event) => event.status)).toEqual([
      "reserved",
      "paid",
      "packed",
      "shipped",
      "delivered",
    ]);
    expect(view?.mails.map((sent) => sent.kind)).toEqual(["confirmation", "shipped"]);
    setNow(new Date(START.getTime() + 16 * DAY + 1));
    expect((await admin.find(order.number))?.withdrawalOpen).toBe(false);

    const log = await entries(order.id);
    expect(log.map((entry) => entry.action)).toEqual(["order.deliver", "order.ship", "order.pack"]);
    expect(log[1]).toMatchObject({
      actor: ACTOR,
      subjectType: "order",
      subjectId: order.id,
      before: { number: order.number, status: "packed", version: 3 },
      after: {
        number: order.number,
        status: "shipped",
        version: 4,
        carrier: "DHL",
        trackingNumber: "JD014600006281230704",
      },
    });
  });

  it("refuses a bad carrier or tracking number beside the field, changing nothing", async () => {
    const { admin, mailer, place, pay, entries } = await shop();
    const order = await pay(await place());
    const step = { actor: ACTOR, number: order.number, version: 2 };
    const mailsBefore = mailer.outbox().length;
    expect(
      await admin.markShipped(
        step,
        { carrier: "Pony Express", trackingNumber: "AB\u0007123" },
        ORIGIN,
      ),
    ).toEqual({
      ok: false,
      reason: "fields",
      errors: { carrier: "missing", trackingNumber: "control" },
    });
    expect(
      await admin.markShipped(step, { carrier: "PostNord", trackingNumber: "12 34" }, ORIGIN),
    ).toEqual({ ok: false, reason: "fields", errors: { trackingNumber: "format" } });
    expect(await admin.find(order.number)).toMatchObject({
      status: "paid",
      version: 2,
      shipment: undefined,
    });
    expect(mailer.outbox()).toHaveLength(mailsBefore);
    expect(await entries(order.id)).toEqual([]);
  });

  it("refuses a save from a page read before another change, and steps that do not fit the status", async () => {
    const { admin, place, pay, entries } = await shop();
    const order = await pay(await place());
    expect(await admin.markPacked({ actor: ACTOR, number: order.number, version: 2 })).toEqual({
      ok: true,
    });
    // The other staff member's page still shows version 2.
    expect(
      await admin.markShipped(
        { actor: OTHER, number: order.number, version: 2 },
        { carrier: "PostNord", trackingNumber: "00370712345678901234" },
        ORIGIN,
      ),
    ).toEqual({ ok: false, reason: "conflict" });
    expect(await admin.find(order.number)).toMatchObject({
      status: "packed",
      version: 3,
      shipment: undefined,
    });
    expect(await admin.markPacked({ actor: ACTOR, number: order.number, version: 3 })).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(await admin.markPacked({ actor: ACTOR, number: "KB-2026-999999", version: 1 })).toEqual({
      ok: false,
      reason: "unknown_order",
    });
    expect((await entries(order.id)).map((entry) => entry.actor.email)).toEqual([ACTOR.email]);
  });

  // Five races, each on a new shop: which save wins may differ from one race to the next.
  it.each([1, 2, 3, 4, 5])(
    "lets one of two concurrent saves of an order win and tells the other (race %i)",
    async () => {
      const { admin, mailer, place, pay, entries } = await shop();
      const order = await pay(await place());
      const mailsBefore = mailer.outbox().length;
      const results = await Promise.all([
        admin.markShipped(
          { actor: ACTOR, number: order.number, version: 2 },
          { carrier: "Budbee", trackingNumber: "BUD-1111" },
          ORIGIN,
        ),
        admin.markShipped(
          { actor: OTHER, number: order.number, version: 2 },
          { carrier: "Bring", trackingNumber: "BRING-2222" },
          ORIGIN,
        ),
      ]);
      const won = results.findIndex((result) => result.ok);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results[1 - won]).toEqual({ ok: false, reason: "conflict" });
      const view = await admin.find(order.number);
      expect(view?.version).toBe(3);
      expect(view?.shipment).toEqual(
        won === 0
          ? { carrier: "Budbee", trackingNumber: "BUD-1111" }
          : { carrier: "Bring", trackingNumber: "BRING-2222" },
      );
      expect(view?.history.filter((event) => event.status === "shipped")).toHaveLength(1);
      expect(mailer.outbox()).toHaveLength(mailsBefore + 1);
      expect(await entries(order.id)).toHaveLength(1);
    },
  );

  it("cancels an unpaid order once, giving its stock back, and never a paid one", async () => {
    const { admin, place, pay, stock, entries, stockChanges } = await shop();
    const unpaid = await place({ quantity: 3 });
    expect(await stock()).toBe(7);
    const step = { actor: ACTOR, number: unpaid.number, version: 1 };
    const results = await Promise.all([admin.cancelUnpaid(step), admin.cancelUnpaid(step)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "conflict" });
    expect(await stock()).toBe(10);
    expect(stockChanges()).toBe(1);
    expect(await admin.find(unpaid.number)).toMatchObject({
      status: "cancelled",
      version: 2,
      paymentStatus: "unpaid",
    });
    expect(await entries(unpaid.id)).toMatchObject([
      {
        action: "order.cancel",
        before: { status: "reserved", version: 1 },
        after: { status: "cancelled", version: 2, stockReleased: true },
      },
    ]);

    const paid = await pay(await place({ quantity: 2 }));
    expect(await admin.cancelUnpaid({ actor: ACTOR, number: paid.number, version: 2 })).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(await stock()).toBe(8);
    expect((await admin.find(paid.number))?.status).toBe("paid");
  });
});
