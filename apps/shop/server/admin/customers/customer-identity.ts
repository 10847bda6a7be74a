// Who a customer is, for the admin (README "Admin" → "Customers"). A buyer with an account is
// all the orders placed signed in to that account; a guest is all the orders placed without an
// account with one e-mail address (in any case). Orders whose personal fields were erased
// belong to nobody. A customer is named in the admin's addresses and in the audit log by the
// number of one of their orders, never by their e-mail address or account id.
import { sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import { parseOrderNumber } from "../../../domain/checkout/order-number.ts";
import type { ShopDatabase } from "../../database/schema.ts";

export type CustomerIdentity =
  { kind: "account"; key: string; userId: string } | { kind: "guest"; key: string; email: string };

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

/** The customer as one value: what the customer list groups orders by. */
export const customerGroup = sql<string>`case when orders.user_id is not null then 'a:' || orders.user_id else 'e:' || lower(orders.email) end`;

/** The customer who placed the order numbered `key`; undefined for any other text. */
export async function identifyCustomer(db: Db, key: string): Promise<CustomerIdentity | undefined> {
  if (!parseOrderNumber(key)) return undefined;
  const row = await db
    .selectFrom("orders")
    .select(["number", "user_id", "email"])
    .where("number", "=", key.trim().toUpperCase())
    .where("personal_data_erased_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.user_id !== null
    ? { kind: "account", key: row.number, userId: row.user_id }
    : { kind: "guest", key: row.number, email: row.email.toLowerCase() };
}

/** The customer's orders (not erased), as a query to select from. */
export function customerOrders(db: Db, customer: CustomerIdentity) {
  const orders = db.selectFrom("orders").where("orders.personal_data_erased_at", "is", null);
  return customer.kind === "account"
    ? orders.where("orders.user_id", "=", customer.userId)
    : orders
        .where("orders.user_id", "is", null)
        .where(sql<boolean>`lower(orders.email) = ${customer.email}`);
}

/** Every e-mail address (lowercased) the customer's orders were placed with. */
export async function customerEmails(db: Db, customer: CustomerIdentity): Promise<string[]> {
  if (customer.kind === "guest") return [customer.email];
  const rows = await customerOrders(db, customer)
    .select(sql<string>`lower(orders.email)`.as("email"))
    .distinct()
    .execute();
  return rows.map((row) => row.email).sort();
}

/** `column` (an e-mail address, in any case) is one of `emails` (lowercased); false for none. */
export function emailIn(column: string, emails: readonly string[]) {
  return emails.length === 0
    ? sql<boolean>`1 = 0`
    : sql<boolean>`lower(${sql.ref(column)}) in (${sql.join(emails)})`;
}
