// One order as the admin's order page shows it: what the buyer sees (order-view.ts) and what
// only staff need: the version a change must name, the payment's reference and every payment
// attempt the provider reported, the mails sent to the customer, when it was delivered and so
// when the withdrawal period ends, and its payment status with confirmed refunds.
import type { Kysely } from "@kretsbutiken/database";
import type { OrderStatus } from "../../../domain/order-status.ts";
import { paymentStatusOf, type PaymentStatus } from "../../../domain/orders/payment-status.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { orderMailsOf, type OrderMailRecord } from "../../orders/order-mail-log.ts";
import { viewOf, type OrderView } from "../../orders/order-view.ts";
import { withdrawalDeadline } from "../../orders/withdraw.ts";

export interface PaymentAttempt {
  eventId: string;
  /** "paid", "declined" or "cancelled". */
  outcome: string;
  amount: number;
  receivedAt: string;
}

export interface AdminOrderView extends OrderView {
  /** Names the state a change was made from (orders.version). */
  version: number;
  paymentRef: string | undefined;
  paymentStatus: PaymentStatus;
  /** Öre the provider confirmed refunding. */
  refunded: number;
  paymentAttempts: PaymentAttempt[];
  mails: OrderMailRecord[];
  deliveredAt: string | undefined;
  /** The last moment of the 14-day withdrawal period, once delivered. */
  withdrawalDeadline: string | undefined;
  /** The period has not ended (or not begun: not delivered yet) at the time of reading. */
  withdrawalOpen: boolean;
}

export async function findAdminOrder(
  db: Kysely<ShopDatabase>,
  number: string,
  now: Date,
): Promise<AdminOrderView | undefined> {
  const row = await db
    .selectFrom("orders")
    .selectAll()
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row) return undefined;
  const [view, attempts, mails, refunds] = await Promise.all([
    viewOf(db, row),
    db
      .selectFrom("payment_events")
      .selectAll()
      .where("order_id", "=", row.id)
      .orderBy("received_at")
      .execute(),
    orderMailsOf(db, row.id),
    db
      .selectFrom("refunds")
      .select((eb) => eb.fn.sum<number>("amount").as("sum"))
      .where("order_id", "=", row.id)
      .where("status", "=", "succeeded")
      .executeTakeFirst(),
  ]);
  const delivered = view.history.find((event) => event.status === "delivered")?.at;
  const refunded = Number(refunds?.sum ?? 0);
  const deadline = withdrawalDeadline(delivered);
  return {
    ...view,
    version: Number(row.version),
    paymentRef: row.payment_ref ?? undefined,
    refunded,
    paymentStatus: paymentStatusOf({
      status: row.status as OrderStatus,
      paymentRef: row.payment_ref ?? undefined,
      total: view.total,
      refunded,
    }),
    paymentAttempts: attempts.map((attempt) => ({
      eventId: attempt.event_id,
      outcome: attempt.outcome,
      amount: Number(attempt.amount),
      receivedAt: new Date(attempt.received_at).toISOString(),
    })),
    mails,
    deliveredAt: delivered,
    withdrawalDeadline: deadline?.toISOString(),
    withdrawalOpen: deadline === undefined || now <= deadline,
  };
}
