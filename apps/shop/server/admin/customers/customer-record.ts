// One customer's page in the admin: their name and telephone number from their latest order,
// what they have spent, their orders, reviews, contact messages and newsletter record, and the
// other customers who share one of their e-mail addresses (a guest who later made an account).
import { sql } from "@kretsbutiken/database";
import type { Review } from "../../reviews/review-record.ts";
import type { InboxMessage } from "../messages/contact-inbox.ts";
import type { SubscriptionRecord } from "../messages/newsletter-register.ts";
import { isPaid } from "../../../domain/order-status.ts";
import { gatherHoldings, nameOf, type CustomerOrder, type Db } from "./customer-holdings.ts";
import {
  customerGroup,
  customerOrders,
  emailIn,
  identifyCustomer,
  type CustomerIdentity,
} from "./customer-identity.ts";

export interface CustomerRecord {
  key: string;
  kind: CustomerIdentity["kind"];
  name: string;
  emails: string[];
  phone: string;
  spent: number;
  orders: CustomerOrder[];
  reviews: Review[];
  messages: InboxMessage[];
  newsletter: SubscriptionRecord[];
  /** Other customers with one of these e-mail addresses (a guest who later made an account). */
  related: { key: string; kind: CustomerIdentity["kind"] }[];
}

export async function findCustomer(db: Db, key: string): Promise<CustomerRecord | undefined> {
  const customer = await identifyCustomer(db, key);
  if (!customer) return undefined;
  const found = await gatherHoldings(db, customer);
  const latest = await customerOrders(db, customer)
    .select(["orders.billing", "orders.phone"])
    .orderBy("orders.created_at", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const others = await db
    .selectFrom("orders")
    .where("orders.personal_data_erased_at", "is", null)
    .where(emailIn("orders.email", found.emails))
    .where(
      sql<boolean>`${customerGroup} <> ${
        customer.kind === "account" ? `a:${customer.userId}` : `e:${customer.email}`
      }`,
    )
    .select((eb) => [customerGroup.as("customer"), eb.fn.min("orders.number").as("key")])
    .groupBy(customerGroup)
    .execute();
  return {
    key: customer.key,
    kind: customer.kind,
    name: nameOf(latest.billing),
    phone: latest.phone,
    spent: found.orders
      .filter((order) => isPaid(order.status))
      .reduce((sum, order) => sum + order.total - order.refunded, 0),
    ...found,
    related: others.map((row) => ({
      key: String(row.key),
      kind: row.customer.startsWith("a:") ? "account" : "guest",
    })),
  };
}
