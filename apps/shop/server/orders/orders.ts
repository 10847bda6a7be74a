// Orders as routes see them: placing, reading, the payment's outcome, cancelling at the payment
// step, withdrawal and the release of unpaid reservations, over one database. The mails an
// outcome calls for go out after its transaction has committed; a mail that fails is logged
// and never undoes the payment or the withdrawal it reports. A mail sent is recorded against
// its order (order-mail-log.ts), for the admin's order page.
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { CompanyInfo } from "../config.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMail, ShopMailer } from "../mail/shop-mailer.ts";
import type { PaymentEvent } from "../payments/payment-event.ts";
import { applyPayment, type PaymentResult } from "./apply-payment.ts";
import { sendOrderMail, type OrderMailKind } from "./order-mail-log.ts";
import { confirmationMail, withdrawalReceiptMail } from "./order-mails.ts";
import { createOrderStore, type NewOrder, type PlaceOrderResult } from "./order-store.ts";
import type { OpenOrderLimits } from "./open-order-limits.ts";
import {
  findOrder,
  findOrderByLink,
  findOrderByNumber,
  lastBuyerDetails,
  ordersOfUser,
  type BuyerDetails,
  type OrderSummary,
  type OrderView,
} from "./order-view.ts";
import { releaseExpiredReservations } from "./release-expired.ts";
import { releaseReservation } from "./release-reservation.ts";
import { withdraw, type WithdrawalResult } from "./withdraw.ts";

export interface Orders {
  /** Minutes an unpaid order holds its stock. */
  readonly reservationMinutes: number;
  /** What one buyer may hold unpaid; undefined: no limits. */
  readonly limits: OpenOrderLimits | undefined;
  place(order: NewOrder): Promise<PlaceOrderResult>;
  /** By the database id: for the shop's own use, never for what a request names. */
  find(id: string): Promise<OrderView | undefined>;
  /** By the token of the order's links (order-link-token.ts): what a link opens. */
  findByLink(token: string): Promise<OrderView | undefined>;
  findByNumber(number: string, email: string): Promise<OrderView | undefined>;
  ofUser(userId: string): Promise<OrderSummary[]>;
  lastBuyerDetails(userId: string): Promise<BuyerDetails | undefined>;
  /** The buyer stopped at the payment step: the stock goes back. True if this call released it. */
  cancel(id: string): Promise<boolean>;
  /** Applies a verified payment message; mails the confirmation when it pays the order. */
  applyPayment(event: PaymentEvent, origin: string): Promise<PaymentResult>;
  /** Records an "Ångra köp" notice and mails its receipt. */
  withdraw(orderId: string, lineNos: readonly number[], origin: string): Promise<WithdrawalResult>;
  releaseExpired(): Promise<number>;
}

export interface OrdersOptions {
  reservationMinutes: number;
  /** What one buyer may hold unpaid (open-order-limits.ts); unset: no limits. */
  limits?: OpenOrderLimits;
  company: CompanyInfo;
  mailer: ShopMailer;
  clock?: { now(): Date };
  log?: (line: string) => void;
}

export function createOrders(db: Kysely<ShopDatabase>, options: OrdersOptions): Orders {
  const clock = options.clock ?? { now: () => new Date() };
  const log = options.log ?? ((line: string) => console.error(line));
  const store = createOrderStore(db, clock, options.limits);

  const sender = { mailer: options.mailer, log, logTag: "[orders]", now: () => clock.now() };
  const mail = (order: OrderView, kind: OrderMailKind, message: ShopMail) =>
    sendOrderMail(db, sender, order, kind, message);

  return {
    reservationMinutes: options.reservationMinutes,
    limits: options.limits,
    place: (order) => store.place(order),
    find: (id) => findOrder(db, id),
    findByLink: (token) => findOrderByLink(db, token),
    findByNumber: (number, email) => findOrderByNumber(db, number, email),
    ofUser: (userId) => ordersOfUser(db, userId),
    lastBuyerDetails: (userId) => lastBuyerDetails(db, userId),

    cancel: (id) =>
      atomically(db, (trx) => releaseReservation(trx, id, "cancelled", clock.now().toISOString())),

    async applyPayment(event, origin) {
      const result = await applyPayment(db, event, clock.now());
      if (result !== "paid") return result;
      const order = await findOrder(db, event.orderId);
      if (
        order &&
        (await mail(order, "confirmation", confirmationMail(order, options.company, origin)))
      ) {
        await db
          .updateTable("orders")
          .set({ confirmation_sent_at: clock.now().toISOString() })
          .where("id", "=", order.id)
          .execute();
      }
      return result;
    },

    async withdraw(orderId, lineNos, origin) {
      const result = await withdraw(db, { orderId, lineNos }, clock.now());
      if (!result.ok) return result;
      // Just withdrawn in this database, so it is found.
      const order = (await findOrder(db, orderId)) as OrderView;
      await mail(
        order,
        "withdrawal_receipt",
        withdrawalReceiptMail(order, result, options.company, origin),
      );
      return result;
    },

    releaseExpired: () => releaseExpiredReservations(db, clock.now()),
  };
}
