import { describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createContactInbox } from "./contact-inbox.ts";
import { createNewsletterRegister } from "./newsletter-register.ts";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
const OWNER = { email: "agare@kretsbutiken.se", userId: "owner-1" };
const STAFF = { email: "personal@kretsbutiken.se", userId: "staff-1" };

describe.each(dialects())("the admin's messages on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    const db = database.db;
    const audit = createAuditLog(db);
    return {
      db,
      audit,
      inbox: createContactInbox(db, { audit, clock: () => NOW }),
      register: createNewsletterRegister(db, { audit, clock: () => NOW }),
    };
  }

  async function message(db: Awaited<ReturnType<typeof shop>>["db"], n: number) {
    const id = `message-${n}`;
    await db
      .insertInto("contact_messages")
      .values({
        id,
        name: `Kund ${n}`,
        email: `kund${n}@example.se`,
        message: `Meddelande nummer ${n}`,
        language: "se",
        created_at: minutes(n),
      })
      .execute();
    return id;
  }

  it("lists contact messages newest first, a page at a time, open or handled", async () => {
    const { db, inbox } = await shop();
    const ids = [];
    for (let n = 1; n <= 5; n++) ids.push(await message(db, n));
    const first = await inbox.list({ filter: "all", page: 1, pageSize: 2 });
    expect(first.messages.map((m) => m.message)).toEqual([
      "Meddelande nummer 5",
      "Meddelande nummer 4",
    ]);
    expect(first).toMatchObject({ total: 5, open: 5 });
    const last = await inbox.list({ filter: "all", page: 3, pageSize: 2 });
    expect(last.messages.map((m) => m.name)).toEqual(["Kund 1"]);

    expect(await inbox.mark(STAFF, ids[3]!, true)).toEqual({ ok: true });
    const open = await inbox.list({ filter: "open", page: 1, pageSize: 10 });
    expect(open).toMatchObject({ total: 4, open: 4 });
    const handled = await inbox.list({ filter: "handled", page: 1, pageSize: 10 });
    expect(handled.messages).toMatchObject([
      { id: ids[3], handledAt: NOW.toISOString(), handledBy: STAFF.email },
    ]);
  });

  it("marks a message handled once: a second staff member is told, and it can be opened again", async () => {
    const { db, inbox, audit } = await shop();
    const id = await message(db, 1);
    const [a, b] = await Promise.all([inbox.mark(OWNER, id, true), inbox.mark(STAFF, id, true)]);
    expect([a, b].map((outcome) => (outcome.ok ? "ok" : outcome.reason)).sort()).toEqual([
      "conflict",
      "ok",
    ]);
    expect(await inbox.mark(OWNER, id, false)).toEqual({ ok: true });
    expect(await inbox.mark(OWNER, id, false)).toEqual({ ok: false, reason: "conflict" });
    expect(await inbox.mark(OWNER, "no-such-message", true)).toEqual({
      ok: false,
      reason: "not_found",
    });
    const { entries } = await audit.list({ page: 1, pageSize: 10 });
    expect(entries.map((entry) => [entry.action, entry.subjectId]).sort()).toEqual([
      ["contact-message.handle", id],
      ["contact-message.reopen", id],
    ]);
    // The log says what happened, not what the shopper wrote.
    expect(JSON.stringify(entries)).not.toContain("Meddelande");
    expect(JSON.stringify(entries)).not.toContain("kund1@example.se");
  });

  async function subscribe(
    db: Awaited<ReturnType<typeof shop>>["db"],
    email: string,
    status: "pending" | "confirmed",
    n: number,
  ) {
    const id = `sub-${n}`;
    await db
      .insertInto("newsletter_subscriptions")
      .values({
        id,
        email,
        language: n % 2 === 0 ? "en" : "se",
        status,
        consent_source: "modal",
        created_at: minutes(n),
        confirmed_at: status === "confirmed" ? minutes(n + 1) : null,
      })
      .execute();
    return id;
  }

  it("lists sign-ups with their status and consent record, searchable", async () => {
    const { db, register } = await shop();
    await subscribe(db, "anna@example.se", "confirmed", 1);
    await subscribe(db, "bo_50%@example.se", "pending", 2);
    await subscribe(db, "cilla@exempel.se", "confirmed", 3);
    const all = await register.list({ status: "all", search: "", page: 1, pageSize: 10 });
    expect(all.subscriptions.map((s) => s.email)).toEqual([
      "cilla@exempel.se",
      "bo_50%@example.se",
      "anna@example.se",
    ]);
    expect(all).toMatchObject({ total: 3, confirmed: 2, pending: 1 });
    expect(all.subscriptions[2]).toMatchObject({
      status: "confirmed",
      consentSource: "modal",
      createdAt: minutes(1),
      confirmedAt: minutes(2),
    });
    const pending = await register.list({ status: "pending", search: "", page: 1, pageSize: 10 });
    expect(pending.subscriptions.map((s) => s.email)).toEqual(["bo_50%@example.se"]);
    const search = async (text: string) =>
      (
        await register.list({ status: "all", search: text, page: 1, pageSize: 10 })
      ).subscriptions.map((s) => s.email);
    expect(await search("EXAMPLE.se")).toEqual(["bo_50%@example.se", "anna@example.se"]);
    // The typed % and _ are text, not wildcards.
    expect(await search("_50%")).toEqual(["bo_50%@example.se"]);
    expect(await search("a%e")).toEqual([]);
  });

  it("exports the confirmed subscribers as CSV for Excel, formulas made inert, and logs the export", async () => {
    const { db, register, audit } = await shop();
    await subscribe(db, "anna@example.se", "confirmed", 1);
    await subscribe(db, "bo@example.se", "pending", 2);
    await subscribe(db, "=cmd@example.se", "confirmed", 3);
    await subscribe(db, "dora;x@example.se", "confirmed", 4);
    const { csv, count } = await register.exportConfirmed(OWNER, "se");
    expect(count).toBe(3);
    expect(csv).toBe(
      "\uFEFFE-postadress;Språk;Källa;Anmäld;Bekräftad\r\n" +
        "anna@example.se;sv;modal;2026-11-26 11:01;2026-11-26 11:02\r\n" +
        "'=cmd@example.se;sv;modal;2026-11-26 11:03;2026-11-26 11:04\r\n" +
        '"dora;x@example.se";en;modal;2026-11-26 11:04;2026-11-26 11:05\r\n',
    );
    const english = await register.exportConfirmed(STAFF, "en");
    expect(english.csv.split("\r\n")[0]).toBe(
      "\uFEFFE-mail address,Language,Source,Signed up,Confirmed",
    );
    const { entries } = await audit.list({ page: 1, pageSize: 10 });
    expect(entries.map((entry) => [entry.action, entry.actor.email, entry.after])).toEqual([
      ["newsletter.export", STAFF.email, { subscribers: 3 }],
      ["newsletter.export", OWNER.email, { subscribers: 3 }],
    ]);
  });

  it("unsubscribes an address for someone who asked another way: gone from the list and the export", async () => {
    const { db, register, audit } = await shop();
    const anna = await subscribe(db, "anna@example.se", "confirmed", 1);
    await subscribe(db, "bo@example.se", "confirmed", 2);
    await subscribe(db, "cilla@example.se", "pending", 3);
    expect(await register.unsubscribe(STAFF, { email: "  BO@Example.se " })).toEqual({
      ok: true,
      email: "bo@example.se",
    });
    expect(await register.unsubscribe(STAFF, { id: anna })).toEqual({
      ok: true,
      email: "anna@example.se",
    });
    expect(await register.unsubscribe(STAFF, { id: anna })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await register.unsubscribe(STAFF, { email: "inte-en-adress" })).toEqual({
      ok: false,
      reason: "invalid_email",
    });
    expect(await register.unsubscribe(STAFF, { email: "okand@example.se" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    const left = await register.list({ status: "all", search: "", page: 1, pageSize: 10 });
    expect(left.subscriptions.map((s) => s.email)).toEqual(["cilla@example.se"]);
    const { csv, count } = await register.exportConfirmed(OWNER, "en");
    expect(count).toBe(0);
    expect(csv).not.toContain("anna@");
    expect(csv).not.toContain("bo@");

    const entries = (await audit.list({ page: 1, pageSize: 10 })).entries.filter(
      (entry) => entry.action === "newsletter.unsubscribe",
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      subjectType: "newsletter-subscription",
      subjectId: anna,
      actor: STAFF,
      before: { status: "confirmed", consentSource: "modal", confirmedAt: minutes(2) },
    });
    // The log keeps the consent record, never the address.
    expect(JSON.stringify(entries)).not.toMatch(/anna@|bo@/);
  });
});
