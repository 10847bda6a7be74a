// Erasing a customer's personal data on request (README "Admin" → "Customers"), as far as the
// law allows. Orders stay for the books (seven years, bokföringslagen): their number, dates,
// status, amounts, moms and lines are kept, while the buyer's e-mail, phone, names and
// addresses, account and pickup point are emptied and the order is marked erased. Reviews are
// removed, or the published ones kept anonymous (no account, no name) if staff choose so; held
// and rejected ones always go. Contact messages and newsletter sign-ups from the customer's
// addresses are deleted, and their "helpful" votes, stock and price alerts, and an account's
// address book and Min garage, and workshop bookings made with the customer's addresses. A
// signed-in shopper erases their own account the same way (server/account/account-deletion.ts):
// the account's orders, and its address now. Closed complaints lose what the customer wrote and
// their photos. A customer with an order still in progress (unpaid, not yet delivered, inside
// its 14 days of withdrawal, a refund, a complaint or a return under way) is refused: that
// order still needs the address.
//
// Staff confirm a plan first; the plan carries a fingerprint of what it covers, and erasing is
// refused as a conflict when anything changed since (a new order, a new message). The audit
// log gets one entry for the erasure and one per order, holding counts, order numbers and the
// names of the fields erased: none of the erased data itself.
import { createHash, randomUUID } from "node:crypto";
import { atomically, type Kysely, type Transaction } from "@kretsbutiken/database";
import type { ReviewChoice } from "../../../domain/reviews/review-choices.ts";
import { isOpen } from "../../../domain/order-status.ts";
import { ShopError } from "../../../domain/shop-error.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { refreshRatings } from "../../reviews/review-ratings.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import {
  customerEmails,
  customerOrders,
  emailIn,
  identifyCustomer,
  type CustomerIdentity,
} from "./customer-identity.ts";

/** The fields of an order an erasure empties. */
export const ERASED_ORDER_FIELDS = [
  "email",
  "phone",
  "billing",
  "shipping",
  "user_id",
  "pickup_point",
] as const;

const WITHDRAWAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const EMPTY_ADDRESS = JSON.stringify({ name: "", street: "", postcode: "", city: "" });

export interface ErasurePlan {
  key: string;
  kind: CustomerIdentity["kind"];
  /** Every order to be minimised, newest first. */
  orders: string[];
  /** Orders still in progress: while there are any, nothing is erased. */
  openOrders: string[];
  reviews: { published: number; other: number };
  contactMessages: number;
  newsletter: number;
  /** Identifies exactly what the plan covers; erasing is refused when it no longer matches. */
  fingerprint: string;
}

export interface ErasureSummary {
  orders: string[];
  reviewsRemoved: number;
  reviewsAnonymised: number;
  contactMessagesDeleted: number;
  newsletterDeleted: number;
  /** Stock and price alerts of the customer's addresses. */
  alertsDeleted: number;
  /** The account's address book. */
  savedAddressesDeleted: number;
  /** The account's saved devices in Min garage (their reminders go with them). */
  garageDevicesDeleted: number;
  /** Workshop bookings made with one of the customer's addresses, past and coming. */
  workshopBookingsDeleted: number;
}

export type ErasureOutcome =
  | { ok: true; summary: ErasureSummary }
  | { ok: false; reason: "not_found" | "conflict" }
  | { ok: false; reason: "open_orders"; orders: string[] };

export interface CustomerErasure {
  plan(subject: ErasureSubject, at?: Date): Promise<ErasurePlan | undefined>;
  erase(
    actor: Actor,
    subject: ErasureSubject,
    choice: { reviews: ReviewChoice; fingerprint: string },
    at?: Date,
  ): Promise<ErasureOutcome>;
}

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

/** Another erasure of the same orders committed first. */
class ErasureRaced extends ShopError<"ERASURE_RACED"> {
  constructor() {
    super("ERASURE_RACED");
  }
}

interface Holdings {
  customer: CustomerIdentity;
  plan: ErasurePlan;
  orderIds: string[];
  emails: string[];
  reviews: { id: string; productId: number; published: boolean }[];
}

/** Whose data: an order number (staff name a customer so), or a signed-in shopper's account. */
export type ErasureSubject = string | ShopperAccount;

export interface ShopperAccount {
  userId: string;
  /** The account's address now, which no order may hold (messages, sign-ups). */
  email?: string;
}

async function customerOf(db: Db, subject: ErasureSubject): Promise<CustomerIdentity | undefined> {
  if (typeof subject === "string") return identifyCustomer(db, subject);
  // Named in the audit log by its newest order, as staff name it; "-" when it has none.
  const newest = await customerOrders(db, { kind: "account", key: "", userId: subject.userId })
    .select("orders.number")
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.number", "desc")
    .executeTakeFirst();
  return { kind: "account", key: newest?.number ?? "-", userId: subject.userId };
}

async function holdings(db: Db, subject: ErasureSubject, at: Date): Promise<Holdings | undefined> {
  const customer = await customerOf(db, subject);
  if (!customer) return undefined;
  const ordered = await customerEmails(db, customer);
  const own = typeof subject === "string" ? undefined : subject.email?.trim().toLowerCase();
  const emails = own && !ordered.includes(own) ? [...ordered, own].sort() : ordered;
  const orders = await customerOrders(db, customer)
    .select(["orders.id", "orders.number", "orders.status", "orders.version"])
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.number", "desc")
    .execute();
  const ids = orders.map((order) => order.id);
  const noOrders = ids.length === 0;
  const since = new Date(at.getTime() - WITHDRAWAL_DAYS * DAY_MS).toISOString();
  const [delivered, pendingRefunds, recentWithdrawals, openCases, reviews, messages, newsletter] =
    await Promise.all([
      // (An account without orders has nothing to look up by order: `in ()` is no SQL.)
      noOrders
        ? []
        : db
            .selectFrom("order_status_history")
            .select((eb) => ["order_id", eb.fn.max("at").as("at")])
            .where("order_id", "in", ids)
            .where("status", "=", "delivered")
            .groupBy("order_id")
            .execute(),
      noOrders
        ? []
        : db
            .selectFrom("refunds")
            .select("order_id")
            .where("order_id", "in", ids)
            .where("status", "=", "pending")
            .execute(),
      // A withdrawal of the last 14 days not yet refunded: its refund mail needs the address.
      noOrders
        ? []
        : db
            .selectFrom("withdrawals")
            .select("withdrawals.order_id")
            .where("withdrawals.order_id", "in", ids)
            .where("withdrawals.received_at", ">", since)
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("refunds")
                    .select("refunds.id")
                    .whereRef("refunds.withdrawal_id", "=", "withdrawals.id")
                    .where("refunds.status", "=", "succeeded"),
                ),
              ),
            )
            .execute(),
      // A complaint not yet closed, or a return not yet refunded, still needs the address.
      noOrders
        ? []
        : db
            .selectFrom("complaints")
            .select("order_id")
            .where("order_id", "in", ids)
            .where("status", "!=", "closed")
            .union(
              db
                .selectFrom("returns")
                .select("order_id")
                .where("order_id", "in", ids)
                .where("status", "!=", "refunded"),
            )
            .execute(),
      customer.kind === "account"
        ? db
            .selectFrom("reviews")
            .select(["id", "product_id", "status", "version"])
            .where("author", "=", customer.userId)
            .orderBy("id")
            .execute()
        : [],
      db
        .selectFrom("contact_messages")
        .select("id")
        .where(emailIn("email", emails))
        .orderBy("id")
        .execute(),
      db
        .selectFrom("newsletter_subscriptions")
        .select("id")
        .where(emailIn("email", emails))
        .orderBy("id")
        .execute(),
    ]);
  const deliveredAt = new Map(delivered.map((row) => [row.order_id, new Date(row.at).getTime()]));
  const busy = new Set([
    ...pendingRefunds.map((row) => row.order_id),
    ...recentWithdrawals.map((row) => row.order_id),
    ...openCases.map((row) => row.order_id),
  ]);
  const open = orders.filter(
    (order) =>
      isOpen(order.status) ||
      busy.has(order.id) ||
      (order.status === "delivered" &&
        (deliveredAt.get(order.id) ?? 0) > at.getTime() - WITHDRAWAL_DAYS * DAY_MS),
  );
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([
        orders.map((order) => [order.id, order.status, Number(order.version)]),
        reviews.map((review) => [review.id, Number(review.version)]),
        messages.map((message) => message.id),
        newsletter.map((record) => record.id),
      ]),
    )
    .digest("base64url");
  const published = reviews.filter((review) => review.status === "published").length;
  return {
    customer,
    orderIds: ids,
    emails,
    reviews: reviews.map((review) => ({
      id: review.id,
      productId: Number(review.product_id),
      published: review.status === "published",
    })),
    plan: {
      key: customer.key,
      kind: customer.kind,
      orders: orders.map((order) => order.number),
      openOrders: open.map((order) => order.number),
      reviews: { published, other: reviews.length - published },
      contactMessages: messages.length,
      newsletter: newsletter.length,
      fingerprint,
    },
  };
}

export function createCustomerErasure(
  db: Kysely<ShopDatabase>,
  {
    audit,
    ratingsChanged = () => {},
    clock = () => new Date(),
  }: { audit: AuditLog; ratingsChanged?: () => void; clock?: () => Date },
): CustomerErasure {
  return {
    async plan(subject, at = clock()) {
      return (await holdings(db, subject, at))?.plan;
    },

    async erase(actor, subject, choice, at = clock()) {
      const outcome = await atomically(db, async (trx): Promise<ErasureOutcome> => {
        const held = await holdings(trx, subject, at);
        if (!held) return { ok: false, reason: "not_found" };
        const { customer, plan } = held;
        if (plan.fingerprint !== choice.fingerprint) return { ok: false, reason: "conflict" };
        if (plan.openOrders.length > 0) {
          return { ok: false, reason: "open_orders", orders: plan.openOrders };
        }
        const stamp = at.toISOString();

        const minimised =
          held.orderIds.length === 0
            ? { numUpdatedRows: 0n }
            : await trx
                .updateTable("orders")
                .set((eb) => ({
                  email: "",
                  phone: "",
                  billing: EMPTY_ADDRESS,
                  shipping: EMPTY_ADDRESS,
                  user_id: null,
                  pickup_point: null,
                  personal_data_erased_at: stamp,
                  version: eb("version", "+", 1),
                }))
                .where("id", "in", held.orderIds)
                .where("personal_data_erased_at", "is", null)
                .executeTakeFirst();
        // Another erasure of the same orders committed first: undo this one.
        if (Number(minimised.numUpdatedRows) !== held.orderIds.length) throw new ErasureRaced();

        const kept = choice.reviews === "anonymise" ? held.reviews.filter((r) => r.published) : [];
        const removed = held.reviews.filter((review) => !kept.includes(review));
        if (customer.kind === "account") {
          await trx
            .deleteFrom("review_votes")
            .where("voter", "=", `user:${customer.userId}`)
            .execute();
        }
        if (removed.length > 0) {
          const ids = removed.map((review) => review.id);
          await trx.deleteFrom("review_votes").where("review_id", "in", ids).execute();
          await trx.deleteFrom("reviews").where("id", "in", ids).execute();
        }
        for (const review of kept) {
          // A fresh author per review: the kept ones cannot be linked to each other either.
          await trx
            .updateTable("reviews")
            .set((eb) => ({
              author: `erased:${randomUUID()}`,
              name: "",
              version: eb("version", "+", 1),
            }))
            .where("id", "=", review.id)
            .execute();
        }
        if (held.reviews.length > 0) {
          await refreshRatings(trx, [...new Set(held.reviews.map((review) => review.productId))]);
        }

        const messages = await trx
          .deleteFrom("contact_messages")
          .where(emailIn("email", held.emails))
          .executeTakeFirst();
        const newsletter = await trx
          .deleteFrom("newsletter_subscriptions")
          .where(emailIn("email", held.emails))
          .executeTakeFirst();

        // Closed complaints keep their number, dates and decision (a refund may rest on
        // one); what the customer wrote and photographed goes.
        if (held.orderIds.length > 0) {
          const cases = trx
            .selectFrom("complaints")
            .select("id")
            .where("order_id", "in", held.orderIds);
          await trx.deleteFrom("complaint_photos").where("complaint_id", "in", cases).execute();
          await trx
            .updateTable("complaints")
            .set((eb) => ({ description: "", user_id: null, version: eb("version", "+", 1) }))
            .where("order_id", "in", held.orderIds)
            .execute();
        }
        const alerts = await trx
          .deleteFrom("product_alerts")
          .where(emailIn("email", held.emails))
          .executeTakeFirst();
        const addresses =
          customer.kind === "account"
            ? await trx
                .deleteFrom("saved_addresses")
                .where("user_id", "=", customer.userId)
                .executeTakeFirst()
            : { numDeletedRows: 0n };
        // Min garage: the account's devices and their check reminders.
        let garage = 0;
        if (customer.kind === "account") {
          await trx.deleteFrom("garage_reminders").where("user_id", "=", customer.userId).execute();
          const devices = await trx
            .deleteFrom("garage_devices")
            .where("user_id", "=", customer.userId)
            .executeTakeFirst();
          garage = Number(devices.numDeletedRows);
        }
        // Workshop bookings by address: a coming one's place is freed with it.
        const bookings = await trx
          .deleteFrom("workshop_bookings")
          .where(emailIn("email", held.emails))
          .executeTakeFirst();

        const summary: ErasureSummary = {
          orders: plan.orders,
          reviewsRemoved: removed.length,
          reviewsAnonymised: kept.length,
          contactMessagesDeleted: Number(messages.numDeletedRows),
          newsletterDeleted: Number(newsletter.numDeletedRows),
          alertsDeleted: Number(alerts.numDeletedRows),
          savedAddressesDeleted: Number(addresses.numDeletedRows),
          garageDevicesDeleted: garage,
          workshopBookingsDeleted: Number(bookings.numDeletedRows),
        };
        for (const [index, id] of held.orderIds.entries()) {
          await audit.record(
            trx,
            actor,
            {
              action: "order.erase-personal-data",
              subjectType: "order",
              subjectId: id,
              after: {
                number: plan.orders[index],
                erasedFields: [...ERASED_ORDER_FIELDS],
                personalDataErasedAt: stamp,
              },
            },
            at,
          );
        }
        await audit.record(
          trx,
          actor,
          {
            action: "customer.erase",
            subjectType: "customer",
            subjectId: customer.key,
            before: {
              kind: customer.kind,
              orders: plan.orders.length,
              reviews: held.reviews.length,
              contactMessages: plan.contactMessages,
              newsletter: plan.newsletter,
            },
            after: { ...summary },
          },
          at,
        );
        return { ok: true, summary };
      }).catch((error: unknown) => {
        if (error instanceof ErasureRaced) return { ok: false, reason: "conflict" } as const;
        throw error;
      });
      if (outcome.ok && outcome.summary.reviewsRemoved + outcome.summary.reviewsAnonymised > 0) {
        ratingsChanged();
      }
      return outcome;
    },
  };
}
