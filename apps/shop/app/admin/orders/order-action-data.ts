// What an order page's form post answers (app/admin/orders/order-actions.server.ts): which
// action it was (`intent`), and either what was done or why nothing was. Every section of the
// page reads it to show its own message beside its own form.
import type {
  OrderChangeRefusal,
  ShipmentErrors,
} from "../../../server/admin/orders/admin-orders.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { RefundActionData } from "../refunds/refund-action-data.ts";

export const FULFILMENT_INTENTS = ["pack", "ship", "deliver", "cancel"] as const;

export type FulfilmentIntent = (typeof FULFILMENT_INTENTS)[number];

export type OrderActionData =
  | { ok: true; intent: FulfilmentIntent; mailed?: boolean }
  /** Refused as a whole: a stale page ("conflict"), a step the status does not allow, … */
  | { ok: false; intent: string; refusal: OrderChangeRefusal | "intent" }
  /** The shipping form's fields, refused beside each field, as typed. */
  | {
      ok: false;
      intent: "ship";
      refusal: "fields";
      errors: ShipmentErrors;
      values: { carrier: string; trackingNumber: string };
    }
  /** The body could not be read (too large, wrong type): the shop's own message. */
  | { ok: false; intent: string; problem: MessageKey }
  /** The refunds section's forms (app/admin/refunds/refund-intents.server.ts). */
  | RefundActionData;
