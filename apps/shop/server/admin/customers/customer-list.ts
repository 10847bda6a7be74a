// The admin's list of customers (README "Admin" → "Customers"): account holders and guests, each
// with their number of orders, what they have spent (the orders they paid, less what was
// refunded) and their latest order; searchable by e-mail, name, address or order number, a page
// at a time.
import { sql } from "@kretsbutiken/database";
import { PAID_STATUSES } from "../../../domain/order-status.ts";
import { containsText } from "../sql-contains.ts";
import { iso, nameOf, refundedPerOrder, type Db } from "./customer-holdings.ts";
import { customerGroup, type CustomerIdentity } from "./customer-identity.ts";

export interface CustomerSummary {
  /** The number of one of their orders: the customer's address in the admin. */
  key: string;
  kind: CustomerIdentity["kind"];
  /** From their latest order. */
  name: string;
  email: string;
  orders: number;
  /** Öre incl. moms: paid orders less succeeded refunds. */
  spent: number;
  lastOrderAt: string;
  lastOrderNumber: string;
}

const paidStatuses = sql.join(PAID_STATUSES.map((status) => sql.lit(status)));

export async function listCustomers(
  db: Db,
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
): Promise<{ customers: CustomerSummary[]; total: number }> {
  let grouped = db
    .selectFrom("orders")
    .leftJoin(refundedPerOrder(db), "r.order_id", "orders.id")
    .where("orders.personal_data_erased_at", "is", null)
    .select((eb) => [
      customerGroup.as("customer"),
      eb.fn.countAll<number | string>().as("orders"),
      eb.fn
        .sum<number | string>(
          sql`case when orders.status in (${paidStatuses}) then orders.total - coalesce(r.refunded, 0) else 0 end`,
        )
        .as("spent"),
      eb.fn.max("orders.created_at").as("last_at"),
      eb.fn.min("orders.number").as("key"),
      eb.fn.max("orders.number").as("last_number"),
    ])
    .groupBy(customerGroup);
  if (search) {
    grouped = grouped.having(
      sql<boolean>`max(case when ${sql.join(
        ["orders.email", "orders.billing", "orders.shipping", "orders.number", "orders.phone"].map(
          (column) => containsText(column, search),
        ),
        sql` or `,
      )} then 1 else 0 end) = 1`,
    );
  }
  const [counted, rows] = await Promise.all([
    db
      .selectFrom(grouped.as("customers"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    grouped
      .orderBy("last_at", "desc")
      .orderBy("key")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
  ]);
  const latest =
    rows.length === 0
      ? []
      : await db
          .selectFrom("orders")
          .select(["number", "email", "billing"])
          .where(
            "number",
            "in",
            rows.map((row) => String(row.last_number)),
          )
          .execute();
  const byNumber = new Map(latest.map((row) => [row.number, row]));
  return {
    total: Number(counted.count),
    customers: rows.map((row) => {
      const last = byNumber.get(String(row.last_number));
      return {
        key: String(row.key),
        kind: row.customer.startsWith("a:") ? "account" : "guest",
        name: last ? nameOf(last.billing) : "",
        email: last?.email ?? "",
        orders: Number(row.orders),
        spent: Number(row.spent ?? 0),
        lastOrderAt: iso(String(row.last_at)),
        lastOrderNumber: String(row.last_number),
      };
    }),
  };
}
