// Placing an order: the lines (priced from the catalogue by the caller, never by the browser),
// the stock they take, the order's number and its first status, in one transaction. Stock is
// taken with a conditional update (in_stock >= quantity, of a product available and published),
// so concurrent checkouts and the admin's stock adjustments never oversell, on PostgreSQL as on
// SQLite; rows are taken in product order, so two orders for the same products cannot deadlock.
// An idempotency key per checkout attempt makes a double click or a retried request find the
// order it already made. With limits given, an order that would let its buyer hold more unpaid
// than they allow is refused and takes nothing (open-order-limits.ts).
import { randomUUID } from "node:crypto";
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import type { Address } from "../../domain/checkout/address.ts";
import { formatOrderNumber } from "../../domain/checkout/order-number.ts";
import { bumpCatalogueVersion } from "../catalogue/catalogue-version.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { overOpenOrderLimit, type OpenOrderLimits, type OverLimit } from "./open-order-limits.ts";
import { newOrderLinkToken } from "./order-link-token.ts";
import { momsOf, STANDARD_MOMS_RATE } from "../../domain/moms.ts";
import { stockholmWallClock } from "../../domain/stockholm-time.ts";
import { ShopError } from "../../domain/shop-error.ts";

export interface NewOrderLine {
  productId: number;
  name: string;
  quantity: number;
  /** Öre incl. moms, from the catalogue. */
  unitPrice: number;
  /** Percent. */
  momsRate: number;
  /** The colour and size chosen, in words ("Svart, 128 GB"); undefined when none. */
  variant?: string;
}

export interface NewOrder {
  idempotencyKey: string;
  email: string;
  phone: string;
  billing: Address;
  shipping: Address;
  delivery: string;
  /** The pickup point chosen, for delivery to a pickup point. */
  pickupPoint?: string;
  payment: string;
  language: string;
  userId: string | undefined;
  lines: readonly NewOrderLine[];
  /** Öre incl. moms (standard rate). */
  deliveryFee: number;
  paymentFee: number;
  /** The stock is held until then unless the order is paid. */
  reservedUntil: Date;
  /** The placing client's address key (rate-limit/client-key.ts); undefined when unknown. */
  clientKey?: string;
  /** Paid through the built-in test provider: play money, marked everywhere. */
  testPayment?: boolean;
}

export interface PlacedOrder {
  id: string;
  number: string;
  /** The token of the order's links (order-link-token.ts). */
  accessToken: string;
  total: number;
  moms: number;
}

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder; created: boolean }
  /** Nothing was taken; these products have fewer left than asked for. */
  | { ok: false; soldOut: number[] }
  /** Nothing was taken; the buyer already holds as much unpaid as `overLimit` allows. */
  | { ok: false; overLimit: OverLimit };

export interface OrderStore {
  place(order: NewOrder): Promise<PlaceOrderResult>;
}

class OverHoldLimit extends ShopError<"OVER_HOLD_LIMIT"> {
  readonly limit: OverLimit;
  constructor(limit: OverLimit) {
    super(
      // Stryker disable next-line StringLiteral: caught in place() and answered as overLimit; the code is never shown
      "OVER_HOLD_LIMIT",
      // Stryker disable next-line StringLiteral: the message is never shown either
      `over the open order limit: ${limit}`,
    );
    this.limit = limit;
  }
}

class SoldOut extends ShopError<"SOLD_OUT"> {
  readonly productIds: number[];
  constructor(productIds: number[]) {
    // Stryker disable next-line StringLiteral: caught in place() and answered as soldOut; the code is never shown
    super("SOLD_OUT");
    this.productIds = productIds;
  }
}

export function createOrderStore(
  db: Kysely<ShopDatabase>,
  clock: { now(): Date },
  /** Unset: no limits on what one buyer holds unpaid (tests of other rules). */
  limits?: OpenOrderLimits,
): OrderStore {
  const existing = async (key: string): Promise<PlacedOrder | undefined> => {
    const row = await db
      .selectFrom("orders")
      .select(["id", "number", "total", "moms", "access_token"])
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    if (!row) return undefined;
    const { access_token, ...order } = row;
    return { ...order, accessToken: access_token ?? "" };
  };

  return {
    async place(order) {
      const found = await existing(order.idempotencyKey);
      if (found) return { ok: true, order: found, created: false };
      try {
        const placed = await atomically(db, async (trx) => {
          const wanted = new Map<number, number>();
          for (const line of order.lines) {
            wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
          }
          const soldOut: number[] = [];
          for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
            const taken = await trx
              .updateTable("products")
              .set({ in_stock: sql<number>`in_stock - ${quantity}` })
              .where("id", "=", productId)
              .where("available", "=", 1)
              .where("published", "=", 1)
              .where("in_stock", ">=", quantity)
              .executeTakeFirst();
            if (taken.numUpdatedRows !== 1n) soldOut.push(productId);
          }
          if (soldOut.length > 0) throw new SoldOut(soldOut);

          const now = clock.now();
          // The year in Sweden: an order at 00:30 on New Year's Day is the new year's first.
          const { year } = stockholmWallClock(now);
          const sequence = await trx
            .insertInto("order_sequences")
            .values({ year, last: 1 })
            .onConflict((conflict) =>
              conflict.column("year").doUpdateSet({ last: sql<number>`order_sequences.last + 1` }),
            )
            .returning("last")
            .executeTakeFirstOrThrow();
          // After the order-number row: placements wait for each other there, so the count
          // below sees every order placed before this one, on PostgreSQL as on SQLite.
          if (limits) {
            const over = await overOpenOrderLimit(
              trx,
              { clientKey: order.clientKey, email: order.email },
              wanted,
              limits,
              now,
            );
            if (over) throw new OverHoldLimit(over);
          }

          const lines = order.lines.map((line, index) => {
            const lineTotal = line.unitPrice * line.quantity;
            return {
              line_no: index + 1,
              product_id: line.productId,
              name: line.name,
              quantity: line.quantity,
              unit_price: line.unitPrice,
              moms_rate: line.momsRate,
              line_total: lineTotal,
              line_moms: momsOf(lineTotal, line.momsRate),
              variant: line.variant ?? null,
            };
          });
          const linesTotal = lines.reduce((sum, line) => sum + line.line_total, 0);
          const fees = order.deliveryFee + order.paymentFee;
          const placedOrder: PlacedOrder = {
            id: randomUUID(),
            number: formatOrderNumber(year, sequence.last),
            accessToken: newOrderLinkToken(),
            total: linesTotal + fees,
            moms:
              lines.reduce((sum, line) => sum + line.line_moms, 0) +
              momsOf(fees, STANDARD_MOMS_RATE),
          };
          const at = now.toISOString();
          await trx
            .insertInto("orders")
            .values({
              id: placedOrder.id,
              number: placedOrder.number,
              idempotency_key: order.idempotencyKey,
              status: "reserved",
              email: order.email,
              phone: order.phone,
              billing: JSON.stringify(order.billing),
              shipping: JSON.stringify(order.shipping),
              delivery: order.delivery,
              pickup_point: order.pickupPoint ?? null,
              payment: order.payment,
              language: order.language,
              user_id: order.userId ?? null,
              lines_total: linesTotal,
              delivery_fee: order.deliveryFee,
              payment_fee: order.paymentFee,
              total: placedOrder.total,
              moms: placedOrder.moms,
              reserved_until: order.reservedUntil.toISOString(),
              created_at: at,
              client_key: order.clientKey ?? null,
              test_payment: order.testPayment ? 1 : 0,
              access_token: placedOrder.accessToken,
            })
            .execute();
          await trx
            .insertInto("order_lines")
            .values(lines.map((line) => ({ order_id: placedOrder.id, ...line })))
            .execute();
          await trx
            .insertInto("order_status_history")
            .values({ order_id: placedOrder.id, status: "reserved", at })
            .execute();
          // The stock shown on pages changed: every instance drops what showed these products.
          await bumpCatalogueVersion(
            trx,
            lines.map((line) => line.product_id),
            at,
          );
          return placedOrder;
        });
        return { ok: true, order: placed, created: true };
      } catch (error) {
        if (error instanceof SoldOut) return { ok: false, soldOut: error.productIds };
        if (error instanceof OverHoldLimit) return { ok: false, overLimit: error.limit };
        // The same checkout attempt, placed by a concurrent request first (this insert then
        // broke the key's unique index): that order stands, and this transaction's stock went
        // back with its rollback. After any other failure no order has the key (the check above
        // found none, and this transaction rolled back), so the failure is passed on.
        const raced = await existing(order.idempotencyKey);
        if (raced) return { ok: true, order: raced, created: false };
        throw error;
      }
    },
  };
}
