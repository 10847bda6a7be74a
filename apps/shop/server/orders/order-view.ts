// An order as the pages and the mails show it, read back from its rows: lines, addresses,
// totals, every status it has had, the withdrawals received for it and, once shipped, its
// carrier and tracking number.
import type { Kysely, Selectable } from "@kretsbutiken/database";
import type { Address } from "../../domain/checkout/address.ts";
import type { OrderStatus } from "../../domain/order-status.ts";
import { isCarrier, type Carrier } from "../../domain/orders/carriers.ts";
import type { OrdersTable, ShopDatabase } from "../database/schema.ts";
import { orderIdByLinkToken } from "./order-link-token.ts";

export interface OrderLineView {
  lineNo: number;
  productId: number;
  name: string;
  variant: string | undefined;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  lineMoms: number;
  momsRate: number;
}

export interface OrderEventView {
  /** A status the order entered, or "refund_due". */
  status: string;
  at: string;
}

export interface WithdrawalView {
  lineNos: number[];
  wholeOrder: boolean;
  withinPeriod: boolean;
  receivedAt: string;
}

/** How a shipped order travels: set by the admin's "mark shipped". */
export interface ShipmentView {
  carrier: Carrier;
  trackingNumber: string;
}

export interface OrderView {
  id: string;
  number: string;
  /** The token of the order's links (order-link-token.ts): what a link opens it by. */
  accessToken: string;
  /** Taken through the built-in test provider: play money, never a real sale. */
  testPayment: boolean;
  status: OrderStatus;
  email: string;
  phone: string;
  billing: Address;
  shipping: Address;
  delivery: string;
  pickupPoint: string | undefined;
  payment: string;
  language: string;
  userId: string | undefined;
  linesTotal: number;
  deliveryFee: number;
  paymentFee: number;
  total: number;
  moms: number;
  reservedUntil: string;
  createdAt: string;
  refundDue: boolean;
  lines: OrderLineView[];
  history: OrderEventView[];
  withdrawals: WithdrawalView[];
  shipment: ShipmentView | undefined;
}

type Db = Kysely<ShopDatabase>;

export async function viewOf(db: Db, row: Selectable<OrdersTable>): Promise<OrderView> {
  const [lines, history, withdrawals] = await Promise.all([
    db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", row.id)
      .orderBy("line_no")
      .execute(),
    db
      .selectFrom("order_status_history")
      .select(["status", "at"])
      .where("order_id", "=", row.id)
      .orderBy("at")
      .execute(),
    db
      .selectFrom("withdrawals")
      .selectAll()
      .where("order_id", "=", row.id)
      .orderBy("received_at")
      .execute(),
  ]);
  return {
    id: row.id,
    number: row.number,
    accessToken: row.access_token ?? "",
    testPayment: Number(row.test_payment) === 1,
    status: row.status as OrderStatus,
    email: row.email,
    phone: row.phone,
    billing: JSON.parse(row.billing) as Address,
    shipping: JSON.parse(row.shipping) as Address,
    delivery: row.delivery,
    pickupPoint: row.pickup_point ?? undefined,
    payment: row.payment,
    language: row.language,
    userId: row.user_id ?? undefined,
    linesTotal: Number(row.lines_total),
    deliveryFee: Number(row.delivery_fee),
    paymentFee: Number(row.payment_fee),
    total: Number(row.total),
    moms: Number(row.moms),
    reservedUntil: new Date(row.reserved_until).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    refundDue: Number(row.refund_due) === 1,
    lines: lines.map((line) => ({
      lineNo: Number(line.line_no),
      productId: Number(line.product_id),
      name: line.name,
      variant: line.variant ?? undefined,
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
      lineTotal: Number(line.line_total),
      lineMoms: Number(line.line_moms),
      momsRate: Number(line.moms_rate),
    })),
    history: history.map((event) => ({
      status: event.status,
      at: new Date(event.at).toISOString(),
    })),
    withdrawals: withdrawals.map((withdrawal) => ({
      lineNos: JSON.parse(withdrawal.lines) as number[],
      wholeOrder: Number(withdrawal.whole_order) === 1,
      withinPeriod: Number(withdrawal.within_period) === 1,
      receivedAt: new Date(withdrawal.received_at).toISOString(),
    })),
    shipment:
      isCarrier(row.carrier) && row.tracking_number
        ? { carrier: row.carrier, trackingNumber: row.tracking_number }
        : undefined,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order with this id; undefined for an unknown or malformed id. */
export async function findOrder(db: Db, id: string): Promise<OrderView | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? viewOf(db, row) : undefined;
}

/** The order an order link opens: by its token only, never by its id or number. */
export async function findOrderByLink(db: Db, token: string): Promise<OrderView | undefined> {
  const id = await orderIdByLinkToken(db, token);
  return id === undefined ? undefined : findOrder(db, id);
}

/**
 * The order with this number bought with this e-mail address (any case). A wrong address
 * answers exactly as an unknown number does.
 */
export async function findOrderByNumber(
  db: Db,
  number: string,
  email: string,
): Promise<OrderView | undefined> {
  const row = await db
    .selectFrom("orders")
    .selectAll()
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row || row.email.toLowerCase() !== email.trim().toLowerCase()) return undefined;
  return viewOf(db, row);
}

export interface OrderSummary {
  id: string;
  number: string;
  accessToken: string;
  status: OrderStatus;
  total: number;
  createdAt: string;
  units: number;
}

/** A signed-in shopper's orders, newest first. */
export async function ordersOfUser(db: Db, userId: string, limit = 50): Promise<OrderSummary[]> {
  const rows = await db
    .selectFrom("orders")
    .leftJoin("order_lines", "order_lines.order_id", "orders.id")
    .select((eb) => [
      "orders.id",
      "orders.number",
      "orders.access_token",
      "orders.status",
      "orders.total",
      "orders.created_at",
      eb.fn.sum<number>("order_lines.quantity").as("units"),
    ])
    .where("orders.user_id", "=", userId)
    .groupBy([
      "orders.id",
      "orders.number",
      "orders.access_token",
      "orders.status",
      "orders.total",
      "orders.created_at",
    ])
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.number", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    accessToken: row.access_token ?? "",
    status: row.status as OrderStatus,
    total: Number(row.total),
    createdAt: new Date(row.created_at).toISOString(),
    units: Number(row.units ?? 0),
  }));
}

export interface BuyerDetails {
  email: string;
  phone: string;
  billing: Address;
}

/** What a signed-in shopper gave at their latest checkout, to fill in the next one. */
export async function lastBuyerDetails(db: Db, userId: string): Promise<BuyerDetails | undefined> {
  const row = await db
    .selectFrom("orders")
    .select(["email", "phone", "billing"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { email: row.email, phone: row.phone, billing: JSON.parse(row.billing) as Address };
}
