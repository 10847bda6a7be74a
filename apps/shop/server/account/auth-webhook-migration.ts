// The sign-in provider's webhook deliveries the shop has handled, by their `webhook-id`: the
// provider sends an event again until it is answered 2xx (Standard Webhooks), so a redelivery
// finds its id here and changes nothing (server/account/auth-webhooks.ts). Ids only, and the
// event's type: no personal data.
import { now, timestampType, type Migration } from "@kretsbutiken/database";

export const authWebhookMigration: Migration = {
  async up(db, { dialect }) {
    await db.schema
      .createTable("auth_webhook_deliveries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("received_at", timestampType(dialect), (c) => c.notNull().defaultTo(now(dialect)))
      .execute();
  },
  async down(db) {
    await db.schema.dropTable("auth_webhook_deliveries").execute();
  },
};
