// Prices in the admin (decision record 0012): a change of price is a new row of the product's
// price history starting at an instant, now or later, never an edit of a row, so the 30-day
// lowest price the storefront shows beside a reduction stays what the shop really charged. A
// price written for later may be taken back before it starts (it was never charged); one the
// deal of the week wrote is left to the deal.
import { isUniqueViolation } from "@kretsbutiken/database";
import { pointAt } from "../../../domain/catalogue/price-rules.ts";
import type { PricePoint } from "../../../domain/catalogue/product.ts";
import type { Actor } from "../audit/audit-log.ts";
import {
  changeProduct,
  claimVersion,
  productSubject,
  ProductChangeRefused,
  type ProductStoreContext,
  type Refusal,
  type Trx,
} from "./product-change.ts";

export type PriceRefusal = "conflict" | "not_found" | "past" | "same_price";
export type PriceAdded =
  { ok: true; version: number; startsAt: string; scheduled: boolean } | Refusal<PriceRefusal>;

export type PriceCancelRefusal = "conflict" | "not_found" | "started" | "deal";
export type PriceCancelled = { ok: true; version: number } | Refusal<PriceCancelRefusal>;

async function historyOf(trx: Trx, id: number): Promise<PricePoint[]> {
  const rows = await trx
    .selectFrom("product_prices")
    .select(["starts_at", "price"])
    .where("product_id", "=", id)
    .orderBy("starts_at")
    .execute();
  return rows.map((row) => ({ from: row.starts_at, price: Number(row.price) }));
}

/**
 * A new price from `startsAt` (now when undefined). ProductChangeRefused when it would start in the past or
 * is the price already in effect at that instant.
 */
export async function addPrice(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  { price, startsAt }: { price: number; startsAt?: Date },
): Promise<PriceAdded> {
  const now = context.clock();
  if (startsAt && startsAt.getTime() < now.getTime()) return { ok: false, reason: "past" };
  const from = (startsAt ?? now).toISOString();
  const scheduled = from > now.toISOString();
  try {
    return await changeProduct<PriceAdded, PriceRefusal>(
      context,
      async (trx) => {
        const saved = await claimVersion(trx, id, version);
        const before = pointAt(await historyOf(trx, id), from);
        if (before?.price === price) throw new ProductChangeRefused("same_price");
        await trx
          .insertInto("product_prices")
          .values({ product_id: id, starts_at: from, price })
          .execute();
        await context.audit.record(
          trx,
          actor,
          {
            action: scheduled ? "product.price.schedule" : "product.price",
            ...productSubject(id),
            before: before && { price: before.price, from: before.from },
            after: { price, from },
          },
          now,
        );
        return { ok: true, version: saved, startsAt: from, scheduled };
      },
      id,
    );
  } catch (error) {
    // Another price starting at the very same instant was written first.
    if (isUniqueViolation(error)) return { ok: false, reason: "conflict" };
    throw error;
  }
}

/** Takes back a price written for later, before it starts. */
export function cancelScheduledPrice(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  startsAt: string,
): Promise<PriceCancelled> {
  return changeProduct<PriceCancelled, PriceCancelRefusal>(
    context,
    async (trx) => {
      const saved = await claimVersion(trx, id, version);
      const now = context.clock().toISOString();
      const deal = await trx
        .selectFrom("deals")
        .select("id")
        .where("product_id", "=", id)
        .where((eb) => eb.or([eb("starts_at", "=", startsAt), eb("ends_at", "=", startsAt)]))
        .executeTakeFirst();
      if (deal) throw new ProductChangeRefused("deal");
      const row = await trx
        .selectFrom("product_prices")
        .select("price")
        .where("product_id", "=", id)
        .where("starts_at", "=", startsAt)
        .executeTakeFirst();
      if (!row) throw new ProductChangeRefused("not_found");
      const removed = await trx
        .deleteFrom("product_prices")
        .where("product_id", "=", id)
        .where("starts_at", "=", startsAt)
        .where("starts_at", ">", now)
        .executeTakeFirst();
      if (removed.numDeletedRows !== 1n) throw new ProductChangeRefused("started");
      await context.audit.record(
        trx,
        actor,
        {
          action: "product.price.cancel",
          ...productSubject(id),
          before: { price: Number(row.price), from: startsAt },
        },
        context.clock(),
      );
      return { ok: true, version: saved };
    },
    id,
  );
}
