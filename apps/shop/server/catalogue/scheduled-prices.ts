// Prices written for later (a deal's end, an admin's scheduled price) take effect on their own
// time, with no write then: each instance's check asks, with one indexed query, whether a
// price has started since the instant up to which they were applied
// (catalogue_version.prices_applied_at), and applies those as a change of the products they
// belong to (their listing rows, the feed). Two instances that find the same price both apply
// it, to the same effect.
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import { bumpCatalogueVersion } from "./catalogue-version.ts";

/** At start-up: a database that never applied scheduled prices starts from now. */
export async function startScheduledPrices(db: Kysely<ShopDatabase>, at: string): Promise<void> {
  await db
    .updateTable("catalogue_version")
    .set({ prices_applied_at: at })
    .where("id", "=", 1)
    .where("prices_applied_at", "is", null)
    .execute();
}

/** Applies the prices that started up to `at` and were not applied yet; the products changed. */
export async function applyDuePrices(db: Kysely<ShopDatabase>, at: string): Promise<number[]> {
  const due = await db
    .selectFrom("product_prices")
    .select("product_id")
    .distinct()
    .where("starts_at", "<=", at)
    .where((eb) =>
      eb(
        "starts_at",
        ">",
        eb.selectFrom("catalogue_version").select("prices_applied_at").where("id", "=", 1),
      ),
    )
    .execute();
  if (due.length === 0) return [];
  const ids = due.map((row) => Number(row.product_id));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("catalogue_version")
      .set({ prices_applied_at: at })
      .where("id", "=", 1)
      .where("prices_applied_at", "<", at)
      .execute();
    await bumpCatalogueVersion(trx, ids, at);
  });
  return ids;
}
