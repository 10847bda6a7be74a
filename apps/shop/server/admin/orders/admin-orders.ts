// The admin's orders (README "Admin"): the list, one order's page, and the fulfilment steps
// staff take on it: packed, shipped (with carrier and tracking number, which mails the customer
// the tracking link in the order's language), delivered (which starts the withdrawal period),
// and cancelling an order never paid. Every step names the version the staff member's page
// showed, so a save from a stale page is refused ("conflict") and nothing is overwritten; every
// step is in the audit log. Mail goes out after the step has committed; a mail that fails is
// logged and reported, never undoing the step.
import type { Dialect, Kysely } from "@kretsbutiken/database";
import type { FulfilmentStep } from "../../../domain/order-status.ts";
import type { OrderFilters } from "../../../domain/admin/order-filters.ts";
import {
  checkTrackingNumber,
  type TrackingNumberError,
} from "../../../domain/orders/tracking-number.ts";
import { isCarrier } from "../../../domain/orders/carriers.ts";
import type { CompanyInfo } from "../../config.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { ShopMailer } from "../../mail/shop-mailer.ts";
import { advanceOrder } from "../../orders/advance-status.ts";
import { sendOrderMail } from "../../orders/order-mail-log.ts";
import { findOrder, type ShipmentView } from "../../orders/order-view.ts";
import { shippedMail } from "../../orders/shipped-mail.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { findAdminOrder, type AdminOrderView } from "./admin-order-view.ts";
import { cancelUnpaidOrder } from "./cancel-unpaid.ts";
import { listOrders, type OrderListPage } from "./order-list.ts";

export type OrderChangeRefusal = "unknown_order" | "conflict" | "not_allowed";

export type OrderChange = { ok: true } | { ok: false; reason: OrderChangeRefusal };

export interface ShipmentErrors {
  carrier?: "missing";
  trackingNumber?: TrackingNumberError;
}

export type ShipResult =
  /** `mailed` false: shipped, but the customer's mail could not be sent (logged). */
  | { ok: true; mailed: boolean }
  | { ok: false; reason: OrderChangeRefusal }
  | { ok: false; reason: "fields"; errors: ShipmentErrors };

/** What a step is told: who, which order, and the version their page showed. */
export interface OrderStep {
  actor: Actor;
  number: string;
  version: number;
}

export interface AdminOrders {
  list(filters: OrderFilters, page: { page: number; pageSize: number }): Promise<OrderListPage>;
  find(number: string): Promise<AdminOrderView | undefined>;
  markPacked(step: OrderStep): Promise<OrderChange>;
  /** `origin`: the shop's address, for the links in the customer's mail. */
  markShipped(
    step: OrderStep,
    shipment: { carrier: unknown; trackingNumber: unknown },
    origin: string,
  ): Promise<ShipResult>;
  markDelivered(step: OrderStep): Promise<OrderChange>;
  /** A reserved (unpaid) order only; its stock goes back. */
  cancelUnpaid(step: OrderStep): Promise<OrderChange>;
}

export interface AdminOrdersOptions {
  dialect: Dialect;
  audit: AuditLog;
  mailer: ShopMailer;
  company: CompanyInfo;
  /** Stock changed (a cancel released it): this instance's catalogue cache reloads. */
  stockChanged: () => void;
  clock?: { now(): Date };
  log?: (line: string) => void;
}

const normalNumber = (number: string) => number.trim().toUpperCase();

function refusal(
  result: { ok: true } | { ok: false; reason: "unknown_order" | "conflict" | "not_allowed" },
): OrderChange {
  return result.ok ? { ok: true } : { ok: false, reason: result.reason };
}

export function createAdminOrders(
  db: Kysely<ShopDatabase>,
  options: AdminOrdersOptions,
): AdminOrders {
  const clock = options.clock ?? { now: () => new Date() };
  const log = options.log ?? ((line: string) => console.error(line));

  const advance = async (
    step: OrderStep,
    to: Exclude<FulfilmentStep, "paid">,
    shipment?: ShipmentView,
  ) =>
    refusal(
      await advanceOrder(db, normalNumber(step.number), to, clock.now(), {
        expectedVersion: step.version,
        shipment,
        audit: { log: options.audit, actor: step.actor },
      }),
    );

  return {
    list: (filters, page) => listOrders(db, options.dialect, filters, page),
    find: (number) => findAdminOrder(db, normalNumber(number), clock.now()),
    markPacked: (step) => advance(step, "packed"),
    markDelivered: (step) => advance(step, "delivered"),

    async markShipped(step, given, origin) {
      const errors: ShipmentErrors = {};
      if (!isCarrier(given.carrier)) errors.carrier = "missing";
      const tracking = checkTrackingNumber(given.trackingNumber);
      if (!tracking.ok) errors.trackingNumber = tracking.error;
      if (!isCarrier(given.carrier) || !tracking.ok) return { ok: false, reason: "fields", errors };
      const shipment = { carrier: given.carrier, trackingNumber: tracking.trackingNumber };
      const result = await advance(step, "shipped", shipment);
      if (!result.ok) return result;

      const row = await db
        .selectFrom("orders")
        .select("id")
        .where("number", "=", normalNumber(step.number))
        .executeTakeFirstOrThrow();
      const order = await findOrder(db, row.id);
      if (!order) return { ok: true, mailed: false };
      const mailed = await sendOrderMail(
        db,
        { mailer: options.mailer, log, logTag: "[admin orders]", now: () => clock.now() },
        order,
        "shipped",
        shippedMail(order, shipment, options.company, origin),
      );
      return { ok: true, mailed };
    },

    async cancelUnpaid(step) {
      const result = await cancelUnpaidOrder(db, {
        number: normalNumber(step.number),
        expectedVersion: step.version,
        actor: step.actor,
        audit: options.audit,
        now: clock.now(),
      });
      if (result.ok) options.stockChanged();
      return result;
    },
  };
}
