// The catalogue's parts that fit a scooter model (issue 41), for Felkodsdoktorn's answer page.
//
// A route asks the catalogue service, which keeps the ids' order:
//
//   const { catalogue } = context.get(servicesContext);
//   const parts = await catalogue.byIds(await catalogue.fittingPartIds("xiaomi-pro-2", kinds));
//
// It gives the products on sale (published, priced, not discontinued) that are stated to fit
// the model (fitment.ts's `fits`, never `notFits` or unknown) and are of one of the kinds, those
// in stock first, then the most bought; at most `limit` (12). They are whole `Product`s from the
// pages' catalogue, with the price now and the stock at most SHOP_CATALOGUE_CHECK_MS behind,
// like every product a page shows; checkout checks both again. No kinds, no parts.
import type { Kysely } from "@kretsbutiken/database";
import type { PartKind } from "../../domain/scooter-doctor/part-kinds.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import type { ShopDatabase } from "../database/schema.ts";

/** More than a cause ever has: a page offers a few parts, not a listing. */
export const FITTING_PARTS_LIMIT = 12;

/** Ids of the parts that fit, in the order a page shows them (catalogue-pages.ts's fittingPartIds). */
export async function fittingPartIds(
  db: Kysely<ShopDatabase>,
  model: ModelSlug,
  kinds: readonly PartKind[],
  limit: number = FITTING_PARTS_LIMIT,
): Promise<number[]> {
  if (kinds.length === 0 || limit < 1) return [];
  const rows = await db
    .selectFrom("product_fitments as f")
    .innerJoin("product_listing as l", "l.product_id", "f.product_id")
    .innerJoin("products as p", "p.id", "f.product_id")
    // One row per part: a part has one kind (product_fitments' key holds it).
    .select("f.product_id")
    .where("f.model_slug", "=", model)
    .where("f.fit", "=", "fits")
    .where("f.kind", "in", [...new Set(kinds)])
    .where("p.available", "=", 1)
    .orderBy("l.buyable", "desc")
    .orderBy("l.total_purchases", "desc")
    .orderBy("f.product_id")
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.product_id));
}
