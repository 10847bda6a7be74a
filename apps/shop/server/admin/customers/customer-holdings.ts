// What the shop holds about one customer (customer-identity.ts): their orders with what was
// refunded of each, their reviews, contact messages and newsletter record. The admin's customer
// page (customer-record.ts) and the data-access export (customer-export.ts) both read it here.
import { type Kysely } from "@kretsbutiken/database";
import type { Address } from "../../../domain/checkout/address.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { toReview } from "../../reviews/review-record.ts";
import { toInboxMessage } from "../messages/contact-inbox.ts";
import { toSubscriptionRecord } from "../messages/newsletter-register.ts";
import {
  customerEmails,
  customerOrders,
  emailIn,
  type CustomerIdentity,
} from "./customer-identity.ts";

export type Db = Kysely<ShopDatabase>;

export interface CustomerOrder {
  id: string;
  number: string;
  status: OrderStatus;
  total: number;
  refunded: number;
  createdAt: string;
}

export const iso = (value: string) => new Date(value).toISOString();

/** Succeeded refunds per order, to join. */
export const refundedPerOrder = (db: Db) =>
  db
    .selectFrom("refunds")
    .select((eb) => [
      "refunds.order_id",
      eb.fn.sum<number | string>("refunds.amount").as("refunded"),
    ])
    .where("refunds.status", "=", "succeeded")
    .groupBy("refunds.order_id")
    .as("r");

/** The name on an order's billing address. */
export const nameOf = (billing: string) => (JSON.parse(billing) as Partial<Address>).name ?? "";

export async function ordersOf(db: Db, customer: CustomerIdentity): Promise<CustomerOrder[]> {
  const rows = await customerOrders(db, customer)
    .leftJoin(refundedPerOrder(db), "r.order_id", "orders.id")
    .select(["orders.id", "orders.number", "orders.status", "orders.total", "orders.created_at"])
    .select("r.refunded")
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.number", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    total: Number(row.total),
    refunded: Number(row.refunded ?? 0),
    createdAt: iso(row.created_at),
  }));
}

export async function gatherHoldings(db: Db, customer: CustomerIdentity) {
  const emails = await customerEmails(db, customer);
  const [orders, reviews, messages, newsletter] = await Promise.all([
    ordersOf(db, customer),
    customer.kind === "account"
      ? db
          .selectFrom("reviews")
          .selectAll()
          .where("author", "=", customer.userId)
          .orderBy("created_at", "desc")
          .execute()
      : [],
    db
      .selectFrom("contact_messages")
      .selectAll()
      .where(emailIn("email", emails))
      .orderBy("created_at", "desc")
      .execute(),
    db.selectFrom("newsletter_subscriptions").selectAll().where(emailIn("email", emails)).execute(),
  ]);
  return {
    emails,
    orders,
    reviews: reviews.map(toReview),
    messages: messages.map(toInboxMessage),
    newsletter: newsletter.map(toSubscriptionRecord),
  };
}

export type Holdings = Awaited<ReturnType<typeof gatherHoldings>>;
