import { describe, expect, it } from "vitest";
import { orderFixture } from "../../../test-support/order-fixture.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { seedCatalogue } from "../../catalogue/seed-catalogue.ts";
import { createContactMessages } from "../../contact/contact-messages.ts";
import { createOrderStore } from "../../orders/order-store.ts";
import { createReviews } from "../../reviews/reviews.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createCustomerDirectory } from "./customer-directory.ts";
import { createCustomerErasure } from "./customer-erasure.ts";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const OWNER = { email: "agare@kretsbutiken.se", userId: "owner-1" };

const ANNA = {
  name: "Anna Svensson",
  street: "Storgatan 1",
  postcode: "111 22",
  city: "Stockholm",
};
const ANNA_PHONE = "+46701234567";

describe.each(dialects())("customers in the admin on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    const db = database.db;
    await seedCatalogue(db, [seedFixture({ id: 1 }), seedFixture({ id: 2 })], daysAgo(400));
    const audit = createAuditLog(db);
    let clock = NOW;
    const store = createOrderStore(db, { now: () => clock });
    let ratings = 0;

    /** An order placed `age` days ago, moved to `status` (its history too). */
    async function order(
      email: string,
      userId: string | undefined,
      status: string,
      age: number,
      name = ANNA.name,
    ) {
      clock = daysAgo(age);
      const placed = await store.place(
        orderFixture({
          email,
          userId,
          phone: ANNA_PHONE,
          billing: { ...ANNA, name },
          shipping: { ...ANNA, name },
          reservedUntil: new Date(clock.getTime() + 30 * 60_000),
          deliveryFee: 4900,
          lines: [
            { productId: 1, name: "Testmobil 1", quantity: 2, unitPrice: 100_000, momsRate: 25 },
            { productId: 2, name: "Testmobil 2", quantity: 1, unitPrice: 50_000, momsRate: 25 },
          ],
        }),
      );
      clock = NOW;
      if (!placed.ok) throw new Error("sold out");
      const { id } = placed.order;
      await db.updateTable("orders").set({ status }).where("id", "=", id).execute();
      if (status === "delivered" || status === "withdrawn") {
        await db
          .insertInto("order_status_history")
          .values({ order_id: id, status: "delivered", at: daysAgo(age - 2).toISOString() })
          .execute();
      }
      return placed.order;
    }

    async function refund(orderId: string, amount: number, status: "succeeded" | "pending") {
      await db
        .insertInto("refunds")
        .values({
          id: crypto.randomUUID(),
          order_id: orderId,
          amount,
          moms: amount / 5,
          parts: "[]",
          reason: "order",
          status,
          requested_by: OWNER.email,
          requested_at: daysAgo(1).toISOString(),
          completed_at: status === "succeeded" ? daysAgo(1).toISOString() : null,
        })
        .execute();
    }

    return {
      db,
      audit,
      order,
      refund,
      reviews: createReviews(db),
      contact: createContactMessages(db),
      directory: createCustomerDirectory(db, { audit, shopName: "Kretsbutiken", clock: () => NOW }),
      erasure: createCustomerErasure(db, {
        audit,
        ratingsChanged: () => ratings++,
        clock: () => NOW,
      }),
      ratings: () => ratings,
    };
  }

  async function subscribe(db: Awaited<ReturnType<typeof shop>>["db"], email: string) {
    await db
      .insertInto("newsletter_subscriptions")
      .values({
        id: crypto.randomUUID(),
        email,
        language: "se",
        status: "confirmed",
        consent_source: "modal",
        confirmed_at: daysAgo(3).toISOString(),
      })
      .execute();
  }

  it("lists buyers, guests by e-mail in any case and account holders by account, with orders, spending and the latest order", async () => {
    const { order, refund, directory } = await shop();
    const guest1 = await order("anna@example.se", undefined, "delivered", 60);
    await order("ANNA@Example.se", undefined, "expired", 50);
    const account1 = await order("anna@example.se", "user-anna", "delivered", 40);
    const account2 = await order("anna.jobb@example.se", "user-anna", "withdrawn", 30);
    await refund(account2.id, account2.total, "succeeded");
    await refund(account1.id, 10_000, "pending");
    const bo = await order("bo@example.se", undefined, "paid", 5, "Bo Ek");

    const { customers, total } = await directory.list({ search: "", page: 1, pageSize: 10 });
    expect(total).toBe(3);
    expect(customers).toEqual([
      {
        key: bo.number,
        kind: "guest",
        name: "Bo Ek",
        email: "bo@example.se",
        orders: 1,
        spent: bo.total,
        lastOrderAt: daysAgo(5).toISOString(),
        lastOrderNumber: bo.number,
      },
      {
        key: account1.number,
        kind: "account",
        name: ANNA.name,
        email: "anna.jobb@example.se",
        orders: 2,
        // The withdrawn order was refunded in full; a pending refund is not money back yet.
        spent: account1.total,
        lastOrderAt: daysAgo(30).toISOString(),
        lastOrderNumber: account2.number,
      },
      expect.objectContaining({
        key: guest1.number,
        kind: "guest",
        orders: 2,
        // The expired order was never paid.
        spent: guest1.total,
      }),
    ]);
    const search = async (text: string) =>
      (await directory.list({ search: text, page: 1, pageSize: 10 })).customers.map((c) => c.key);
    expect(await search("ANNA.JOBB")).toEqual([account1.number]);
    expect(await search("bo ek")).toEqual([bo.number]);
    expect(await search(account2.number.toLowerCase())).toEqual([account1.number]);
    expect(await search("storgatan")).toHaveLength(3);
    expect(await search("nobody")).toEqual([]);
    const second = await directory.list({ search: "", page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, customers: [{ key: guest1.number }] });
  });

  it("shows a customer's orders, reviews, messages and newsletter record, found by any of their order numbers", async () => {
    const { db, order, directory, reviews, contact } = await shop();
    const first = await order("anna@example.se", "user-anna", "delivered", 40);
    const second = await order("anna@example.se", "user-anna", "delivered", 20);
    const guest = await order("anna@example.se", undefined, "delivered", 60);
    await reviews.write("user-anna", 1, {
      stars: 4,
      name: "Anna S",
      title: "Bra mobil",
      body: "Den håller hela dagen och kameran är fin.",
      language: "se",
    });
    await contact.save({
      name: "Anna",
      email: "Anna@Example.se",
      message: "Var är min order?",
      language: "se",
    });
    await subscribe(db, "anna@example.se");

    const record = await directory.find(second.number);
    expect(record).toMatchObject({
      key: second.number,
      kind: "account",
      name: ANNA.name,
      phone: ANNA_PHONE,
      emails: ["anna@example.se"],
      orders: [{ number: second.number }, { number: first.number }],
      reviews: [{ title: "Bra mobil", status: "published" }],
      messages: [{ message: "Var är min order?" }],
      newsletter: [{ email: "anna@example.se", status: "confirmed" }],
      related: [{ key: guest.number, kind: "guest" }],
    });
    expect((await directory.find(first.number.toLowerCase()))?.key).toBe(first.number);
    expect(await directory.find("KB-2026-999999")).toBeUndefined();
    expect(await directory.find("anna@example.se")).toBeUndefined();
    // The guest with the same address is a customer of their own: no account's reviews.
    expect(await directory.find(guest.number)).toMatchObject({ kind: "guest", reviews: [] });
  });

  it("exports everything held about a customer as JSON, and logs the export without the data", async () => {
    const { db, order, directory, reviews, contact, audit } = await shop();
    const placed = await order("anna@example.se", "user-anna", "delivered", 40);
    await reviews.write("user-anna", 1, {
      stars: 2,
      name: "Anna S",
      title: "Inte nöjd",
      body: "Batteriet tog slut efter några timmar.",
      language: "se",
    });
    await contact.save({
      name: "Anna Svensson",
      email: "anna@example.se",
      phone: "070-111 22 33",
      orderNumber: placed.number,
      message: "Batteriet är dåligt.",
      language: "se",
    });
    await subscribe(db, "anna@example.se");

    const exported = await directory.exportData(OWNER, placed.number);
    expect(exported).toMatchObject({
      exportedAt: NOW.toISOString(),
      shop: "Kretsbutiken",
      customer: { kind: "account", accountId: "user-anna", emails: ["anna@example.se"] },
      orders: [
        {
          number: placed.number,
          status: "delivered",
          email: "anna@example.se",
          phone: ANNA_PHONE,
          billingAddress: ANNA,
          deliveryAddress: ANNA,
          totals: { lines: 250_000, delivery: 4900, total: placed.total, moms: placed.moms },
          currency: "SEK",
          lines: [
            { name: "Testmobil 1", quantity: 2, unitPrice: 100_000, lineTotal: 200_000 },
            { name: "Testmobil 2", quantity: 1, unitPrice: 50_000, lineTotal: 50_000 },
          ],
        },
      ],
      reviews: [{ product: 1, stars: 2, title: "Inte nöjd", name: "Anna S", shopReply: null }],
      contactMessages: [{ message: "Batteriet är dåligt.", phone: "070-111 22 33" }],
      newsletter: [{ email: "anna@example.se", status: "confirmed", consentSource: "modal" }],
    });
    expect(exported!.orders[0]!.statusHistory.map((event) => event.status)).toContain("delivered");
    // It is JSON through and through.
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    const [entry] = (await audit.list({ page: 1, pageSize: 5 })).entries;
    expect(entry).toMatchObject({
      action: "customer.export",
      subjectType: "customer",
      subjectId: placed.number,
      after: { orders: 1, reviews: 1, contactMessages: 1, newsletter: 1 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/anna|Svensson|user-anna/i);
    expect(await directory.exportData(OWNER, "KB-2026-999999")).toBeUndefined();
  });

  it("erases a customer: orders kept with totals, lines and moms and no personal field; reviews, messages and sign-ups gone; the log holds none of it", async () => {
    const { db, order, refund, erasure, directory, reviews, contact, audit, ratings } =
      await shop();
    const first = await order("anna@example.se", "user-anna", "delivered", 40);
    const second = await order("Anna.Jobb@example.se", "user-anna", "withdrawn", 30);
    await refund(second.id, second.total, "succeeded");
    const other = await order("bo@example.se", undefined, "delivered", 30, "Bo Ek");
    const published = (await reviews.write("user-anna", 1, {
      stars: 1,
      name: "Anna S",
      title: "Dålig",
      body: "Skärmen sprack första veckan, Storgatan 1 ringde jag från.",
      language: "se",
    }))!.review;
    await reviews.write("user-anna", 2, {
      stars: 5,
      name: "Anna S",
      title: "Länk",
      body: "Se https://example.com för mer, den är riktigt bra.",
      language: "se",
    });
    const bos = (await reviews.write("user-bo", 1, {
      stars: 5,
      name: "Bo",
      title: "Toppen",
      body: "Riktigt bra telefon för pengarna, rekommenderas.",
      language: "se",
    }))!.review;
    await reviews.markHelpful(bos.id, "user:user-anna");
    await contact.save({
      name: "Anna",
      email: "ANNA.JOBB@example.se",
      message: "Hej",
      language: "se",
    });
    await contact.save({ name: "Bo", email: "bo@example.se", message: "Hej", language: "se" });
    await subscribe(db, "anna@example.se");
    await subscribe(db, "bo@example.se");
    const before = await db
      .selectFrom("orders")
      .select(["id", "number", "total", "moms", "lines_total", "delivery_fee", "created_at"])
      .orderBy("number")
      .execute();
    const linesBefore = await db
      .selectFrom("order_lines")
      .selectAll()
      .orderBy("order_id")
      .execute();

    const plan = await erasure.plan(first.number);
    expect(plan).toMatchObject({
      key: first.number,
      kind: "account",
      orders: [second.number, first.number],
      openOrders: [],
      reviews: { published: 1, other: 1 },
      contactMessages: 1,
      newsletter: 1,
    });
    const erased = await erasure.erase(OWNER, first.number, {
      reviews: "remove",
      fingerprint: plan!.fingerprint,
    });
    expect(erased).toEqual({
      ok: true,
      summary: {
        orders: [second.number, first.number],
        reviewsRemoved: 2,
        reviewsAnonymised: 0,
        contactMessagesDeleted: 1,
        newsletterDeleted: 1,
        alertsDeleted: 0,
        savedAddressesDeleted: 0,
        garageDevicesDeleted: 0,
        workshopBookingsDeleted: 0,
      },
    });
    expect(ratings()).toBe(1);

    // The books are untouched: every amount, date and line as it was.
    const after = await db
      .selectFrom("orders")
      .select(["id", "number", "total", "moms", "lines_total", "delivery_fee", "created_at"])
      .orderBy("number")
      .execute();
    expect(after).toEqual(before);
    expect(await db.selectFrom("order_lines").selectAll().orderBy("order_id").execute()).toEqual(
      linesBefore,
    );
    // No personal field is left anywhere in the erased orders.
    const rows = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "in", [first.id, second.id])
      .execute();
    for (const row of rows) {
      expect(row).toMatchObject({
        email: "",
        phone: "",
        user_id: null,
        pickup_point: null,
        personal_data_erased_at: NOW.toISOString(),
      });
      expect(JSON.parse(row.billing)).toEqual({ name: "", street: "", postcode: "", city: "" });
      expect(JSON.parse(row.shipping)).toEqual({ name: "", street: "", postcode: "", city: "" });
      expect(JSON.stringify(row)).not.toMatch(/anna|svensson|storgatan|111 22|\+4670|user-anna/i);
    }
    // Bo is untouched, his helpful count too (only Anna's vote row went).
    const bo = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", other.id)
      .executeTakeFirst();
    expect(bo).toMatchObject({ email: "bo@example.se", personal_data_erased_at: null });
    expect((await reviews.forProduct(1)).map((review) => review.id)).toEqual([bos.id]);
    expect(await reviews.mine("user-anna", 2)).toBeUndefined();
    expect(
      await db
        .selectFrom("review_votes")
        .selectAll()
        .where("voter", "=", "user:user-anna")
        .execute(),
    ).toEqual([]);
    expect(
      (await db.selectFrom("contact_messages").select("email").execute()).map((m) => m.email),
    ).toEqual(["bo@example.se"]);
    expect(
      (await db.selectFrom("newsletter_subscriptions").select("email").execute()).map(
        (s) => s.email,
      ),
    ).toEqual(["bo@example.se"]);
    expect(published.id).toBeTruthy();
    // Nobody is left to find: not in the list, not by the old numbers.
    expect(await directory.find(first.number)).toBeUndefined();
    const { customers } = await directory.list({ search: "", page: 1, pageSize: 10 });
    expect(customers.map((customer) => customer.key)).toEqual([other.number]);

    const { entries } = await audit.list({ page: 1, pageSize: 20 });
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "customer.erase",
      "order.erase-personal-data",
      "order.erase-personal-data",
    ]);
    expect(entries.find((entry) => entry.action === "customer.erase")).toMatchObject({
      subjectType: "customer",
      subjectId: first.number,
      after: { orders: [second.number, first.number], reviewsRemoved: 2 },
    });
    expect(JSON.stringify(entries)).not.toMatch(
      /anna|svensson|storgatan|111 22|\+4670|user-anna|Skärmen|example\.com/i,
    );
  });

  it("keeps published reviews anonymous when staff choose so; held ones still go", async () => {
    const { order, erasure, reviews, db } = await shop();
    const placed = await order("anna@example.se", "user-anna", "delivered", 40);
    const kept = (await reviews.write("user-anna", 1, {
      stars: 4,
      name: "Anna Svensson",
      title: "Bra",
      body: "Fungerar som den ska, snabb leverans också.",
      language: "se",
    }))!.review;
    await reviews.write("user-anna", 2, {
      stars: 5,
      name: "Anna Svensson",
      title: "Länk",
      body: "Se https://example.com för mer information om den.",
      language: "se",
    });
    const plan = (await erasure.plan(placed.number))!;
    const erased = await erasure.erase(OWNER, placed.number, {
      reviews: "anonymise",
      fingerprint: plan.fingerprint,
    });
    expect(erased).toMatchObject({
      ok: true,
      summary: { reviewsRemoved: 1, reviewsAnonymised: 1 },
    });
    const rows = await db.selectFrom("reviews").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: kept.id, name: "", stars: 4, status: "published" });
    expect(rows[0]!.author).toMatch(/^erased:/);
    expect(await reviews.summary(1)).toMatchObject({ count: 1 });
  });

  it("refuses while an order is still in progress, and when anything changed since the plan", async () => {
    const { db, order, refund, erasure, contact } = await shop();
    const paid = await order("bo@example.se", undefined, "paid", 2, "Bo Ek");
    const plan = (await erasure.plan(paid.number))!;
    expect(plan.openOrders).toEqual([paid.number]);
    expect(
      await erasure.erase(OWNER, paid.number, { reviews: "remove", fingerprint: plan.fingerprint }),
    ).toEqual({ ok: false, reason: "open_orders", orders: [paid.number] });
    expect(
      await db.selectFrom("orders").select("email").where("id", "=", paid.id).executeTakeFirst(),
    ).toEqual({ email: "bo@example.se" });

    // Delivered ten days ago: the 14 days of withdrawal still run.
    const recent = await order("cilla@example.se", undefined, "delivered", 12);
    expect((await erasure.plan(recent.number))!.openOrders).toEqual([recent.number]);
    // A refund under way.
    const refunding = await order("dora@example.se", undefined, "delivered", 60);
    await refund(refunding.id, 1000, "pending");
    expect((await erasure.plan(refunding.number))!.openOrders).toEqual([refunding.number]);

    const done = await order("eva@example.se", undefined, "delivered", 60);
    const seen = (await erasure.plan(done.number))!;
    expect(seen.openOrders).toEqual([]);
    await contact.save({ name: "Eva", email: "eva@example.se", message: "Hej", language: "se" });
    expect(
      await erasure.erase(OWNER, done.number, { reviews: "remove", fingerprint: seen.fingerprint }),
    ).toEqual({ ok: false, reason: "conflict" });
    const fresh = (await erasure.plan(done.number))!;
    expect(fresh.contactMessages).toBe(1);
    expect(
      await erasure.erase(OWNER, done.number, {
        reviews: "remove",
        fingerprint: fresh.fingerprint,
      }),
    ).toMatchObject({ ok: true });
    // Twice at once: the second finds nobody.
    expect(
      await erasure.erase(OWNER, done.number, {
        reviews: "remove",
        fingerprint: fresh.fingerprint,
      }),
    ).toEqual({ ok: false, reason: "not_found" });
  });

  it("waits for a complaint to be closed, then keeps the case without what the customer wrote", async () => {
    const { db, order, erasure } = await shop();
    const bought = await order("fia@example.se", undefined, "delivered", 200, "Fia Berg");
    const complaint = {
      id: crypto.randomUUID(),
      number: `R-${bought.number}-1`,
      order_id: bought.id,
      user_id: null,
      access_token: crypto.randomUUID(),
      description: "Skärmen flimrar sedan i måndags, jag bor på Storgatan 1.",
      noticed_on: "2026-11-20",
      remedy: "repair",
      language: "se",
      status: "inspecting",
      version: 1,
      created_at: daysAgo(5).toISOString(),
      updated_at: daysAgo(5).toISOString(),
    };
    await db.insertInto("complaints").values(complaint).execute();
    await db
      .insertInto("complaint_photos")
      .values({
        id: crypto.randomUUID(),
        complaint_id: complaint.id,
        position: 0,
        content_type: "image/png",
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      })
      .execute();
    expect((await erasure.plan(bought.number))!.openOrders).toEqual([bought.number]);

    await db.updateTable("complaints").set({ status: "closed" }).execute();
    const plan = (await erasure.plan(bought.number))!;
    expect(plan.openOrders).toEqual([]);
    expect(
      await erasure.erase(OWNER, bought.number, {
        reviews: "remove",
        fingerprint: plan.fingerprint,
      }),
    ).toMatchObject({ ok: true });
    expect(
      await db.selectFrom("complaints").select(["number", "description", "status"]).execute(),
    ).toEqual([{ number: complaint.number, description: "", status: "closed" }]);
    expect(await db.selectFrom("complaint_photos").select("id").execute()).toEqual([]);
  });

  it("exports and erases what an account saved beside its orders: addresses, garage with reminders, alerts, workshop bookings", async () => {
    const { db, order, directory, erasure } = await shop();
    const placed = await order("anna@example.se", "user-anna", "delivered", 40);
    const at = daysAgo(20).toISOString();
    await db
      .insertInto("saved_addresses")
      .values({
        id: "a-1",
        user_id: "user-anna",
        label: "Hem",
        ...ANNA,
        is_default: 1,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("garage_devices")
      .values([
        {
          id: "d-1",
          user_id: "user-anna",
          kind: "scooter",
          model: "xiaomi-pro-2",
          product_id: null,
          serial_number: "26543/00123456",
          odometer_km: 1234,
          odometer_at: at,
          updated_at: at,
        },
        {
          id: "d-2",
          user_id: "user-bo",
          kind: "scooter",
          model: "xiaomi-m365",
          product_id: null,
          serial_number: null,
          odometer_km: null,
          odometer_at: null,
          updated_at: at,
        },
      ])
      .execute();
    await db
      .insertInto("garage_reminders")
      .values({
        id: "r-1",
        device_id: "d-1",
        user_id: "user-anna",
        email: "anna@example.se",
        language: "se",
        every_km: 500,
        every_months: null,
        status: "active",
        last_check_km: 1000,
        last_check_at: at,
        confirmed_at: at,
      })
      .execute();
    await db
      .insertInto("product_alerts")
      .values({ id: "p-1", email: "anna@example.se", product_id: 1, kind: "stock", language: "se" })
      .execute();
    const booking = (id: string, email: string, startsAt: string) => ({
      id,
      service: "felsokning",
      starts_at: startsAt,
      ends_at: startsAt,
      bench: 1,
      name: "Anna Svensson",
      email,
      phone: "070-111 22 33",
      model: "xiaomi-pro-2",
      error_code: "14",
      note: "Piper",
      status: "booked" as const,
      token_hash: `hash-${id}`,
      sequence: 0,
      language: "se",
      created_at: at,
      cancelled_at: null,
    });
    await db
      .insertInto("workshop_bookings")
      .values([
        booking("b-1", "Anna@Example.se", "2026-12-01T09:00:00.000Z"),
        booking("b-2", "bo@example.se", "2026-12-01T10:00:00.000Z"),
      ])
      .execute();

    const exported = await directory.exportData(OWNER, placed.number);
    expect(exported).toMatchObject({
      savedAddresses: [{ label: "Hem", ...ANNA, isDefault: true }],
      garage: [
        {
          kind: "scooter",
          model: "xiaomi-pro-2",
          serialNumber: "26543/00123456",
          odometerKm: 1234,
          reminders: [
            { email: "anna@example.se", everyKm: 500, status: "active", lastCheckKm: 1000 },
          ],
        },
      ],
      productAlerts: [{ email: "anna@example.se", product: 1, kind: "stock" }],
      workshopBookings: [
        { service: "felsokning", email: "Anna@Example.se", errorCode: "14", note: "Piper" },
      ],
    });
    expect(exported!.workshopBookings).toHaveLength(1);
    expect(exported!.garage).toHaveLength(1);

    const plan = (await erasure.plan(placed.number))!;
    const erased = await erasure.erase(OWNER, placed.number, {
      reviews: "remove",
      fingerprint: plan.fingerprint,
    });
    expect(erased).toMatchObject({
      ok: true,
      summary: {
        alertsDeleted: 1,
        savedAddressesDeleted: 1,
        garageDevicesDeleted: 1,
        workshopBookingsDeleted: 1,
      },
    });
    const left = await Promise.all([
      db.selectFrom("workshop_bookings").select("id").execute(),
      db.selectFrom("garage_devices").select("id").execute(),
      db.selectFrom("garage_reminders").select("id").execute(),
    ]);
    expect(left).toEqual([[{ id: "b-2" }], [{ id: "d-2" }], []]);
  });
});
