import { migrateDown, sql } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { shopMigrations } from "./migrations.ts";
import { openShopDatabase } from "./open-shop-database.ts";

describe.each(dialects())("the shop database on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("creates the shop's tables, and opening again changes nothing", async () => {
    const place = databases.place();
    const database = databases.track(await openShopDatabase(place));
    const names = async () =>
      (await database.db.introspection.getTables())
        .filter((table) => database.schema === undefined || table.schema === database.schema)
        .filter((table) => !table.isView)
        .map((table) => table.name)
        .sort();
    const expected = [
      "audit_log",
      "auth_webhook_deliveries",
      "catalogue_changes",
      "catalogue_version",
      "complaint_events",
      "complaint_lines",
      "complaint_photos",
      "complaints",
      "contact_messages",
      "deals",
      "garage_devices",
      "garage_reminders",
      "newsletter_subscriptions",
      "order_lines",
      "order_mails",
      "order_sequences",
      "order_status_history",
      "orders",
      "payment_events",
      "product_alerts",
      "product_categories",
      "product_fitments",
      "product_listing",
      "product_listing_values",
      "product_picture_files",
      "product_pictures",
      "product_prices",
      "products",
      "refund_events",
      "refunds",
      "return_events",
      "return_lines",
      "returns",
      "review_votes",
      "reviews",
      "saved_addresses",
      "shop_migrations",
      "shop_migrations_lock",
      "staff",
      "stock_adjustments",
      "withdrawals",
      "workshop_bookings",
      "workshop_closed_dates",
      "workshop_hours",
      "workshop_services",
      // Search's index (decision record 0050): on SQLite two FTS5 tables and their shadows,
      // and the categories alone for counting matches; on PostgreSQL the tokens near
      // spellings are looked up by.
      "search_documents",
      "search_pending",
      ...(variant.dialect === "sqlite" ? ["search_categories"] : ["search_tokens"]),
      ...(variant.dialect === "sqlite"
        ? ["fts", "trigrams"].flatMap((index) =>
            ["", "_config", "_content", "_data", "_docsize", "_idx"].map(
              (part) => `search_${index}${part}`,
            ),
          )
        : []),
    ].sort();
    expect(await names()).toEqual(expected);
    await database.db
      .insertInto("newsletter_subscriptions")
      .values({ id: "1", email: "kvar@example.se", language: "se" })
      .execute();

    const again = databases.track(await openShopDatabase(place));
    expect(again.dialect).toBe(variant.dialect);
    expect(await names()).toEqual(expected);
    const kept = await again.db.selectFrom("newsletter_subscriptions").select("email").execute();
    expect(kept).toEqual([{ email: "kvar@example.se" }]);
  });

  it("can revert every migration", async () => {
    const database = await databases.open();
    for (let i = 0; i < Object.keys(shopMigrations).length; i++) {
      expect(await migrateDown(database, shopMigrations, { app: "shop" })).toHaveLength(1);
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from shop_migrations`.execute(
      database.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
