// The shop's buyers as the admin lists them (README "Admin" → "Customers"): account holders and
// guests (customer-identity.ts), each with their number of orders, what they have spent (the
// orders they paid, less what was refunded) and their latest order; searchable by e-mail, name,
// address or order number, a page at a time. One customer's page: their orders, reviews,
// contact messages and newsletter record; and all of it as a JSON document for a data-access
// request, the export recorded in the audit log.
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import type { Address } from "../../../app/checkout/checkout-form-schema.ts";
import { isPaid, PAID_STATUSES, type OrderStatus } from "../../../domain/order-status.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { findOrder } from "../../orders/order-view.ts";
import { toReview, type Review } from "../../reviews/review-record.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { toInboxMessage, type InboxMessage } from "../messages/contact-inbox.ts";
import { toSubscriptionRecord, type SubscriptionRecord } from "../messages/newsletter-register.ts";
import { containsText } from "../sql-contains.ts";
import {
  customerEmails,
  customerGroup,
  customerOrders,
  emailIn,
  identifyCustomer,
  type CustomerIdentity,
} from "./customer-identity.ts";

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

export interface CustomerOrder {
  id: string;
  number: string;
  status: OrderStatus;
  total: number;
  refunded: number;
  createdAt: string;
}

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

/** What a data-access request gets: everything the shop holds about the customer. */
export interface CustomerExport {
  exportedAt: string;
  shop: string;
  customer: { kind: CustomerIdentity["kind"]; accountId: string | null; emails: string[] };
  orders: {
    number: string;
    placedAt: string;
    status: string;
    email: string;
    phone: string;
    billingAddress: Address;
    deliveryAddress: Address;
    delivery: string;
    pickupPoint: string | null;
    payment: string;
    language: string;
    totals: { lines: number; delivery: number; payment: number; total: number; moms: number };
    currency: "SEK";
    lines: {
      name: string;
      variant: string | null;
      quantity: number;
      unitPrice: number;
      lineTotal: number;
      momsRate: number;
      lineMoms: number;
    }[];
    statusHistory: { status: string; at: string }[];
    withdrawals: { lines: number[]; wholeOrder: boolean; receivedAt: string }[];
    refunded: number;
  }[];
  reviews: {
    product: number;
    stars: number;
    name: string;
    title: string;
    body: string;
    status: string;
    writtenAt: string;
    changedAt: string;
    shopReply: string | null;
  }[];
  contactMessages: {
    sentAt: string;
    name: string;
    email: string;
    phone: string | null;
    orderNumber: string | null;
    message: string;
  }[];
  newsletter: {
    email: string;
    status: string;
    language: string;
    consentSource: string | null;
    signedUpAt: string;
    confirmedAt: string | null;
  }[];
}

export interface CustomerDirectory {
  list(query: {
    search: string;
    page: number;
    pageSize: number;
  }): Promise<{ customers: CustomerSummary[]; total: number }>;
  find(key: string): Promise<CustomerRecord | undefined>;
  /** The customer's data as JSON; the export is recorded in the audit log. */
  exportData(actor: Actor, key: string, at?: Date): Promise<CustomerExport | undefined>;
}

type Db = Kysely<ShopDatabase>;

const iso = (value: string) => new Date(value).toISOString();

const paidStatuses = sql.join(PAID_STATUSES.map((status) => sql.lit(status)));

/** Succeeded refunds per order, to join. */
const refundedPerOrder = (db: Db) =>
  db
    .selectFrom("refunds")
    .select((eb) => [
      "refunds.order_id",
      eb.fn.sum<number | string>("refunds.amount").as("refunded"),
    ])
    .where("refunds.status", "=", "succeeded")
    .groupBy("refunds.order_id")
    .as("r");

const nameOf = (billing: string) => (JSON.parse(billing) as Partial<Address>).name ?? "";

export function createCustomerDirectory(
  db: Db,
  {
    audit,
    shopName,
    clock = () => new Date(),
  }: { audit: AuditLog; shopName: string; clock?: () => Date },
): CustomerDirectory {
  async function ordersOf(customer: CustomerIdentity): Promise<CustomerOrder[]> {
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

  async function gather(customer: CustomerIdentity) {
    const emails = await customerEmails(db, customer);
    const [orders, reviews, messages, newsletter] = await Promise.all([
      ordersOf(customer),
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
      db
        .selectFrom("newsletter_subscriptions")
        .selectAll()
        .where(emailIn("email", emails))
        .execute(),
    ]);
    return {
      emails,
      orders,
      reviews: reviews.map(toReview),
      messages: messages.map(toInboxMessage),
      newsletter: newsletter.map(toSubscriptionRecord),
    };
  }

  return {
    async list({ search, page, pageSize }) {
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
            [
              "orders.email",
              "orders.billing",
              "orders.shipping",
              "orders.number",
              "orders.phone",
            ].map((column) => containsText(column, search)),
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
    },

    async find(key) {
      const customer = await identifyCustomer(db, key);
      if (!customer) return undefined;
      const found = await gather(customer);
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
    },

    async exportData(actor, key, at = clock()) {
      const customer = await identifyCustomer(db, key);
      if (!customer) return undefined;
      const found = await gather(customer);
      const views = await Promise.all(found.orders.map((order) => findOrder(db, order.id)));
      const refunded = new Map(found.orders.map((order) => [order.id, order.refunded]));
      const document: CustomerExport = {
        exportedAt: at.toISOString(),
        shop: shopName,
        customer: {
          kind: customer.kind,
          accountId: customer.kind === "account" ? customer.userId : null,
          emails: found.emails,
        },
        orders: views.flatMap((view) =>
          view
            ? [
                {
                  number: view.number,
                  placedAt: view.createdAt,
                  status: view.status,
                  email: view.email,
                  phone: view.phone,
                  billingAddress: view.billing,
                  deliveryAddress: view.shipping,
                  delivery: view.delivery,
                  pickupPoint: view.pickupPoint ?? null,
                  payment: view.payment,
                  language: view.language,
                  totals: {
                    lines: view.linesTotal,
                    delivery: view.deliveryFee,
                    payment: view.paymentFee,
                    total: view.total,
                    moms: view.moms,
                  },
                  currency: "SEK" as const,
                  lines: view.lines.map((line) => ({
                    name: line.name,
                    variant: line.variant ?? null,
                    quantity: line.quantity,
                    unitPrice: line.unitPrice,
                    lineTotal: line.lineTotal,
                    momsRate: line.momsRate,
                    lineMoms: line.lineMoms,
                  })),
                  statusHistory: view.history,
                  withdrawals: view.withdrawals.map((withdrawal) => ({
                    lines: withdrawal.lineNos,
                    wholeOrder: withdrawal.wholeOrder,
                    receivedAt: withdrawal.receivedAt,
                  })),
                  refunded: refunded.get(view.id) ?? 0,
                },
              ]
            : [],
        ),
        reviews: found.reviews.map((review) => ({
          product: review.productId,
          stars: review.stars,
          name: review.name,
          title: review.title,
          body: review.body,
          status: review.status,
          writtenAt: review.createdAt,
          changedAt: review.updatedAt,
          shopReply: review.reply,
        })),
        contactMessages: found.messages.map((message) => ({
          sentAt: message.createdAt,
          name: message.name,
          email: message.email,
          phone: message.phone,
          orderNumber: message.orderNumber,
          message: message.message,
        })),
        newsletter: found.newsletter.map((record) => ({
          email: record.email,
          status: record.status,
          language: record.language,
          consentSource: record.consentSource,
          signedUpAt: record.createdAt,
          confirmedAt: record.confirmedAt,
        })),
      };
      await atomically(db, (trx) =>
        audit.record(
          trx,
          actor,
          {
            action: "customer.export",
            subjectType: "customer",
            subjectId: customer.key,
            after: {
              orders: document.orders.length,
              reviews: document.reviews.length,
              contactMessages: document.contactMessages.length,
              newsletter: document.newsletter.length,
            },
          },
          at,
        ),
      );
      return document;
    },
  };
}
