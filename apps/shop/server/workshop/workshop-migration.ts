// The workshop's tables (issue 41), and the demo calendar they start with, so a fresh shop
// offers slots at once: services with durations and capacity, opening hours per weekday, closed
// dates, and bookings. No double booking is the database's to refuse: one booking per service,
// start and bench while it is booked (a partial unique index, on SQLite and PostgreSQL alike),
// so a cancelled booking frees its place and two requests for the last place cannot both win.
import { sql, timestampType, type Migration } from "@kretsbutiken/database";
import { DEFAULT_OPENING_HOURS } from "../../domain/workshop/opening-hours.ts";
import { DEFAULT_WORKSHOP_SERVICES } from "../../domain/workshop/workshop-services.ts";

export const workshopMigration: Migration = {
  async up(db, { dialect }) {
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable("workshop_services")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("duration_minutes", "integer", (c) =>
        c.notNull().check(sql`duration_minutes between 5 and 480`),
      )
      .addColumn("capacity", "integer", (c) => c.notNull().check(sql`capacity between 0 and 10`))
      .addColumn("price_from", "integer", (c) => c.notNull().check(sql`price_from >= 0`))
      .execute();
    await db.schema
      .createTable("workshop_hours")
      .addColumn("weekday", "integer", (c) => c.primaryKey().check(sql`weekday between 1 and 7`))
      .addColumn("opens_at", "integer")
      .addColumn("closes_at", "integer")
      .addCheckConstraint(
        "workshop_hours_range",
        sql`(opens_at is null and closes_at is null) or (opens_at >= 0 and closes_at <= 1440 and opens_at < closes_at)`,
      )
      .execute();
    await db.schema
      .createTable("workshop_closed_dates")
      .addColumn("date", "text", (c) => c.primaryKey())
      .addColumn("note", "text")
      .execute();
    await db.schema
      .createTable("workshop_bookings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("service", "text", (c) => c.notNull().references("workshop_services.slug"))
      .addColumn("starts_at", timestamp, (c) => c.notNull())
      .addColumn("ends_at", timestamp, (c) => c.notNull())
      .addColumn("bench", "integer", (c) => c.notNull().check(sql`bench >= 1`))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("model", "text")
      .addColumn("error_code", "text")
      .addColumn("note", "text")
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('booked', 'cancelled')`))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("created_at", timestamp, (c) => c.notNull())
      .addColumn("cancelled_at", timestamp)
      .execute();
    await sql`create unique index workshop_bookings_slot on workshop_bookings (service, starts_at, bench) where status = 'booked'`.execute(
      db,
    );
    await db.schema
      .createIndex("workshop_bookings_starts_at")
      .on("workshop_bookings")
      .columns(["starts_at", "status"])
      .execute();
    await db
      .insertInto("workshop_services")
      .values(
        DEFAULT_WORKSHOP_SERVICES.map((service, position) => ({
          slug: service.slug,
          position,
          duration_minutes: service.durationMinutes,
          capacity: service.capacity,
          price_from: service.priceFrom,
        })),
      )
      .execute();
    await db
      .insertInto("workshop_hours")
      .values(
        DEFAULT_OPENING_HOURS.map((h) => ({
          weekday: h.weekday,
          opens_at: h.opensAt,
          closes_at: h.closesAt,
        })),
      )
      .execute();
  },
  async down(db) {
    await db.schema.dropTable("workshop_bookings").execute();
    await db.schema.dropTable("workshop_closed_dates").execute();
    await db.schema.dropTable("workshop_hours").execute();
    await db.schema.dropTable("workshop_services").execute();
  },
};
