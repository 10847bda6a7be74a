// The shop's schema history, in code so the type-stripped server carries it. Names sort in
// the order they run; a released migration is never edited, only followed by a new one.
import { randomBytes } from "node:crypto";
import { now, sql, timestampType, type Migrations } from "@kretsbutiken/database";
import {
  narrowPostgresSearchMigration,
  narrowSearchFactsMigration,
  reindexSearchMigration,
  searchIndexMigration,
  searchPublishedMigration,
} from "../catalogue/search/search-index-migration.ts";
import { fitmentRows, type StoredFitment } from "../catalogue/fitment-rows.ts";
import { workshopMigration } from "../workshop/workshop-migration.ts";
import { authWebhookMigration } from "../account/auth-webhook-migration.ts";

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
  "2026-11-22-03-catalogue": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("products")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("sku", "text", (c) => c.notNull().unique())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("brand", "text", (c) => c.notNull())
        .addColumn("in_stock", "integer", (c) => c.notNull().check(sql`in_stock >= 0`))
        .addColumn("available", "integer", (c) => c.notNull())
        .addColumn("is_new", "integer", (c) => c.notNull())
        .addColumn("rating_stars", "real", (c) => c.notNull())
        .addColumn("total_purchases", "integer", (c) => c.notNull())
        .addColumn("total_reviews", "integer", (c) => c.notNull())
        .addColumn("mrp", "integer", (c) => c.notNull())
        .addColumn("first_available_at", timestamp, (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("products_type").on("products").column("type").execute();
      await db.schema
        .createTable("product_categories")
        .addColumn("product_id", "integer", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addColumn("path", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("product_categories_pk", ["path", "product_id"])
        .execute();
      await db.schema
        .createTable("product_prices")
        .addColumn("product_id", "integer", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addColumn("starts_at", timestamp, (c) => c.notNull())
        .addColumn("price", "integer", (c) => c.notNull().check(sql`price > 0`))
        .addPrimaryKeyConstraint("product_prices_pk", ["product_id", "starts_at"])
        .execute();
      await db.schema
        .createTable("deals")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "integer", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addColumn("starts_at", timestamp, (c) => c.notNull())
        .addColumn("ends_at", timestamp, (c) => c.notNull())
        .addColumn("deal_price", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("deals_ends_at").on("deals").column("ends_at").execute();
    },
    async down(db) {
      for (const table of ["deals", "product_prices", "product_categories", "products"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  "2026-11-24-01-orders": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      // The running number of each year's orders (KB-2026-004217).
      await db.schema
        .createTable("order_sequences")
        .addColumn("year", "integer", (c) => c.primaryKey())
        .addColumn("last", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("number", "text", (c) => c.notNull().unique())
        // One per checkout attempt: a double click or a retried request finds its order.
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("billing", "text", (c) => c.notNull())
        .addColumn("shipping", "text", (c) => c.notNull())
        .addColumn("delivery", "text", (c) => c.notNull())
        .addColumn("payment", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("lines_total", "integer", (c) => c.notNull())
        .addColumn("delivery_fee", "integer", (c) => c.notNull())
        .addColumn("payment_fee", "integer", (c) => c.notNull())
        .addColumn("total", "integer", (c) => c.notNull())
        .addColumn("moms", "integer", (c) => c.notNull())
        .addColumn("reserved_until", timestamp, (c) => c.notNull())
        .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now(dialect)))
        .execute();
      await db.schema.createIndex("orders_user_id").on("orders").column("user_id").execute();
      await db.schema
        .createTable("order_lines")
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("line_no", "integer", (c) => c.notNull())
        .addColumn("product_id", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn("unit_price", "integer", (c) => c.notNull())
        .addColumn("moms_rate", "integer", (c) => c.notNull())
        .addColumn("line_total", "integer", (c) => c.notNull())
        .addColumn("line_moms", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("order_lines_pkey", ["order_id", "line_no"])
        .execute();
      await db.schema
        .createTable("order_status_history")
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("order_status_history_order")
        .on("order_status_history")
        .column("order_id")
        .execute();
    },
    async down(db) {
      for (const table of ["order_status_history", "order_lines", "orders", "order_sequences"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  "2026-11-25-01-payments-and-withdrawals": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema.alterTable("orders").addColumn("pickup_point", "text").execute();
      // The provider's reference for the payment that paid the order.
      await db.schema.alterTable("orders").addColumn("payment_ref", "text").execute();
      // Money that arrived for an order that was no longer waiting for it (expired, cancelled).
      await db.schema
        .alterTable("orders")
        .addColumn("refund_due", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("orders").addColumn("confirmation_sent_at", timestamp).execute();
      // "Svart, 128 GB": the colour and size chosen in the cart.
      await db.schema.alterTable("order_lines").addColumn("variant", "text").execute();
      // Every payment message received, once: a replayed or duplicated callback is a no-op.
      await db.schema
        .createTable("payment_events")
        .addColumn("event_id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("received_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("withdrawals")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        // JSON: the line numbers withdrawn; every line when the whole order is.
        .addColumn("lines", "text", (c) => c.notNull())
        .addColumn("whole_order", "integer", (c) => c.notNull())
        .addColumn("within_period", "integer", (c) => c.notNull())
        .addColumn("received_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("withdrawals_order")
        .on("withdrawals")
        .column("order_id")
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("withdrawals").execute();
      await db.schema.dropTable("payment_events").execute();
      await db.schema.alterTable("order_lines").dropColumn("variant").execute();
      for (const column of ["confirmation_sent_at", "refund_due", "payment_ref", "pickup_point"]) {
        await db.schema.alterTable("orders").dropColumn(column).execute();
      }
    },
  },
  "2026-11-25-02-catalogue-version": {
    async up(db) {
      // One row whose number goes up in the same transaction as every change of stock or price,
      // so each instance's catalogue cache can ask cheaply whether it is still current
      // (server/catalogue/cached-catalogue.ts).
      await db.schema
        .createTable("catalogue_version")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .execute();
      await db.insertInto("catalogue_version").values({ id: 1, version: 0 }).execute();
    },
    async down(db) {
      await db.schema.dropTable("catalogue_version").execute();
    },
  },
  "2026-11-26-01-reviews": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("reviews")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "integer", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        // The reviewer's account (the auth server's user id); demo reviews: "demo:<product>-<n>".
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars between 1 and 5`))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        // "published", "pending" (held by a rule, server/reviews/moderation.ts) or "rejected".
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("held_because", "text")
        .addColumn("verified", "integer", (c) => c.notNull())
        .addColumn("helpful", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .addUniqueConstraint("reviews_one_per_author", ["product_id", "author"])
        .execute();
      await db.schema
        .createIndex("reviews_product_status")
        .on("reviews")
        .columns(["product_id", "status"])
        .execute();
      await db.schema
        .createIndex("reviews_status_created")
        .on("reviews")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createTable("review_votes")
        .addColumn("review_id", "text", (c) =>
          c.notNull().references("reviews.id").onDelete("cascade"),
        )
        .addColumn("voter", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("review_votes_pk", ["review_id", "voter"])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("review_votes").execute();
      await db.schema.dropTable("reviews").execute();
    },
  },
  // Double opt-in (README "Abuse limits"): a sign-up is pending until its confirmation link is
  // followed. The consent record is the form it came from and when it was confirmed. Rows from
  // before were never confirmed, so they start as pending and get no letters.
  "2026-11-26-02-newsletter-double-opt-in": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      const table = () => db.schema.alterTable("newsletter_subscriptions");
      // "pending" or "confirmed".
      await table()
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .execute();
      // The form of the sign-up ("modal", "coming-soon"); unknown for the rows from before.
      await table().addColumn("consent_source", "text").execute();
      // SHA-256 of the confirmation link's token (never the token), and when the link expires.
      await table().addColumn("token_hash", "text").execute();
      await table().addColumn("token_expires_at", timestamp).execute();
      // When the last confirmation mail went out: at most one a day per address.
      await table().addColumn("confirmation_sent_at", timestamp).execute();
      await table().addColumn("confirmed_at", timestamp).execute();
      await db.schema
        .createIndex("newsletter_subscriptions_token")
        .on("newsletter_subscriptions")
        .column("token_hash")
        .unique()
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex("newsletter_subscriptions_token").execute();
      for (const column of [
        "confirmed_at",
        "confirmation_sent_at",
        "token_expires_at",
        "token_hash",
        "consent_source",
        "status",
      ]) {
        await db.schema.alterTable("newsletter_subscriptions").dropColumn(column).execute();
      }
    },
  },
  // The admin (README "Admin"): who is staff beside SHOP_OWNERS, and the audit log of every
  // change made there. The log is append-only in the database itself: a trigger refuses any
  // UPDATE or DELETE of its rows, whoever asks.
  "2026-11-26-03-admin-staff-and-audit": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("staff")
        // Lowercased and trimmed.
        .addColumn("email", "text", (c) => c.primaryKey())
        // "owner" or "staff".
        .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
        .addColumn("added_by", "text", (c) => c.notNull())
        .addColumn("added_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", timestamp, (c) => c.notNull())
        // Who: the staff member's e-mail and account id ("cli" for the command line).
        .addColumn("actor_email", "text", (c) => c.notNull())
        .addColumn("actor_id", "text", (c) => c.notNull())
        // What: "order.ship", "product.price", "staff.add", …; on which thing.
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("subject_type", "text", (c) => c.notNull())
        .addColumn("subject_id", "text", (c) => c.notNull())
        // JSON of the fields changed, before and after (null where there was nothing).
        .addColumn("before", "text")
        .addColumn("after", "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
      await db.schema
        .createIndex("audit_log_subject")
        .on("audit_log")
        .columns(["subject_type", "subject_id"])
        .execute();
      if (dialect === "postgres") {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_append_only before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
      } else {
        for (const event of ["update", "delete"]) {
          await sql`${sql.raw(`create trigger audit_log_no_${event} before ${event} on audit_log`)}
            begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
        }
      }
    },
    async down(db, { dialect }) {
      await db.schema.dropTable("audit_log").execute();
      if (dialect === "postgres") await sql`drop function audit_log_append_only()`.execute(db);
      await db.schema.dropTable("staff").execute();
    },
  },
  // The admin's orders (README "Admin"): an optimistic version on every order (raised by every
  // change made to it, so a save from a page read before another one is refused), the carrier
  // and tracking number of a shipped order, and a row for every mail the shop sent a customer
  // about an order. Indexes for the admin's list (newest first) and an order's payment attempts.
  "2026-11-26-04-admin-orders": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .alterTable("orders")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      // A carrier's name as the admin offers them (domain/orders/carriers.ts) and its number.
      await db.schema.alterTable("orders").addColumn("carrier", "text").execute();
      await db.schema.alterTable("orders").addColumn("tracking_number", "text").execute();
      await db.schema
        .createIndex("orders_created_at")
        .on("orders")
        .columns(["created_at", "number"])
        .execute();
      await db.schema
        .createIndex("payment_events_order")
        .on("payment_events")
        .column("order_id")
        .execute();
      await db.schema
        .createTable("order_mails")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        // "confirmation", "withdrawal_receipt", "shipped", "refund", …
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("sent_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("order_mails_order")
        .on("order_mails")
        .columns(["order_id", "sent_at"])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("order_mails").execute();
      await db.schema.dropIndex("payment_events_order").execute();
      await db.schema.dropIndex("orders_created_at").execute();
      for (const column of ["tracking_number", "carrier", "version"]) {
        await db.schema.alterTable("orders").dropColumn(column).execute();
      }
    },
  },
  // The admin's refunds (README "Admin"): one row per refund asked of the payment provider, with
  // what it pays back (the parts: lines and quantities, or the fees) and its status, which only
  // the provider's callback moves from pending; every callback about a refund is kept once, so a
  // replay changes nothing. A withdrawal records when its goods came back.
  "2026-11-26-05-admin-refunds": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("refunds")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        // Öre incl. moms, and the moms in it.
        .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
        .addColumn("moms", "integer", (c) => c.notNull())
        // JSON: [{lineNo (null: the delivery and payment fees), quantity, amount, moms, momsRate}].
        .addColumn("parts", "text", (c) => c.notNull())
        // "lines", "order", "cancel" or "withdrawal".
        .addColumn("reason", "text", (c) => c.notNull())
        // "pending" until the provider's callback: "succeeded" or "failed".
        .addColumn("status", "text", (c) =>
          c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`),
        )
        .addColumn("provider_ref", "text")
        .addColumn("withdrawal_id", "text", (c) => c.references("withdrawals.id"))
        .addColumn("requested_by", "text", (c) => c.notNull())
        .addColumn("requested_at", timestamp, (c) => c.notNull())
        .addColumn("completed_at", timestamp)
        .execute();
      await db.schema
        .createIndex("refunds_order")
        .on("refunds")
        .columns(["order_id", "requested_at"])
        .execute();
      await db.schema
        .createIndex("refunds_withdrawal")
        .on("refunds")
        .column("withdrawal_id")
        .execute();
      // The books read succeeded refunds by the time they completed.
      await db.schema
        .createIndex("refunds_completed")
        .on("refunds")
        .columns(["status", "completed_at"])
        .execute();
      await db.schema
        .createTable("refund_events")
        .addColumn("event_id", "text", (c) => c.primaryKey())
        .addColumn("refund_id", "text", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("received_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.alterTable("withdrawals").addColumn("goods_received_at", timestamp).execute();
    },
    async down(db) {
      await db.schema.alterTable("withdrawals").dropColumn("goods_received_at").execute();
      await db.schema.dropTable("refund_events").execute();
      await db.schema.dropTable("refunds").execute();
    },
  },
  // The admin's products (README "Admin" → "Products, prices and stock"): whether a product is
  // shown in the shop at all (`published`; an unpublished one is left out of every list, search,
  // the sitemap, and its page is a 404), an optimistic version raised by every save of a
  // product, every stock adjustment with its reason, and pictures uploaded in the admin, kept
  // in the database in every size and format the storefront asks for, so every instance has
  // them.
  "2026-11-26-06-admin-products": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      const bytes = dialect === "postgres" ? "bytea" : "blob";
      await db.schema
        .alterTable("products")
        .addColumn("published", "integer", (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`published in (0, 1)`),
        )
        .execute();
      await db.schema
        .alterTable("products")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable("stock_adjustments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "integer", (c) => c.notNull().references("products.id"))
        // Units added (positive) or taken away (negative); never zero.
        .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity <> 0`))
        // "delivery", "damaged" or "count" (domain/catalogue/stock-reasons.ts).
        .addColumn("reason", "text", (c) =>
          c.notNull().check(sql`reason in ('delivery', 'damaged', 'count')`),
        )
        .addColumn("note", "text")
        // The stock right after the adjustment, as the conditional update left it.
        .addColumn("stock_after", "integer", (c) => c.notNull().check(sql`stock_after >= 0`))
        .addColumn("actor_email", "text", (c) => c.notNull())
        .addColumn("actor_id", "text", (c) => c.notNull())
        .addColumn("made_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("stock_adjustments_product")
        .on("stock_adjustments")
        .columns(["product_id", "made_at"])
        .execute();
      // One uploaded picture: its number is its image id in the product's gallery, never reused
      // (a removed picture keeps its row), so its files can be cached for ever.
      await db.schema
        .createTable("product_pictures")
        .addColumn("product_id", "integer", (c) => c.notNull().references("products.id"))
        .addColumn("picture_id", "integer", (c) => c.notNull())
        .addColumn("uploaded_at", timestamp, (c) => c.notNull())
        .addColumn("uploaded_by", "text", (c) => c.notNull())
        .addColumn("removed_at", timestamp)
        .addPrimaryKeyConstraint("product_pictures_pk", ["product_id", "picture_id"])
        .execute();
      // Its files: every width of domain/catalogue/product-images.ts in AVIF and WebP.
      await db.schema
        .createTable("product_picture_files")
        .addColumn("product_id", "integer", (c) => c.notNull())
        .addColumn("picture_id", "integer", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("format", "text", (c) => c.notNull())
        .addColumn("bytes", bytes, (c) => c.notNull())
        .addPrimaryKeyConstraint("product_picture_files_pk", [
          "product_id",
          "picture_id",
          "width",
          "format",
        ])
        .addForeignKeyConstraint(
          "product_picture_files_picture",
          ["product_id", "picture_id"],
          "product_pictures",
          ["product_id", "picture_id"],
        )
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("product_picture_files").execute();
      await db.schema.dropTable("product_pictures").execute();
      await db.schema.dropTable("stock_adjustments").execute();
      for (const column of ["version", "published"]) {
        await db.schema.alterTable("products").dropColumn(column).execute();
      }
    },
  },
  // The admin's moderation, messages and customers (README "Admin" → "Reviews, messages and
  // customers"). A review gets the reason it was rejected, the shop's reply, and an optimistic
  // version raised by every change (the reviewer's edit or a staff decision), so a decision is
  // never made on a text the staff member did not see. A contact message records when and by
  // whom it was handled. An order records when its personal fields were erased (the order is
  // kept for bookkeeping). Customers are found by e-mail in any case and by account.
  "2026-11-26-07-admin-moderation-and-customers": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      const reviews = () => db.schema.alterTable("reviews");
      await reviews().addColumn("reject_reason", "text").execute();
      await reviews().addColumn("reply", "text").execute();
      await reviews().addColumn("replied_at", timestamp).execute();
      await reviews()
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex("reviews_author").on("reviews").column("author").execute();
      await db.schema.alterTable("contact_messages").addColumn("handled_at", timestamp).execute();
      await db.schema.alterTable("contact_messages").addColumn("handled_by", "text").execute();
      await db.schema
        .createIndex("contact_messages_email")
        .on("contact_messages")
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .alterTable("orders")
        .addColumn("personal_data_erased_at", timestamp)
        .execute();
      await db.schema
        .createIndex("orders_email_lower")
        .on("orders")
        .expression(sql`lower(email)`)
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex("orders_email_lower").execute();
      await db.schema.alterTable("orders").dropColumn("personal_data_erased_at").execute();
      await db.schema.dropIndex("contact_messages_email").execute();
      for (const column of ["handled_by", "handled_at"]) {
        await db.schema.alterTable("contact_messages").dropColumn(column).execute();
      }
      await db.schema.dropIndex("reviews_author").execute();
      for (const column of ["version", "replied_at", "reply", "reject_reason"]) {
        await db.schema.alterTable("reviews").dropColumn(column).execute();
      }
    },
  },
  // Issue 36 (record 0047): who holds stock unpaid, which orders took play money, and the
  // order's own link. `client_key` is the placing client's address key (IPv6 per /64), counted
  // with the buyer's e-mail against the limits on open unpaid orders; `test_payment` marks an
  // order taken through the built-in test provider; `access_token` is the random token of the
  // order's links (tracking, payment return, mails), the only key a link opens an order by,
  // found by its first 12 characters and compared whole in constant time.
  // Orders from before get a token of their own here.
  "2026-11-28-36-order-holds-test-payments-and-links": {
    async up(db) {
      const orders = () => db.schema.alterTable("orders");
      await orders().addColumn("client_key", "text").execute();
      await orders()
        .addColumn("test_payment", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await orders().addColumn("access_token", "text").execute();
      await db.schema
        .createIndex("orders_access_token")
        .on("orders")
        .column("access_token")
        .unique()
        .execute();
      // A link is looked up by its token's first characters, the rest compared in constant time.
      await db.schema
        .createIndex("orders_access_token_selector")
        .on("orders")
        .expression(sql`substr(access_token, 1, 12)`)
        .execute();
      await db.schema
        .createIndex("orders_client_key_status")
        .on("orders")
        .columns(["client_key", "status"])
        .execute();
      const existing = await db.selectFrom("orders").select("id").execute();
      for (const { id } of existing as { id: string }[]) {
        await db
          .updateTable("orders")
          .set({ access_token: randomBytes(24).toString("base64url") })
          .where("id", "=", id)
          .execute();
      }
    },
    async down(db) {
      await db.schema.dropIndex("orders_client_key_status").execute();
      await db.schema.dropIndex("orders_access_token_selector").execute();
      await db.schema.dropIndex("orders_access_token").execute();
      for (const column of ["access_token", "test_payment", "client_key"]) {
        await db.schema.alterTable("orders").dropColumn(column).execute();
      }
    },
  },
  // "Helpful" votes count people (README "Security"): an anonymous vote keeps a keyed hash of
  // the client address it came from (rate-limit/client-hash.ts, never the address), so one
  // address counts for at most a few visitors on one review. Older votes have none.
  "2026-11-28-01-review-vote-clients": {
    async up(db) {
      await db.schema.alterTable("review_votes").addColumn("client", "text").execute();
      await db.schema
        .createIndex("review_votes_review_client")
        .on("review_votes")
        .columns(["review_id", "client"])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex("review_votes_review_client").execute();
      await db.schema.alterTable("review_votes").dropColumn("client").execute();
    },
  },
  // The catalogue read by index (issue 37, decision record 0049): what listings filter, sort
  // and count on, one row per product on sale (published, with a price now), refreshed in the
  // transaction that changes the product (server/catalogue/catalogue-listing.ts); its colours
  // and tags one row each, for facet counts; and the feed of changed products that each
  // instance reads to drop only what showed them.
  "2026-11-29-01-catalogue-index": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("product_listing")
        .addColumn("product_id", "integer", (c) =>
          c.primaryKey().references("products.id").onDelete("cascade"),
        )
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("brand", "text", (c) => c.notNull())
        .addColumn("brand_slug", "text", (c) => c.notNull())
        .addColumn("price", "integer", (c) => c.notNull())
        .addColumn("discount", "integer", (c) => c.notNull())
        .addColumn("buyable", "integer", (c) => c.notNull())
        .addColumn("total_purchases", "integer", (c) => c.notNull())
        .addColumn("rating_stars", "real", (c) => c.notNull())
        .addColumn("total_reviews", "integer", (c) => c.notNull())
        // The day it came, in Swedish time ("YYYY-MM-DD"): "newest" sorts by day, then id.
        .addColumn("available_day", "text", (c) => c.notNull())
        .execute();
      const indexes: [string, string[]][] = [
        // Related products and bundles: a type's or a brand's products in id order.
        ["type", ["type", "product_id"]],
        ["brand", ["brand", "product_id"]],
        ["type_popular", ["type", "total_purchases", "product_id"]],
        ["brand_popular", ["brand_slug", "total_purchases", "product_id"]],
        ["popular", ["total_purchases", "product_id"]],
        ["type_price", ["type", "price", "product_id"]],
        ["brand_price", ["brand_slug", "price", "product_id"]],
        ["price", ["price", "product_id"]],
        ["newest", ["available_day", "product_id"]],
        ["rating", ["rating_stars", "total_reviews", "product_id"]],
        ["discount", ["discount", "product_id"]],
      ];
      for (const [name, columns] of indexes) {
        await db.schema
          .createIndex(`product_listing_${name}`)
          .on("product_listing")
          .columns(columns)
          .execute();
      }
      await db.schema
        .createTable("product_listing_values")
        .addColumn("facet", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("product_id", "integer", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addPrimaryKeyConstraint("product_listing_values_pk", ["facet", "value", "product_id"])
        .execute();
      await db.schema
        .createIndex("product_listing_values_product")
        .on("product_listing_values")
        .columns(["product_id", "facet"])
        .execute();
      await db.schema
        .createIndex("product_categories_product")
        .on("product_categories")
        .columns(["product_id", "path"])
        .execute();
      // Scheduled prices (a deal's end) are found by when they start, and applied once: the
      // instant up to which they were is kept beside the catalogue's version.
      await db.schema
        .createIndex("product_prices_starts_at")
        .on("product_prices")
        .column("starts_at")
        .execute();
      await db.schema
        .alterTable("catalogue_version")
        .addColumn("prices_applied_at", timestamp)
        .execute();
      await db.schema
        .createTable("catalogue_changes")
        .addColumn("seq", dialect === "postgres" ? "bigserial" : "integer", (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        // Null: any product may have changed (seeding, a bulk change): every cache drops all.
        .addColumn("product_id", "integer")
        .addColumn("changed_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("catalogue_changes_changed_at")
        .on("catalogue_changes")
        .column("changed_at")
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("catalogue_changes").execute();
      await db.schema.alterTable("catalogue_version").dropColumn("prices_applied_at").execute();
      await db.schema.dropIndex("product_prices_starts_at").execute();
      await db.schema.dropIndex("product_categories_product").execute();
      await db.schema.dropTable("product_listing_values").execute();
      await db.schema.dropTable("product_listing").execute();
    },
  },
  // Search in the database (decision record 0050, server/catalogue/search/).
  "2026-11-29-05-search-index": searchIndexMigration,
  // Counting a query's matches without reading each product's text (SQLite).
  "2026-11-29-06-search-facts": narrowSearchFactsMigration,
  // Publishing a product queues it for the index (an external engine filters on it).
  "2026-11-29-07-search-published": searchPublishedMigration,
  // Counting a query's matches without reading each product's text (PostgreSQL).
  "2026-11-30-01-search-narrow-postgres": narrowPostgresSearchMigration,
  // The shopper's address book (server/address-book/): addresses per signed-in shopper, at most
  // one default each, which a partial unique index keeps true whatever races.
  "2026-11-30-02-address-book": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("saved_addresses")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("label", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("street", "text", (c) => c.notNull())
        .addColumn("postcode", "text", (c) => c.notNull())
        .addColumn("city", "text", (c) => c.notNull())
        .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now(dialect)))
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("saved_addresses_user")
        .on("saved_addresses")
        .columns(["user_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("saved_addresses_one_default")
        .on("saved_addresses")
        .column("user_id")
        .unique()
        .where(sql.ref("is_default"), "=", 1)
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("saved_addresses").execute();
    },
  },
  // Product alerts (server/alerts/, domain/alerts/): "Bevaka" on a sold-out product and
  // "Prisbevakning" at a chosen price, by double opt-in. One row per address, product and kind;
  // the job finds the active ones by status and product and claims each by its status.
  "2026-11-30-04-product-alerts": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("product_alerts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("product_id", "integer", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        // "stock" or "price"; the price alert's chosen price in öre incl. moms.
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("target_price", "integer")
        .addColumn("language", "text", (c) => c.notNull())
        // "pending", "active", "sent" or "unsubscribed".
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("token_hash", "text")
        .addColumn("token_expires_at", timestamp)
        .addColumn("confirmation_sent_at", timestamp)
        .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now(dialect)))
        .addColumn("confirmed_at", timestamp)
        .addColumn("sent_at", timestamp)
        .addUniqueConstraint("product_alerts_one_per_address", ["email", "product_id", "kind"])
        .execute();
      await db.schema
        .createIndex("product_alerts_token")
        .on("product_alerts")
        .column("token_hash")
        .unique()
        .execute();
      await db.schema
        .createIndex("product_alerts_status_product")
        .on("product_alerts")
        .columns(["status", "product_id"])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("product_alerts").execute();
    },
  },
  // Numbers with units are indexed written both ways ("65 W", "65W"): every product again.
  "2026-11-30-05-search-units": reindexSearchMigration,
  // Complaints ("reklamation", server/complaints/, domain/complaints/): a case per complaint
  // about an order's goods, the lines and units it is about, the shopper's photos (bytes kept
  // here, so every instance serves them; only to staff and the case's own link) and the steps
  // the shopper sees. Staff's changes also go to the audit log.
  "2026-11-30-06-complaints": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("complaints")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("number", "text", (c) => c.notNull().unique())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("user_id", "text")
        // The token of the case's own link (server/complaints/case-token.ts), kept because
        // the mails of later steps carry the link too, as an order's do.
        .addColumn("access_token", "text", (c) => c.notNull().unique())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("noticed_on", "text", (c) => c.notNull())
        .addColumn("remedy", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        // "received", "inspecting", "decided" or "closed".
        .addColumn("status", "text", (c) => c.notNull())
        // The decision: a remedy ("repair", "replacement", "price_reduction", "refund") or
        // "rejected"; its note (the reason for a rejection) and when the remedy was done.
        .addColumn("decision", "text")
        .addColumn("decision_note", "text")
        .addColumn("remedy_done_at", timestamp)
        .addColumn("refund_id", "text")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("complaints_order").on("complaints").column("order_id").execute();
      await db.schema
        .createIndex("complaints_status")
        .on("complaints")
        .columns(["status", "created_at"])
        .execute();
      await db.schema.createIndex("complaints_user").on("complaints").column("user_id").execute();
      await db.schema
        .createTable("complaint_lines")
        .addColumn("complaint_id", "text", (c) =>
          c.notNull().references("complaints.id").onDelete("cascade"),
        )
        .addColumn("line_no", "integer", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("complaint_lines_pk", ["complaint_id", "line_no"])
        .execute();
      await db.schema
        .createTable("complaint_photos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("complaint_id", "text", (c) =>
          c.notNull().references("complaints.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("bytes", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("complaint_photos_case")
        .on("complaint_photos")
        .columns(["complaint_id", "position"])
        .execute();
      await db.schema
        .createTable("complaint_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("complaint_id", "text", (c) =>
          c.notNull().references("complaints.id").onDelete("cascade"),
        )
        // "received", "inspecting", "approved", "rejected", "remedy_done", "closed".
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("complaint_events_case")
        .on("complaint_events")
        .columns(["complaint_id", "at"])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("complaint_events").execute();
      await db.schema.dropTable("complaint_photos").execute();
      await db.schema.dropTable("complaint_lines").execute();
      await db.schema.dropTable("complaints").execute();
    },
  },
  // Returns after "Ångra köp" (server/returns/, server/admin/returns/): one return per
  // withdrawal (a unique withdrawal_id, so a label asked for twice is made once), its demo label
  // by an unguessable token, the lines as staff found them, and what happened to it. Staff
  // register the goods once: the status moves from "label_created" by a conditional update, so
  // of two at once only one refunds.
  "2026-11-30-07-returns": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("returns")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("number", "text", (c) => c.notNull().unique())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("withdrawal_id", "text", (c) =>
          c.notNull().unique().references("withdrawals.id"),
        )
        // The delivery option the label is for ("postnord-ombud", "instabox", …) and its kind.
        .addColumn("drop_off", "text", (c) => c.notNull())
        .addColumn("drop_off_kind", "text", (c) =>
          c.notNull().check(sql`drop_off_kind in ('pickup_point', 'locker')`),
        )
        .addColumn("status", "text", (c) =>
          c.notNull().check(sql`status in ('label_created', 'received', 'refunded')`),
        )
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("received_at", timestamp)
        .addColumn("received_by", "text")
        .addColumn("refund_id", "text", (c) => c.references("refunds.id"))
        .execute();
      await db.schema.createIndex("returns_order").on("returns").column("order_id").execute();
      await db.schema
        .createIndex("returns_status")
        .on("returns")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createTable("return_lines")
        .addColumn("return_id", "text", (c) => c.notNull().references("returns.id"))
        .addColumn("line_no", "integer", (c) => c.notNull())
        // "as_new", "opened" or "damaged", as staff found it; with their note.
        .addColumn("condition", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addPrimaryKeyConstraint("return_lines_pkey", ["return_id", "line_no"])
        .execute();
      await db.schema
        .createTable("return_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("return_id", "text", (c) => c.notNull().references("returns.id"))
        // "label_created", "received", "refunded".
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("at", timestamp, (c) => c.notNull())
        // The staff member's e-mail; null for the shopper's own steps.
        .addColumn("actor", "text")
        .execute();
      await db.schema
        .createIndex("return_events_return")
        .on("return_events")
        .columns(["return_id", "at"])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("return_events").execute();
      await db.schema.dropTable("return_lines").execute();
      await db.schema.dropTable("returns").execute();
    },
  },
  // The search index's generation, raised by every batch an instance indexes: every instance
  // reads it and forgets its kept rankings when it moved (search-sync.ts, decision record 0061).
  "2026-11-30-08-search-generation": {
    async up(db) {
      await db.schema
        .alterTable("catalogue_version")
        .addColumn("search_generation", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db) {
      await db.schema.alterTable("catalogue_version").dropColumn("search_generation").execute();
    },
  },
  // The workshop's calendar and bookings (server/workshop/, README "Workshop booking").
  "2026-11-30-09-workshop": workshopMigration,
  // Which scooter models a part fits (issue 41): derived from products.content like
  // product_listing_values (catalogue-listing.ts), keyed by model for "Passar modell" and
  // Felkodsdoktorn's parts. Parts that already carry a fitment are filled in here.
  "2026-11-30-10-product-fitments": {
    async up(db) {
      await db.schema
        .createTable("product_fitments")
        .addColumn("model_slug", "text", (c) => c.notNull())
        .addColumn("fit", "text", (c) => c.notNull().check(sql`fit in ('fits', 'not-fits')`))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("product_id", "integer", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addPrimaryKeyConstraint("product_fitments_pk", ["model_slug", "fit", "kind", "product_id"])
        .execute();
      await db.schema
        .createIndex("product_fitments_product")
        .on("product_fitments")
        .column("product_id")
        .execute();
      const rows = await db
        .selectFrom("products as p")
        .innerJoin("product_listing as l", "l.product_id", "p.id")
        .select(["p.id", "p.content"])
        .where("p.content", "like", '%"fitment"%')
        .execute();
      for (const row of rows) {
        const fitment = (JSON.parse(String(row.content)) as { fitment?: StoredFitment }).fitment;
        const values = fitmentRows(Number(row.id), fitment);
        if (values.length > 0) await db.insertInto("product_fitments").values(values).execute();
      }
    },
    async down(db) {
      await db.schema.dropTable("product_fitments").execute();
    },
  },
  // Min garage (server/garage/, domain/garage/): a signed-in shopper's saved devices (a scooter
  // model with serial number and odometer, or a phone, tablet or console of the catalogue), and
  // per scooter a tyre and brake check reminder by double opt-in. Erasing the customer deletes
  // both (admin/customers/customer-erasure.ts).
  "2026-11-30-11-garage": {
    async up(db, { dialect }) {
      const timestamp = timestampType(dialect);
      await db.schema
        .createTable("garage_devices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) =>
          c.notNull().check(sql`kind in ('scooter', 'phone', 'tablet', 'console')`),
        )
        // A scooter's model slug (domain/scooter-doctor/scooter-models.ts); else the product.
        .addColumn("model", "text")
        .addColumn("product_id", "integer")
        .addColumn("serial_number", "text")
        .addColumn("odometer_km", "integer")
        .addColumn("odometer_at", timestamp)
        .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now(dialect)))
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .addCheckConstraint(
          "garage_devices_what",
          sql`(kind = 'scooter' and model is not null) or (kind <> 'scooter' and product_id is not null)`,
        )
        .execute();
      await db.schema
        .createIndex("garage_devices_user")
        .on("garage_devices")
        .columns(["user_id", "created_at"])
        .execute();
      await db.schema
        .createTable("garage_reminders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("device_id", "text", (c) =>
          c.notNull().unique().references("garage_devices.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("every_km", "integer")
        .addColumn("every_months", "integer")
        // "pending", "active" or "unsubscribed".
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("token_hash", "text")
        .addColumn("token_expires_at", timestamp)
        .addColumn("confirmation_sent_at", timestamp)
        .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now(dialect)))
        .addColumn("confirmed_at", timestamp)
        // The last check ("kontroll gjord", or when the reminder was asked for).
        .addColumn("last_check_km", "integer")
        .addColumn("last_check_at", timestamp, (c) => c.notNull())
        // When this period's reminder went out; cleared by the next check.
        .addColumn("reminded_at", timestamp)
        .execute();
      await db.schema
        .createIndex("garage_reminders_token")
        .on("garage_reminders")
        .column("token_hash")
        .unique()
        .execute();
      await db.schema
        .createIndex("garage_reminders_status")
        .on("garage_reminders")
        .columns(["status", "reminded_at"])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("garage_reminders").execute();
      await db.schema.dropTable("garage_devices").execute();
    },
  },
  "2026-12-01-01-auth-webhook-deliveries": authWebhookMigration,
};
