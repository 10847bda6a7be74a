// Workshop bookings (issue 41; README "Workshop booking"): free slots, booking, the rider's own
// link to cancel or move a booking, and the admin's list. No double booking: a booking takes one
// of its slot's places (bench 1 … capacity) by inserting it, and the partial unique index over
// (service, start, bench) of booked rows refuses a second booking of a place, whatever number of
// requests arrive at once on however many instances; a request tries each place in turn and,
// refused at all of them, answers "slot_taken". Moving a booking is one UPDATE of its row under
// the same index, so it either holds its new place or stays where it was. The link's token is
// 32 random bytes, stored only as its SHA-256 (double-opt-in/confirmation-token.ts).
import { MANAGE_PATH } from "../../domain/workshop/workshop-paths.ts";
import { randomBytes, randomUUID } from "node:crypto";
import { isUniqueViolation, sql, type Kysely } from "@kretsbutiken/database";
import { stockholmInstant } from "../../domain/stockholm-time.ts";
import {
  slotAt,
  slotDays,
  type SlotCalendar,
  type SlotDay,
} from "../../domain/workshop/workshop-slots.ts";
import type { WorkshopServiceSlug } from "../../domain/workshop/workshop-services.ts";
import type { Actor, AuditLog } from "../admin/audit/audit-log.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { hashToken } from "../double-opt-in/confirmation-token.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import { bookingMail, type BookingMailKind } from "./booking-mails.ts";
import { createWorkshopCalendar, type WorkshopCalendar } from "./workshop-calendar.ts";
import { bookingOf, type BookingRequest, type WorkshopBooking } from "./workshop-booking.ts";

export const BOOK_PATH = "/verkstad/boka";

export type BookOutcome =
  | { ok: true; booking: WorkshopBooking; token: string }
  | { ok: false; reason: "slot_taken" | "not_a_slot" | "unknown_service" };

export type RebookOutcome =
  | { ok: true; booking: WorkshopBooking }
  | { ok: false; reason: "slot_taken" | "not_a_slot" | "invalid" | "cancelled" | "past" };

export type CancelOutcome = "cancelled" | "already_cancelled" | "past" | "invalid";

export interface BookingFilter {
  /** YYYY-MM-DD (Stockholm) or undefined for every day from today. */
  date?: string;
  status?: "booked" | "cancelled";
  page: number;
  pageSize: number;
}

export interface Workshop {
  calendar: WorkshopCalendar;
  /** The service's slots from today for BOOKING_HORIZON_DAYS; undefined for an unknown one. */
  slotDays(service: WorkshopServiceSlug): Promise<SlotDay[] | undefined>;
  /** Books a place in the slot, or says why not; mails the confirmation when booked. */
  book(request: BookingRequest): Promise<BookOutcome>;
  /** The booking behind a link's token. */
  byToken(token: string): Promise<WorkshopBooking | undefined>;
  cancel(token: string): Promise<CancelOutcome>;
  /** Moves the booking to another slot of its service, and mails the new time. */
  rebook(token: string, start: string): Promise<RebookOutcome>;
  /** The admin's list: upcoming first (soonest first), then past ones, newest first. */
  list(filter: BookingFilter): Promise<{ items: WorkshopBooking[]; total: number }>;
  /** Staff cancel a booking; written in the audit log; the rider is mailed. */
  cancelByStaff(actor: Actor, id: string): Promise<"cancelled" | "already_cancelled" | "unknown">;
}

export interface WorkshopOptions {
  mailer: ShopMailer;
  audit: AuditLog;
  /** SHOP_PUBLIC_URL: where the mails' links point. */
  publicUrl: string;
  /** The workshop's address for the calendar event, and the organizer. */
  location: string;
  organizer: { name: string; email: string };
  now?: () => Date;
  log?: (error: unknown) => void;
}

export function createWorkshop(db: Kysely<ShopDatabase>, options: WorkshopOptions): Workshop {
  const { mailer, audit, publicUrl, now = () => new Date(), log = () => {} } = options;
  const calendar = createWorkshopCalendar(db, { audit });

  async function calendarFor(
    service: WorkshopServiceSlug,
  ): Promise<(SlotCalendar & { capacity: number }) | undefined> {
    const settings = await calendar.settings();
    const found = settings.services.find((s) => s.slug === service);
    if (!found) return undefined;
    const at = now();
    const rows = await db
      .selectFrom("workshop_bookings")
      .select(["starts_at"])
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("service", "=", service)
      .where("status", "=", "booked")
      .where("starts_at", ">=", at.toISOString())
      .groupBy("starts_at")
      .execute();
    return {
      service: found,
      capacity: found.capacity,
      hours: settings.hours,
      closedDates: new Set(settings.closedDates.map((d) => d.date)),
      booked: new Map(rows.map((r) => [new Date(r.starts_at).toISOString(), Number(r.count)])),
      now: at,
    };
  }

  async function mail(booking: WorkshopBooking, kind: BookingMailKind, token: string | undefined) {
    const manage = token === undefined ? undefined : new URL(MANAGE_PATH, publicUrl);
    manage?.searchParams.set("token", token!);
    const book = new URL(BOOK_PATH, publicUrl);
    book.searchParams.set("tjanst", booking.service);
    if (booking.model) book.searchParams.set("modell", booking.model);
    try {
      await mailer.send(
        bookingMail(booking, kind, {
          manageUrl: kind === "cancelled" ? undefined : manage?.toString(),
          bookUrl: book.toString(),
          location: options.location,
          organizer: options.organizer,
          host: new URL(publicUrl).hostname,
          now: now(),
        }),
      );
    } catch (error) {
      // The booking stands; its page shows it, and staff see it in the admin.
      log(error);
    }
  }

  const rowByToken = (token: string) =>
    db
      .selectFrom("workshop_bookings")
      .selectAll()
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();

  return {
    calendar,

    async slotDays(service) {
      const cal = await calendarFor(service);
      return cal && slotDays(cal);
    },

    async book(request) {
      const cal = await calendarFor(request.service);
      if (!cal) return { ok: false, reason: "unknown_service" };
      const slot = slotAt(cal, request.start);
      if (!slot) return { ok: false, reason: "not_a_slot" };
      const token = randomBytes(32).toString("base64url");
      const row = {
        id: randomUUID(),
        service: request.service,
        starts_at: slot.start,
        ends_at: slot.end,
        name: request.name,
        email: request.email,
        phone: request.phone,
        model: request.model ?? null,
        error_code: request.errorCode ?? null,
        note: request.note ?? null,
        status: "booked" as const,
        token_hash: hashToken(token),
        sequence: 0,
        language: request.language,
        created_at: now().toISOString(),
      };
      // Every place is tried, even when the count said none was free: the index decides.
      for (let bench = 1; bench <= cal.capacity; bench++) {
        try {
          await db
            .insertInto("workshop_bookings")
            .values({ ...row, bench })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) continue;
          throw error;
        }
        const booking = bookingOf({ ...row, bench, cancelled_at: null });
        await mail(booking, "booked", token);
        return { ok: true, booking, token };
      }
      return { ok: false, reason: "slot_taken" };
    },

    async byToken(token) {
      const row = await rowByToken(token);
      return row && bookingOf(row);
    },

    async cancel(token) {
      const row = await rowByToken(token);
      if (!row) return "invalid";
      if (row.status === "cancelled") return "already_cancelled";
      if (Date.parse(row.starts_at) <= now().getTime()) return "past";
      const updated = await db
        .updateTable("workshop_bookings")
        .set((eb) => ({
          status: "cancelled",
          cancelled_at: now().toISOString(),
          sequence: eb("sequence", "+", 1),
        }))
        .where("id", "=", row.id)
        .where("status", "=", "booked")
        .returningAll()
        .executeTakeFirst();
      if (!updated) return "already_cancelled";
      await mail(bookingOf(updated), "cancelled", undefined);
      return "cancelled";
    },

    async rebook(token, start) {
      const row = await rowByToken(token);
      if (!row) return { ok: false, reason: "invalid" };
      if (row.status === "cancelled") return { ok: false, reason: "cancelled" };
      if (Date.parse(row.starts_at) <= now().getTime()) return { ok: false, reason: "past" };
      const cal = await calendarFor(row.service as WorkshopServiceSlug);
      const slot = cal && slotAt(cal, start);
      if (!cal || !slot) return { ok: false, reason: "not_a_slot" };
      for (let bench = 1; bench <= cal.capacity; bench++) {
        let updated;
        try {
          updated = await db
            .updateTable("workshop_bookings")
            .set((eb) => ({
              starts_at: slot.start,
              ends_at: slot.end,
              bench,
              sequence: eb("sequence", "+", 1),
            }))
            .where("id", "=", row.id)
            .where("status", "=", "booked")
            .returningAll()
            .executeTakeFirst();
        } catch (error) {
          if (isUniqueViolation(error)) continue;
          throw error;
        }
        if (!updated) return { ok: false, reason: "cancelled" };
        const booking = bookingOf(updated);
        await mail(booking, "rebooked", token);
        return { ok: true, booking };
      }
      return { ok: false, reason: "slot_taken" };
    },

    async list({ date, status, page, pageSize }) {
      const today = now().toISOString();
      let query = db.selectFrom("workshop_bookings");
      if (status) query = query.where("status", "=", status);
      if (date) {
        const [y, m, d] = date.split("-").map(Number) as [number, number, number];
        query = query
          .where("starts_at", ">=", stockholmInstant(y, m, d).toISOString())
          .where("starts_at", "<", stockholmInstant(y, m, d + 1).toISOString());
      }
      const total = await query
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy(sql`case when starts_at >= ${today} then 0 else 1 end`)
        .orderBy(sql`case when starts_at >= ${today} then starts_at end`, "asc")
        .orderBy("starts_at", "desc")
        .orderBy("id")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { items: rows.map(bookingOf), total: Number(total.count) };
    },

    async cancelByStaff(actor, id) {
      const result = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable("workshop_bookings")
          .set((eb) => ({
            status: "cancelled",
            cancelled_at: now().toISOString(),
            sequence: eb("sequence", "+", 1),
          }))
          .where("id", "=", id)
          .where("status", "=", "booked")
          .returningAll()
          .executeTakeFirst();
        if (!updated) {
          const exists = await trx
            .selectFrom("workshop_bookings")
            .select("id")
            .where("id", "=", id)
            .executeTakeFirst();
          return exists ? ("already_cancelled" as const) : ("unknown" as const);
        }
        await audit.record(trx, actor, {
          action: "workshop_booking.cancel",
          subjectType: "workshop_booking",
          subjectId: id,
          before: { status: "booked", startsAt: updated.starts_at, service: updated.service },
          after: { status: "cancelled" },
        });
        return bookingOf(updated);
      });
      if (typeof result === "string") return result;
      await mail(result, "cancelled", undefined);
      return "cancelled";
    },
  };
}
