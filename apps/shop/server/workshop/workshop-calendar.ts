// The workshop's calendar settings (issue 41): services with duration, capacity and price,
// opening hours per weekday and closed dates, read for the booking pages and changed by staff in
// the admin. Every change is written with its audit entry in one transaction (audit-log.ts).
import type { Kysely } from "@kretsbutiken/database";
import { formatClock, type OpeningHours } from "../../domain/workshop/opening-hours.ts";
import type {
  WorkshopService,
  WorkshopServiceSlug,
} from "../../domain/workshop/workshop-services.ts";
import type { Actor, AuditLog } from "../admin/audit/audit-log.ts";
import type { ShopDatabase } from "../database/schema.ts";

export interface ClosedDate {
  date: string;
  note: string | null;
}

export interface CalendarSettings {
  services: WorkshopService[];
  hours: OpeningHours[];
  closedDates: ClosedDate[];
}

export interface WorkshopCalendar {
  settings(): Promise<CalendarSettings>;
  setHours(actor: Actor, hours: readonly OpeningHours[]): Promise<void>;
  setService(
    actor: Actor,
    slug: WorkshopServiceSlug,
    change: Omit<WorkshopService, "slug">,
  ): Promise<"saved" | "unknown_service">;
  addClosedDate(actor: Actor, date: string, note: string | null): Promise<"added" | "exists">;
  removeClosedDate(actor: Actor, date: string): Promise<"removed" | "unknown_date">;
}

const clock = (minutes: number | null) => (minutes === null ? null : formatClock(minutes));

export function createWorkshopCalendar(
  db: Kysely<ShopDatabase>,
  { audit }: { audit: AuditLog },
): WorkshopCalendar {
  return {
    async settings() {
      const [services, hours, closed] = await Promise.all([
        db.selectFrom("workshop_services").selectAll().orderBy("position").execute(),
        db.selectFrom("workshop_hours").selectAll().orderBy("weekday").execute(),
        db.selectFrom("workshop_closed_dates").selectAll().orderBy("date").execute(),
      ]);
      return {
        services: services.map((row) => ({
          slug: row.slug as WorkshopServiceSlug,
          durationMinutes: row.duration_minutes,
          capacity: row.capacity,
          priceFrom: row.price_from,
        })),
        hours: hours.map((row) => ({
          weekday: row.weekday,
          opensAt: row.opens_at,
          closesAt: row.closes_at,
        })),
        closedDates: closed,
      };
    },

    async setHours(actor, hours) {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("workshop_hours")
          .selectAll()
          .orderBy("weekday")
          .execute();
        for (const h of hours) {
          await trx
            .updateTable("workshop_hours")
            .set({ opens_at: h.opensAt, closes_at: h.closesAt })
            .where("weekday", "=", h.weekday)
            .execute();
        }
        const show = (
          rows: { weekday: number; opensAt: number | null; closesAt: number | null }[],
        ) =>
          Object.fromEntries(
            rows.map((r) => [
              String(r.weekday),
              r.opensAt === null ? "closed" : `${clock(r.opensAt)}–${clock(r.closesAt)}`,
            ]),
          );
        await audit.record(trx, actor, {
          action: "workshop.hours",
          subjectType: "workshop",
          subjectId: "hours",
          before: show(
            before.map((r) => ({ weekday: r.weekday, opensAt: r.opens_at, closesAt: r.closes_at })),
          ),
          after: show([...hours]),
        });
      });
    },

    async setService(actor, slug, change) {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("workshop_services")
          .selectAll()
          .where("slug", "=", slug)
          .executeTakeFirst();
        if (!before) return "unknown_service" as const;
        await trx
          .updateTable("workshop_services")
          .set({
            duration_minutes: change.durationMinutes,
            capacity: change.capacity,
            price_from: change.priceFrom,
          })
          .where("slug", "=", slug)
          .execute();
        await audit.record(trx, actor, {
          action: "workshop.service",
          subjectType: "workshop_service",
          subjectId: slug,
          before: {
            durationMinutes: before.duration_minutes,
            capacity: before.capacity,
            priceFrom: before.price_from,
          },
          after: { ...change },
        });
        return "saved" as const;
      });
    },

    async addClosedDate(actor, date, note) {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("workshop_closed_dates")
          .values({ date, note })
          .onConflict((conflict) => conflict.column("date").doNothing())
          .returning("date")
          .executeTakeFirst();
        if (!inserted) return "exists" as const;
        await audit.record(trx, actor, {
          action: "workshop.closed_date.add",
          subjectType: "workshop",
          subjectId: date,
          after: { date, note },
        });
        return "added" as const;
      });
    },

    async removeClosedDate(actor, date) {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom("workshop_closed_dates")
          .where("date", "=", date)
          .returningAll()
          .executeTakeFirst();
        if (!removed) return "unknown_date" as const;
        await audit.record(trx, actor, {
          action: "workshop.closed_date.remove",
          subjectType: "workshop",
          subjectId: date,
          before: { date, note: removed.note },
        });
        return "removed" as const;
      });
    },
  };
}
