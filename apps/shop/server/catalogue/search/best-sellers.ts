// The most bought published products of the shop's own kinds (not the template's demo types),
// read through the products table rather than the whole catalogue: what the search view shows
// before a search and when one finds nothing.
import type { Kysely } from "@kretsbutiken/database";
import { DEMO_TYPES } from "../../../domain/catalogue/product.ts";
import type { ShopDatabase } from "../../database/schema.ts";

export async function bestSellerIds(db: Kysely<ShopDatabase>, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("products")
    .select("id")
    .where("published", "=", 1)
    .where("type", "not in", [...DEMO_TYPES])
    .orderBy("total_purchases", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}
