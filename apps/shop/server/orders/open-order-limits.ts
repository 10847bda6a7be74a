// How much stock one buyer may hold without paying (issue 36, "Stock cannot be held hostage"):
// at most `perClient` open unpaid orders from one client address (IPv6 per /64), `perEmail`
// for one e-mail address, and `unitsPerProduct` units of one product across the open unpaid
// orders of that client or that address, the new order included. "Open" is reserved and not
// yet past its hold. Checked inside the transaction that places the order, after it has taken
// the year's order-number row (order-store.ts): placements wait for each other there, so two
// concurrent checkouts of one client cannot both pass on PostgreSQL either.
import { sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";

export interface OpenOrderLimits {
  perClient: number;
  perEmail: number;
  unitsPerProduct: number;
}

/** Whose holds count: the client's address key (undefined: unknown) and the buyer's e-mail. */
export interface Holder {
  clientKey: string | undefined;
  email: string;
}

export type OverLimit = "client" | "email" | "units";

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

/** The first limit the new order (`wanted`: product id → units) would pass, or undefined. */
export async function overOpenOrderLimit(
  db: Db,
  holder: Holder,
  wanted: ReadonlyMap<number, number>,
  limits: OpenOrderLimits,
  now: Date,
): Promise<OverLimit | undefined> {
  const at = now.toISOString();
  const email = holder.email.trim().toLowerCase();
  const open = db
    .selectFrom("orders")
    .where("status", "=", "reserved")
    .where("reserved_until", ">", at);
  const count = async (query: typeof open) =>
    Number((await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  if (holder.clientKey !== undefined) {
    const mine = await count(open.where("client_key", "=", holder.clientKey));
    if (mine >= limits.perClient) return "client";
  }
  const forAddress = await count(open.where(sql<string>`lower(email)`, "=", email));
  if (forAddress >= limits.perEmail) return "email";

  const held = await db
    .selectFrom("order_lines")
    .innerJoin("orders", "orders.id", "order_lines.order_id")
    .select(["order_lines.product_id as productId"])
    .select((eb) => eb.fn.sum<number | string>("order_lines.quantity").as("units"))
    .where("orders.status", "=", "reserved")
    .where("orders.reserved_until", ">", at)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(orders.email)`, "=", email),
        ...(holder.clientKey === undefined ? [] : [eb("orders.client_key", "=", holder.clientKey)]),
      ]),
    )
    .where("order_lines.product_id", "in", [...wanted.keys()])
    .groupBy("order_lines.product_id")
    .execute();
  const heldUnits = new Map(held.map((row) => [Number(row.productId), Number(row.units)]));
  for (const [productId, units] of wanted) {
    if ((heldUnits.get(productId) ?? 0) + units > limits.unitsPerProduct) return "units";
  }
  return undefined;
}
