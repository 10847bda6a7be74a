// Workshop bookings on SQLite and PostgreSQL, with the mails delivered over real SMTP to a sink:
// many riders at once for one last place (exactly one wins, the rest hear "slot_taken", through
// two connections, so the database decides and not the process), a cancelled booking freeing its
// place, a rebooking that moves the booking or leaves it where it was, and the admin's list and
// cancellation with its audit entry.
import type { Database } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../../auth/test/smtp-sink.ts";
import { stockholmInstant } from "../../domain/stockholm-time.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { openShopDatabase } from "../database/open-shop-database.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { createShopMailer, type ShopMailer } from "../mail/shop-mailer.ts";
import { createWorkshop, type Workshop } from "./workshop.ts";
import type { BookingRequest } from "./workshop-booking.ts";

const ORIGIN = "https://kretsbutiken.example";
const STAFF = { email: "agare@kretsbutiken.example", userId: "u-1" };
// Monday 30 November 2026, 07:00 in Stockholm.
const NOW = stockholmInstant(2026, 11, 30, 7, 0);
// Tuesday 1 December, 10:00 and 11:00 in Stockholm: diagnostics slots (an hour each).
const TEN = stockholmInstant(2026, 12, 1, 10, 0).toISOString();
const ELEVEN = stockholmInstant(2026, 12, 1, 11, 0).toISOString();

let sink: SmtpSink;
let mailer: ShopMailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createShopMailer({
    smtpUrl: sink.url,
    from: "Kretsbutiken <verkstad@test>",
    log: () => {},
  });
});
afterAll(() => sink.close());

const address = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.se`;

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  service: "felsokning",
  start: TEN,
  name: "Åsa Öberg",
  email: address("asa"),
  phone: "070-123 45 67",
  model: "xiaomi-pro-2",
  errorCode: "14",
  note: "Piper, kommer inte upp i fart",
  language: "se",
  ...overrides,
});

const workshopOn = (database: Database<ShopDatabase>): Workshop =>
  createWorkshop(database.db, {
    mailer,
    audit: createAuditLog(database.db),
    publicUrl: ORIGIN,
    location: "Kretsbutiken, Storgatan 1, Stockholm",
    organizer: { name: "Kretsbutiken", email: "verkstad@kretsbutiken.example" },
    now: () => NOW,
  });

/**
 * The calendar attachment as sent: its base64 part decoded from the raw message (a mail parser
 * turns its CRLF into LF), checked for CRLF line ends, then its content lines unfolded.
 */
function icsLines(mail: { raw: string }): string[] {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  const ics = Buffer.from((part?.[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8");
  if (/[^\r]\n/.test(ics)) throw new Error(`a line of the calendar does not end in CRLF:\n${ics}`);
  return ics.replace(/\r\n /g, "").split("\r\n");
}

const tokenIn = (text: string) => {
  const link = /https:\/\/\S+\/verkstad\/bokning\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no booking link in:\n${text}`);
  return new URL(link).searchParams.get("token") ?? "";
};

describe.each(dialects())("workshop bookings on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  /** Two connections (pools) to one database, as two instances of the shop would have. */
  async function twoInstances(): Promise<[Workshop, Workshop, Database<ShopDatabase>]> {
    const place = databases.place();
    const first = databases.track(await openShopDatabase(place));
    const second = databases.track(await openShopDatabase(place));
    return [workshopOn(first), workshopOn(second), first];
  }

  it("lets exactly one of many riders at once have the last place; the rest hear it is taken", async () => {
    const [one, two, database] = await twoInstances();
    const attempts = Array.from({ length: 16 }, (_, i) =>
      (i % 2 === 0 ? one : two).book(request({ email: address(`racer${i}`) })),
    );
    const outcomes = await Promise.all(attempts);
    const won = outcomes.filter((outcome) => outcome.ok);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(won).toHaveLength(1);
    expect(refused.map((outcome) => !outcome.ok && outcome.reason)).toEqual(
      Array(15).fill("slot_taken"),
    );
    const rows = await database.db
      .selectFrom("workshop_bookings")
      .select("email")
      .where("status", "=", "booked")
      .execute();
    expect(rows).toHaveLength(1);
    const days = await one.slotDays("felsokning");
    const slot = days?.find((day) => day.date === "2026-12-01")?.slots.find((s) => s.start === TEN);
    expect(slot?.free).toBe(0);
  });

  it("fills a slot of two places with two bookings, no more", async () => {
    const [one, two] = await twoInstances();
    await one.calendar.setService(STAFF, "felsokning", {
      durationMinutes: 60,
      capacity: 2,
      priceFrom: 39900,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).book(request())),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
  });

  it("mails the booking with its calendar event; cancelling by the link frees the place", async () => {
    const database = await databases.open();
    const workshop = workshopOn(database);
    const email = address("avboka");
    const booked = await workshop.book(request({ email }));
    expect(booked.ok).toBe(true);
    const mail = await sink.nextMail(email);
    expect(mail.subject).toBe("Bokningsbekräftelse: Felsökning tisdag 1 december kl. 10:00");
    expect(mail.text).toContain("Modell: Xiaomi Mi Electric Scooter Pro 2");
    expect(mail.text).toContain("Felkod: 14");
    expect(mail.text).toContain("Avboka:\nhttps://kretsbutiken.example/verkstad/bokning?token=");
    const lines = icsLines(mail);
    expect(lines).toEqual(
      expect.arrayContaining([
        "METHOD:REQUEST",
        "DTSTART:20261201T090000Z",
        "DTEND:20261201T100000Z",
        "SEQUENCE:0",
        "STATUS:CONFIRMED",
      ]),
    );
    const uid = lines.find((line) => line.startsWith("UID:"));

    const token = tokenIn(mail.text);
    expect(await workshop.byToken(token)).toMatchObject({ status: "booked", startsAt: TEN });
    expect(await workshop.book(request())).toEqual({ ok: false, reason: "slot_taken" });
    expect(await workshop.cancel(token)).toBe("cancelled");
    expect(await workshop.cancel(token)).toBe("already_cancelled");
    const cancelled = await sink.nextMail(email);
    expect(cancelled.subject).toBe("Avbokad: Felsökning tisdag 1 december kl. 10:00");
    expect(icsLines(cancelled)).toEqual(
      expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED", "SEQUENCE:1", uid]),
    );
    expect((await workshop.book(request())).ok).toBe(true);
  });

  it("moves a booking to a free slot with a new mail, and leaves it where it was when taken", async () => {
    const database = await databases.open();
    const workshop = workshopOn(database);
    const email = address("omboka");
    const booked = await workshop.book(request({ email }));
    const token = booked.ok ? booked.token : "";
    await sink.nextMail(email);
    await workshop.book(request({ start: ELEVEN }));

    expect(await workshop.rebook(token, ELEVEN)).toEqual({ ok: false, reason: "slot_taken" });
    expect(await workshop.byToken(token)).toMatchObject({ startsAt: TEN, sequence: 0 });
    const at = stockholmInstant(2026, 12, 2, 13, 0).toISOString();
    const moved = await workshop.rebook(token, at);
    expect(moved).toMatchObject({ ok: true, booking: { startsAt: at, sequence: 1 } });
    const mail = await sink.nextMail(email);
    expect(mail.subject).toBe(
      "Ny tid för din verkstadsbokning: Felsökning onsdag 2 december kl. 13:00",
    );
    expect(icsLines(mail)).toEqual(
      expect.arrayContaining(["METHOD:REQUEST", "SEQUENCE:1", "DTSTART:20261202T120000Z"]),
    );
    // The old place is free again.
    expect((await workshop.book(request())).ok).toBe(true);
  });

  it.each([
    ["outside opening hours", { start: stockholmInstant(2026, 12, 1, 18, 0).toISOString() }],
    ["on a Sunday", { start: stockholmInstant(2026, 12, 6, 10, 0).toISOString() }],
    ["between two slots", { start: stockholmInstant(2026, 12, 1, 10, 30).toISOString() }],
    ["in the past", { start: stockholmInstant(2026, 11, 27, 10, 0).toISOString() }],
  ])("refuses a time %s", async (_case, overrides) => {
    const workshop = workshopOn(await databases.open());
    expect(await workshop.book(request(overrides))).toEqual({ ok: false, reason: "not_a_slot" });
  });

  it("knows no booking by a wrong token", async () => {
    const workshop = workshopOn(await databases.open());
    expect(await workshop.byToken("x".repeat(43))).toBeUndefined();
    expect(await workshop.cancel("x".repeat(43))).toBe("invalid");
  });

  it("a closed date offers no slots and takes no booking", async () => {
    const workshop = workshopOn(await databases.open());
    expect(await workshop.calendar.addClosedDate(STAFF, "2026-12-01", "Inventering")).toBe("added");
    const days = await workshop.slotDays("felsokning");
    expect(days?.find((day) => day.date === "2026-12-01")).toMatchObject({
      closed: true,
      slots: [],
    });
    expect(await workshop.book(request())).toEqual({ ok: false, reason: "not_a_slot" });
  });

  it("lists upcoming bookings first for staff, who can cancel one, in the audit log", async () => {
    const database = await databases.open();
    const workshop = workshopOn(database);
    const later = await workshop.book(request({ start: ELEVEN, name: "Senare" }));
    await workshop.book(request({ name: "Först" }));
    const list = await workshop.list({ page: 1, pageSize: 20 });
    expect(list.items.map((item) => item.name)).toEqual(["Först", "Senare"]);
    const id = later.ok ? later.booking.id : "";
    expect(await workshop.cancelByStaff(STAFF, id)).toBe("cancelled");
    expect(await workshop.cancelByStaff(STAFF, id)).toBe("already_cancelled");
    const cancelled = await workshop.list({
      status: "cancelled",
      date: "2026-12-01",
      page: 1,
      pageSize: 20,
    });
    expect(cancelled.items.map((item) => item.name)).toEqual(["Senare"]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "subject_id"])
      .where("action", "like", "workshop%")
      .execute();
    expect(audit).toEqual([
      { action: "workshop_booking.cancel", actor_email: STAFF.email, subject_id: id },
    ]);
  });
});
