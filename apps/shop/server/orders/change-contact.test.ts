// The buyer changing an order's e-mail or delivery address, on SQLite and PostgreSQL: whose
// order, until when, a paid order only with a confirmation of exactly this change, what is
// written (the address, the version, the audit entry) and mailed (to the new address and, for
// an e-mail change, to the old one too), and a change that comes too late changing nothing.
import { describe, expect, it } from "vitest";
import type { Address } from "../../domain/checkout/address.ts";
import type { RiskyAction } from "../../domain/confirmations/risky-action.ts";
import { contactChangeAction, type ContactChange } from "../../domain/orders/contact-change.ts";
import { orderLine, orderTestShop } from "../../test-support/order-test-shop.ts";
import { readBefore } from "../../test-support/stale-read.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { createShopMailer } from "../mail/shop-mailer.ts";
import { createOrderContactChanges } from "./contact-changes.ts";
import { orderMailsOf } from "./order-mail-log.ts";

const AT = new Date("2026-11-26T09:30:00.000Z");
const ORIGIN = "https://kretsbutiken.test";
const COMPANY = {
  name: "Kretsbutiken AB",
  orgNr: "559000-0000",
  vatNr: "SE559000000001",
  address: "Storgatan 1, 111 22 Stockholm",
  phone: undefined,
  email: "kundtjanst@kretsbutiken.test",
};
const ANNA = { userId: "user-anna", email: "anna@example.se" };
const NEW_HOME: Address = {
  name: "Anna Svensson",
  street: "Kungsgatan 12",
  postcode: "411 19",
  city: "Göteborg",
};
const NEW_EMAIL: ContactChange = { kind: "email", email: "anna.svensson@example.com" };
const NEW_ADDRESS: ContactChange = { kind: "address", address: NEW_HOME };

describe.each(dialects())("an order's e-mail and delivery address on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop(status = "paid", userId: string | null = ANNA.userId) {
    const base = await orderTestShop(databases, { 1: 5 });
    const placed = await base.place(orderLine(1, 1));
    await base.db
      .updateTable("orders")
      .set({ status, user_id: userId })
      .where("id", "=", placed.id)
      .execute();
    const audit = createAuditLog(base.db);
    const mailer = createShopMailer({ smtpUrl: undefined, from: "shop@test", log: () => {} });
    const lines: string[] = [];
    const changes = createOrderContactChanges(base.db, {
      audit,
      mailer,
      company: COMPANY,
      clock: { now: () => AT },
      log: (line) => lines.push(line),
    });
    const change = (
      what: ContactChange,
      confirmed?: { action: RiskyAction; method: string },
      buyer = ANNA,
    ) => changes.change({ orderId: placed.id, buyer, change: what, confirmed }, ORIGIN);
    const row = () =>
      base.db
        .selectFrom("orders")
        .select(["email", "shipping", "version", "status"])
        .where("id", "=", placed.id)
        .executeTakeFirstOrThrow()
        .then((r) => ({
          email: r.email,
          shipping: JSON.parse(r.shipping) as Address,
          version: Number(r.version),
          status: r.status,
        }));
    const entries = async () =>
      (await audit.list({ page: 1, pageSize: 10, subject: { type: "order", id: placed.id } }))
        .entries;
    const confirmedFor = (what: ContactChange, method = "webauthn") => ({
      action: contactChangeAction(placed.number, what),
      method,
    });
    return { placed, change, row, entries, mailer, confirmedFor, db: base.db, lines };
  }

  it("changes a paid order's delivery address confirmed for exactly it, audited and mailed", async () => {
    const { placed, change, row, entries, mailer, confirmedFor, db } = await shop("paid");
    const before = await row();
    expect(await change(NEW_ADDRESS, confirmedFor(NEW_ADDRESS))).toEqual({
      ok: true,
      number: placed.number,
      changed: true,
      previousEmail: "anna@example.se",
    });
    expect(await row()).toEqual({ ...before, shipping: NEW_HOME, version: before.version + 1 });
    const [entry, ...others] = await entries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor: ANNA,
      action: "order.address.change",
      at: AT.toISOString(),
      before: { number: placed.number, shipping: before.shipping },
      after: { number: placed.number, shipping: NEW_HOME, confirmedWith: "webauthn" },
    });
    const [mail, ...more] = mailer.outbox();
    expect(more).toEqual([]);
    expect(mail?.to).toBe("anna@example.se");
    expect(mail?.subject).toBe(`Ny leveransadress för order ${placed.number}`);
    expect(mail?.text).toContain("Kungsgatan 12");
    expect(mail?.text).toContain("411 19 Göteborg");
    expect(mail?.text).toContain("Ändringen bekräftades med passkey.");
    expect(mail?.text).toContain(`${ORIGIN}/page/order_tracking?order=${placed.accessToken}`);
    expect((await orderMailsOf(db, placed.id)).map((m) => m.kind)).toEqual(["address_changed"]);
  });

  it("mails an e-mail change to the new address and to the old one", async () => {
    const { placed, change, row, mailer, confirmedFor, db } = await shop("packed");
    expect(await change(NEW_EMAIL, confirmedFor(NEW_EMAIL, "passcode"))).toMatchObject({
      ok: true,
      changed: true,
    });
    expect((await row()).email).toBe("anna.svensson@example.com");
    const mails = mailer.outbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "anna.svensson@example.com",
      "anna@example.se",
    ]);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Ny e-postadress för order ${placed.number}`);
      expect(mail.text).toContain("skickas från och med nu till anna.svensson@example.com");
      expect(mail.text).toContain("Ändringen bekräftades med en engångskod.");
    }
    expect((await orderMailsOf(db, placed.id)).map((m) => m.kind)).toEqual([
      "email_changed",
      "email_changed",
    ]);
  });

  it("refuses a paid order's change without a confirmation, or with one for something else", async () => {
    const { placed, change, row, entries, mailer, confirmedFor } = await shop("paid");
    const before = await row();
    const unconfirmed = { ok: false, reason: "unconfirmed", number: placed.number };
    expect(await change(NEW_ADDRESS)).toEqual(unconfirmed);
    // Confirmed: the e-mail change, another address, another order's number.
    expect(await change(NEW_ADDRESS, confirmedFor(NEW_EMAIL))).toEqual(unconfirmed);
    const elsewhere = { kind: "address", address: { ...NEW_HOME, street: "Kungsgatan 13" } };
    expect(await change(NEW_ADDRESS, confirmedFor(elsewhere as ContactChange))).toEqual(
      unconfirmed,
    );
    const otherOrder = {
      action: contactChangeAction("KB-2026-999999", NEW_ADDRESS),
      method: "webauthn",
    };
    expect(await change(NEW_ADDRESS, otherOrder)).toEqual(unconfirmed);
    expect(await row()).toEqual(before);
    expect(await entries()).toEqual([]);
    expect(mailer.outbox()).toEqual([]);
  });

  it("changes an order waiting for its payment without a confirmation", async () => {
    const { change, row, entries } = await shop("reserved");
    expect(await change(NEW_EMAIL)).toMatchObject({ ok: true, changed: true });
    expect((await row()).email).toBe("anna.svensson@example.com");
    const [entry] = await entries();
    expect(entry?.after).toEqual({
      number: expect.any(String) as string,
      email: "anna.svensson@example.com",
    });
  });

  it("answers an unknown order for someone else's order, or one placed without an account", async () => {
    const theirs = await shop("paid", "user-bertil");
    expect(await theirs.change(NEW_EMAIL, theirs.confirmedFor(NEW_EMAIL))).toEqual({
      ok: false,
      reason: "unknown_order",
    });
    const guest = await shop("reserved", null);
    expect(await guest.change(NEW_EMAIL)).toEqual({ ok: false, reason: "unknown_order" });
    expect(guest.mailer.outbox()).toEqual([]);
  });

  it("keeps the address once packed and the e-mail once delivered", async () => {
    const packed = await shop("packed");
    expect(await packed.change(NEW_ADDRESS, packed.confirmedFor(NEW_ADDRESS))).toEqual({
      ok: false,
      reason: "closed",
    });
    const shipped = await shop("shipped");
    expect(await shipped.change(NEW_EMAIL, shipped.confirmedFor(NEW_EMAIL))).toMatchObject({
      ok: true,
    });
    for (const status of ["delivered", "withdrawn", "expired", "cancelled"]) {
      const ended = await shop(status);
      const before = await ended.row();
      expect(await ended.change(NEW_EMAIL, ended.confirmedFor(NEW_EMAIL))).toEqual({
        ok: false,
        reason: "closed",
      });
      expect(await ended.row()).toEqual(before);
    }
  });

  it("writes and mails nothing when the order already has that address", async () => {
    const { change, row, entries, mailer } = await shop("reserved");
    const before = await row();
    const same: ContactChange = { kind: "address", address: before.shipping };
    expect(await change(same)).toMatchObject({ ok: true, changed: false });
    expect(await change({ kind: "email", email: before.email })).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(await row()).toEqual(before);
    expect(await entries()).toEqual([]);
    expect(mailer.outbox()).toEqual([]);
  });

  it("answers a conflict when the order was paid between the read and the write", async () => {
    const { placed, db, row, entries, mailer } = await shop("paid");
    const before = await row();
    // Read as it was a moment ago, waiting for its payment: no confirmation asked for.
    const stale = db.withPlugin(readBefore({ status: "reserved", version: before.version }));
    const changes = createOrderContactChanges(stale, {
      audit: createAuditLog(stale),
      mailer,
      company: COMPANY,
    });
    expect(
      await changes.change(
        { orderId: placed.id, buyer: ANNA, change: NEW_ADDRESS, confirmed: undefined },
        ORIGIN,
      ),
    ).toEqual({ ok: false, reason: "conflict" });
    expect(await row()).toEqual(before);
    expect(await entries()).toEqual([]);
    expect(mailer.outbox()).toEqual([]);
  });
});
