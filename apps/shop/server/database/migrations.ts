// The shop's schema history, in code so the type-stripped server carries it. Names sort in
// the order they run; a released migration is never edited, only followed by a new one.
import { now, timestampType, type Migrations } from "@kretsbutiken/database";

export const shopMigrations: Migrations = {
  "2026-11-22-01-newsletter-subscriptions": {
    async up(db, { dialect }) {
      await db.schema
        .createTable("newsletter_subscriptions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("created_at", timestampType(dialect), (c) => c.notNull().defaultTo(now(dialect)))
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("newsletter_subscriptions").execute();
    },
  },
  "2026-11-22-02-contact-messages": {
    async up(db, { dialect }) {
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("order_number", "text")
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("created_at", timestampType(dialect), (c) => c.notNull().defaultTo(now(dialect)))
        .execute();
      await db.schema
        .createIndex("contact_messages_created_at")
        .on("contact_messages")
        .column("created_at")
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("contact_messages").execute();
    },
  },
};
