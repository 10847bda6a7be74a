// The admin's refunds (README "Admin" → "Refunds and withdrawals"): a full or per-line refund of
// a paid order, cancelling a paid order with its refund, and the provider's word on how a refund
// ended. A refund is decided and written down in one transaction with its audit entry
// (record-refund.ts), then asked of the payment provider with the refund's id as idempotency
// key; it stays "pending" until the provider's callback settles it (apply-refund-outcome.ts).
// A provider that refuses at once fails the refund, which gives its units back. Once a refund
// succeeds the customer gets the refund mail, recorded among the order's mails.
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { CompanyInfo } from "../../config.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { ShopMailer } from "../../mail/shop-mailer.ts";
import { sendOrderMail } from "../../orders/order-mail-log.ts";
import { findOrder, type OrderView } from "../../orders/order-view.ts";
import type { PaymentProvider } from "../../payments/payment-provider.ts";
import type { RefundEvent } from "../../payments/refund-event.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { applyRefundOutcome, type RefundOutcomeResult } from "./apply-refund-outcome.ts";
import { cancelPaidOrder, type CancelPaidOutcome } from "./cancel-paid.ts";
import { recordRefund, takeOrder } from "./record-refund.ts";
import { RefundRefused, unlessRefused } from "./refused.ts";
import type { RefundGuard, UnconfirmedRefund } from "./refund-guard.ts";
import type { ConfirmedRefund } from "../../../domain/refunds/refund-confirmation.ts";
import { refundMail } from "./refund-mail.ts";
import {
  planRefund,
  type RefundRefusal,
  type RefundWish,
} from "../../../domain/refunds/refund-parts.ts";
import {
  readOrderForRefund,
  readRefunds,
  type OrderForRefund,
  type RefundView,
} from "./refundable-order.ts";

export type RefundResult =
  | { ok: true; refund: RefundView }
  | { ok: false; reason: "unknown_order" | "not_paid" }
  | { ok: false; reason: "refused"; refusals: RefundRefusal[] }
  /** Over the limit and not confirmed for exactly this: nothing written down. */
  | UnconfirmedRefund
  /** Written down, then refused by the provider: the refund is failed, nothing went back. */
  | { ok: false; reason: "provider"; refund: RefundView; message: string };

/** How asking the provider ends: accepted, or refused at once (the refund failed). */
export type StartResult = Extract<RefundResult, { ok: true } | { reason: "provider" }>;

export type CancelPaidResult =
  | { ok: true; refund: RefundView | undefined }
  | { ok: false; reason: "unknown_order" | "not_paid" | "not_cancellable" | "conflict" }
  /** Its refund is over the limit and not confirmed: the order is not cancelled. */
  | UnconfirmedRefund
  /** The order is cancelled, but the provider refused its refund: try a full refund again. */
  | { ok: false; reason: "provider"; refund: RefundView; message: string };

export interface Refunds {
  /** The order with its lines, what is refunded of them and every refund so far. */
  ofOrder(orderId: string): Promise<OrderForRefund | undefined>;
  /** The id of the order with this number (the admin's pages address orders by number). */
  orderIdOf(number: string): Promise<string | undefined>;
  /**
   * Refunds everything left, or some units of some lines (and the fees), of a paid order; over
   * the limit only with `confirmed` saying this order and amount (refund-guard.ts).
   */
  refund(
    actor: Actor,
    orderId: string,
    wish: RefundWish,
    confirmed?: ConfirmedRefund,
  ): Promise<RefundResult>;
  /** Cancels a paid, unshipped order: stock back and a full refund started. */
  cancelPaid(
    actor: Actor,
    orderId: string,
    expectedVersion: number,
    confirmed?: ConfirmedRefund,
  ): Promise<CancelPaidResult>;
  /** The check a refund written down by this request passes, for the desks that refund. */
  guard(confirmed: ConfirmedRefund | undefined): RefundGuard;
  /**
   * Asks the provider again for a pending refund it never acknowledged (the shop stopped
   * between writing it down and asking); the same idempotency key, so nothing goes back twice.
   */
  retry(actor: Actor, refundId: string): Promise<RefundResult>;
  /** A verified callback about a refund (/payment/callback). */
  applyOutcome(event: RefundEvent, origin: string): Promise<RefundOutcomeResult>;
  /**
   * Asks the provider for a refund already written down (a withdrawal's, withdrawals.ts);
   * answers the refund as it stands afterwards.
   */
  start(
    actor: Actor,
    refund: RefundView,
    order: { id: string; number: string },
  ): Promise<StartResult>;
}

export interface RefundsOptions {
  audit: AuditLog;
  provider: PaymentProvider;
  mailer: ShopMailer;
  company: CompanyInfo;
  clock?: () => Date;
  log?: (line: string) => void;
  /** Told after a cancel put stock back, so this instance's catalogue cache reloads at once. */
  stockChanged?: () => void;
  /** Öre; a refund above it needs the staff member's confirmation. None when undefined. */
  confirmOver?: number | undefined;
}

export function createRefunds(db: Kysely<ShopDatabase>, options: RefundsOptions): Refunds {
  const { audit, provider } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const guard = (confirmed: ConfirmedRefund | undefined): RefundGuard => ({
    over: options.confirmOver,
    confirmed,
  });

  /** The refund as it is now in the database (the provider's callback may have settled it). */
  async function current(refund: RefundView, orderId: string): Promise<RefundView> {
    return (await readRefunds(db, orderId)).find((r) => r.id === refund.id) ?? refund;
  }

  async function start(
    actor: Actor,
    refund: RefundView,
    order: { id: string; number: string },
  ): Promise<StartResult> {
    const paid = await db
      .selectFrom("orders")
      .select("payment_ref")
      .where("id", "=", order.id)
      .executeTakeFirst();
    try {
      if (!paid?.payment_ref) throw new Error("the order has no payment to refund");
      const started = await provider.refund({
        refundId: refund.id,
        orderId: order.id,
        orderNumber: order.number,
        paymentReference: paid.payment_ref,
        amount: refund.amount,
      });
      await db
        .updateTable("refunds")
        .set((eb) => ({ provider_ref: eb.fn.coalesce("provider_ref", eb.val(started.reference)) }))
        .where("id", "=", refund.id)
        .execute();
      return { ok: true, refund: await current(refund, order.id) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`[refunds] the provider refused refund ${refund.id} of ${order.number}: ${message}`);
      const now = clock();
      await atomically(db, async (trx) => {
        const failed = await trx
          .updateTable("refunds")
          .set({ status: "failed", completed_at: now.toISOString() })
          .where("id", "=", refund.id)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (failed.numUpdatedRows !== 1n) return;
        await audit.record(
          trx,
          actor,
          {
            action: "refund.refused",
            subjectType: "order",
            subjectId: order.id,
            before: { refundId: refund.id, status: "pending" },
            after: {
              refundId: refund.id,
              status: "failed",
              providerMessage: message.slice(0, 300),
            },
          },
          now,
        );
      });
      return { ok: false, reason: "provider", refund: await current(refund, order.id), message };
    }
  }

  async function mailRefund(refundId: string, orderId: string, origin: string) {
    const [found, refunds] = await Promise.all([findOrder(db, orderId), readRefunds(db, orderId)]);
    // Just settled in this database, so the refund and its order are found.
    const order = found as OrderView;
    const refund = refunds.find((r) => r.id === refundId) as RefundView;
    await sendOrderMail(
      db,
      { mailer: options.mailer, log, logTag: "[refunds]", now: clock },
      order,
      "refund",
      refundMail(order, refund, options.company, origin),
    );
  }

  return {
    ofOrder: (orderId) => readOrderForRefund(db, orderId),

    async orderIdOf(number) {
      const row = await db
        .selectFrom("orders")
        .select("id")
        .where("number", "=", number)
        .executeTakeFirst();
      return row?.id;
    },

    async refund(actor, orderId, wish, confirmed) {
      const decided = await unlessRefused(() =>
        atomically(db, async (trx) => {
          await takeOrder(trx, orderId);
          const order = await readOrderForRefund(trx, orderId);
          if (!order) throw new RefundRefused<RefundResult>({ ok: false, reason: "unknown_order" });
          if (order.paymentRef === undefined) {
            throw new RefundRefused<RefundResult>({ ok: false, reason: "not_paid" });
          }
          const plan = planRefund(order.refundable, wish);
          if (!plan.ok) {
            throw new RefundRefused<RefundResult>({
              ok: false,
              reason: "refused",
              refusals: plan.refusals,
            });
          }
          const refund = await recordRefund(
            trx,
            {
              orderId,
              orderNumber: order.number,
              parts: plan.parts,
              amount: plan.amount,
              moms: plan.moms,
              reason: wish.kind === "full" ? "order" : "lines",
            },
            { actor, audit, at: clock(), guard: guard(confirmed) },
          );
          return { ok: true, refund, number: order.number } as const;
        }),
      );
      if (!decided.ok) return decided;
      return start(actor, decided.refund, { id: orderId, number: decided.number });
    },

    async cancelPaid(actor, orderId, expectedVersion, confirmed) {
      // A refused cancel has written nothing (cancelPaidOrder refuses before it writes, and an
      // unconfirmed refund undoes the cancel with it).
      const outcome = await unlessRefused<CancelPaidOutcome | UnconfirmedRefund>(() =>
        atomically(db, (trx) =>
          cancelPaidOrder(trx, {
            orderId,
            expectedVersion,
            actor,
            audit,
            now: clock(),
            guard: guard(confirmed),
          }),
        ),
      );
      if (outcome.ok) options.stockChanged?.();
      if (!outcome.ok || !outcome.refund) return outcome;
      return start(actor, outcome.refund, { id: orderId, number: outcome.number });
    },

    async retry(actor, refundId) {
      const row = await db
        .selectFrom("refunds")
        .innerJoin("orders", "orders.id", "refunds.order_id")
        .select(["refunds.order_id", "orders.number"])
        .where("refunds.id", "=", refundId)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "unknown_order" };
      const refund = (await readRefunds(db, row.order_id)).find(
        (r) => r.id === refundId && r.status === "pending",
      );
      if (!refund) {
        return { ok: false, reason: "refused", refusals: [{ reason: "nothing" }] };
      }
      await audit.record(
        db,
        actor,
        {
          action: "refund.retry",
          subjectType: "order",
          subjectId: row.order_id,
          after: { number: row.number, refundId, amount: refund.amount },
        },
        clock(),
      );
      return start(actor, refund, { id: row.order_id, number: row.number });
    },

    async applyOutcome(event, origin) {
      const applied = await applyRefundOutcome(db, event, {
        audit,
        providerName: provider.name,
        now: clock(),
      });
      if (applied.result === "succeeded") await mailRefund(event.refundId, applied.orderId, origin);
      return applied.result;
    },

    start,
    guard,
  };
}
