// Stock adjusted in the admin (a delivery in, damaged goods, a count that differed), made the
// way checkout takes stock (server/orders/order-store.ts): one conditional update of the
// product's row, `in_stock + change >= 0`, so however many checkouts run at the same moment the
// database applies each change to the stock as it is then. Nothing is read and written back, so
// no unit sold in between is lost and none is sold twice; a change that would take the stock
// below zero changes nothing. Every adjustment is kept with its reason, who made it and the
// stock it left. It takes no optimistic version: it is a change by a number of units, not a
// value typed over someone else's.
import { randomUUID } from "node:crypto";
import { sql } from "@kretsbutiken/database";
import type { StockReason } from "../../../domain/catalogue/stock-reasons.ts";
import type { Actor } from "../audit/audit-log.ts";
import {
  changeProduct,
  productSubject,
  ProductChangeRefused,
  type ProductStoreContext,
  type Refusal,
} from "./product-change.ts";

export interface StockChange {
  /** Units added (positive) or taken away (negative). */
  quantity: number;
  reason: StockReason;
  note?: string;
}

// Sorts by time, then by the order adjustments were made within one millisecond.
let sequence = 0;
const adjustmentId = (at: Date) =>
  `${at.getTime().toString(36).padStart(9, "0")}-${(sequence++ % 46_656).toString(36).padStart(3, "0")}-${randomUUID()}`;

export type StockRefusal = "not_found" | "below_zero";
export type StockAdjusted =
  { ok: true; inStock: number } | (Refusal<StockRefusal> & { inStock?: number });

export function adjustStock(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  { quantity, reason, note }: StockChange,
): Promise<StockAdjusted> {
  if (!Number.isSafeInteger(quantity) || quantity === 0) {
    throw new RangeError(`a stock change is a non-zero whole number, not ${quantity}`);
  }
  return changeProduct<StockAdjusted, StockRefusal>(
    context,
    async (trx) => {
      const now = context.clock();
      const updated = await trx
        .updateTable("products")
        .set({ in_stock: sql<number>`in_stock + ${quantity}` })
        .where("id", "=", id)
        .where(sql<boolean>`in_stock + ${quantity} >= 0`)
        .returning("in_stock")
        .executeTakeFirst();
      if (!updated) {
        const row = await trx
          .selectFrom("products")
          .select("in_stock")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) throw new ProductChangeRefused("not_found");
        throw new ProductChangeRefused("below_zero", { inStock: Number(row.in_stock) });
      }
      const inStock = Number(updated.in_stock);
      await trx
        .insertInto("stock_adjustments")
        .values({
          id: adjustmentId(now),
          product_id: id,
          quantity,
          reason,
          note: note ?? null,
          stock_after: inStock,
          actor_email: actor.email,
          actor_id: actor.userId,
          made_at: now.toISOString(),
        })
        .execute();
      await context.audit.record(
        trx,
        actor,
        {
          action: "product.stock",
          ...productSubject(id),
          before: { in_stock: inStock - quantity },
          after: { in_stock: inStock, change: quantity, reason, ...(note ? { note } : {}) },
        },
        now,
      );
      return { ok: true, inStock };
    },
    id,
  );
}
