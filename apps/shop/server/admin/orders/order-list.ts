// The admin's order list: newest first, a page at a time, narrowed by the filters of
// domain/admin/order-filters.ts. Free text finds an order by part of its number, the
// buyer's e-mail or the name on the bill, whatever the case (Swedish letters too, on SQLite
// whose lower() knows only ASCII). Payment status comes from the order's own payment and the
// refunds the provider confirmed.
import { sql, type Dialect, type Kysely } from "@kretsbutiken/database";
import type { Address } from "../../../domain/checkout/address.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { OrderFilters } from "../../../domain/admin/order-filters.ts";
import {
  PAID_ORDER_STATUSES,
  paymentStatusOf,
  type PaymentStatus,
} from "../../../domain/orders/payment-status.ts";
import { stockholmInstant } from "../../../domain/stockholm-time.ts";
import type { ShopDatabase } from "../../database/schema.ts";

/** A piece of SQL with a result type (Kysely's RawBuilder). */
type Raw<T> = ReturnType<typeof sql<T>>;

export interface OrderListRow {
  id: string;
  number: string;
  createdAt: string;
  name: string;
  email: string;
  total: number;
  status: OrderStatus;
  payment: PaymentStatus;
  /** Taken through the built-in test provider: play money (record 0047). */
  testPayment: boolean;
}

export interface OrderListPage {
  rows: OrderListRow[];
  /** Orders matching the filters, for the pager. */
  total: number;
}

/** Lowercases on both dialects, the Swedish capitals included where SQLite's lower() stops. */
function folded(expression: Raw<string>, dialect: Dialect): Raw<string> {
  if (dialect === "postgres") return sql<string>`lower(${expression})`;
  let result = sql<string>`lower(${expression})`;
  for (const [upper, lower] of [
    ["Å", "å"],
    ["Ä", "ä"],
    ["Ö", "ö"],
    ["É", "é"],
    ["Ü", "ü"],
  ]) {
    result = sql<string>`replace(${result}, ${upper}, ${lower})`;
  }
  return result;
}

const foldText = (text: string) => text.toLocaleLowerCase("sv-SE");

/** The buyer's name inside the billing address's JSON. */
const billingName = (dialect: Dialect) =>
  dialect === "postgres"
    ? sql<string>`(cast(orders.billing as json) ->> 'name')`
    : sql<string>`json_extract(orders.billing, '$.name')`;

/** `%text%` for LIKE, with LIKE's own characters in the text matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Öre refunds the provider confirmed for the order. */
const refunded = sql<number>`coalesce((select sum(refunds.amount) from refunds
  where refunds.order_id = orders.id and refunds.status = 'succeeded'), 0)`;

const paidStatuses = () => sql.join(PAID_ORDER_STATUSES.map((status) => sql`${status}`));

function paymentCondition(payment: PaymentStatus): Raw<boolean> {
  const paid = sql`(orders.payment_ref is not null or orders.status in (${paidStatuses()}))`;
  switch (payment) {
    case "refunded":
      return sql<boolean>`(${refunded} > 0 and ${refunded} >= orders.total)`;
    case "partly_refunded":
      return sql<boolean>`(${refunded} > 0 and ${refunded} < orders.total)`;
    case "paid":
      return sql<boolean>`(${refunded} = 0 and ${paid})`;
    case "unpaid":
      return sql<boolean>`(${refunded} = 0 and not ${paid})`;
  }
}

function dayStart(date: string, laterDays = 0): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return stockholmInstant(year, month, day + laterDays).toISOString();
}

function nextDayStart(date: string): string {
  return dayStart(date, 1);
}

export async function listOrders(
  db: Kysely<ShopDatabase>,
  dialect: Dialect,
  filters: OrderFilters,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<OrderListPage> {
  let query = db.selectFrom("orders");
  if (filters.status) query = query.where("orders.status", "=", filters.status);
  if (filters.payment) query = query.where(paymentCondition(filters.payment));
  if (filters.from) query = query.where("orders.created_at", ">=", dayStart(filters.from));
  if (filters.to) query = query.where("orders.created_at", "<", nextDayStart(filters.to));
  if (filters.text) {
    const number = containing(filters.text.toUpperCase());
    const text = containing(foldText(filters.text));
    query = query.where(
      sql<boolean>`(orders.number like ${number} escape '\\'
        or ${folded(sql`orders.email`, dialect)} like ${text} escape '\\'
        or ${folded(billingName(dialect), dialect)} like ${text} escape '\\')`,
    );
  }
  const [{ count }] = (await query
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .execute()) as [{ count: number | string }];
  const rows = await query
    .select([
      "orders.id",
      "orders.number",
      "orders.created_at",
      "orders.billing",
      "orders.email",
      "orders.total",
      "orders.status",
      "orders.payment_ref",
      "orders.test_payment",
    ])
    .select(refunded.as("refunded"))
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.number", "desc")
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize)
    .execute();
  return {
    total: Number(count),
    rows: rows.map((row) => {
      const status = row.status as OrderStatus;
      const total = Number(row.total);
      return {
        id: row.id,
        number: row.number,
        createdAt: new Date(row.created_at).toISOString(),
        name: (JSON.parse(row.billing) as Address).name,
        email: row.email,
        total,
        status,
        testPayment: Number(row.test_payment) === 1,
        payment: paymentStatusOf({
          status,
          paymentRef: row.payment_ref ?? undefined,
          total,
          refunded: Number(row.refunded),
        }),
      };
    }),
  };
}
