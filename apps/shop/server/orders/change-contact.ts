// The buyer changing an order's e-mail address or delivery address (docs/decisions/0071), in one
// transaction with its audit entry. Only the signed-in buyer whose order it is may; the e-mail
// until the order is delivered, the address until it is packed (domain/orders/contact-change.ts).
// A paid order changes only with a confirmation redeemed for exactly this order and this new
// address: the caller passes the action it redeemed, and it is compared here with the one this
// change makes, so a token for another order or another address changes nothing. The update is
// conditional on the status read: an order paid or packed meanwhile is answered "conflict".
import { atomically, sql, type Kysely } from "@kretsbutiken/database";
import type { Address } from "../../domain/checkout/address.ts";
import { sameAction, type RiskyAction } from "../../domain/confirmations/risky-action.ts";
import {
  canChangeContact,
  contactChangeAction,
  contactChangeNeedsConfirming,
  type ContactChange,
} from "../../domain/orders/contact-change.ts";
import type { Actor, AuditLog } from "../admin/audit/audit-log.ts";
import type { ShopDatabase } from "../database/schema.ts";

export interface ContactChangeRequest {
  orderId: string;
  /** The signed-in buyer; the order must have been placed in their account. */
  buyer: Actor;
  change: ContactChange;
  /** The action a confirmation token was redeemed for, and how the buyer confirmed it. */
  confirmed?: { action: RiskyAction; method: string } | undefined;
}

export type ContactChangeResult =
  | {
      ok: true;
      number: string;
      /** False when the order already had this address: nothing was written or mailed. */
      changed: boolean;
      /** The e-mail address the order had before, for the notice to it. */
      previousEmail: string;
    }
  /** No such order in this buyer's account. */
  | { ok: false; reason: "unknown_order" }
  /** Too late for this change (packed, shipped, delivered, ended). */
  | { ok: false; reason: "closed" }
  /** Paid: needs a confirmation of exactly this change. */
  | { ok: false; reason: "unconfirmed"; number: string }
  /** The order moved on between the read and the write: nothing was changed. */
  | { ok: false; reason: "conflict" };

const sameAddress = (a: Address, b: Address) =>
  a.name === b.name && a.street === b.street && a.postcode === b.postcode && a.city === b.city;

export async function changeOrderContact(
  db: Kysely<ShopDatabase>,
  audit: AuditLog,
  { orderId, buyer, change, confirmed }: ContactChangeRequest,
  now: Date,
): Promise<ContactChangeResult> {
  return atomically(db, async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "number", "status", "version", "user_id", "email", "shipping"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (!order || order.user_id === null || order.user_id !== buyer.userId) {
      return { ok: false, reason: "unknown_order" } as const;
    }
    const { number, status } = order;
    if (!canChangeContact(status, change.kind)) return { ok: false, reason: "closed" } as const;
    const action = contactChangeAction(number, change);
    if (
      contactChangeNeedsConfirming(status) &&
      (confirmed === undefined || !sameAction(confirmed.action, action))
    ) {
      return { ok: false, reason: "unconfirmed", number } as const;
    }
    const shipping = JSON.parse(order.shipping) as Address;
    const unchanged =
      change.kind === "email"
        ? change.email === order.email
        : sameAddress(change.address, shipping);
    if (unchanged) return { ok: true, number, changed: false, previousEmail: order.email } as const;
    const written = await trx
      .updateTable("orders")
      .set({
        ...(change.kind === "email"
          ? { email: change.email }
          : { shipping: JSON.stringify(change.address) }),
        version: sql<number>`version + 1`,
      })
      .where("id", "=", order.id)
      .where("status", "=", status)
      .executeTakeFirst();
    if (written.numUpdatedRows !== 1n) return { ok: false, reason: "conflict" } as const;
    await audit.record(
      trx,
      buyer,
      {
        action: action.action,
        subjectType: "order",
        subjectId: order.id,
        before: change.kind === "email" ? { number, email: order.email } : { number, shipping },
        after: {
          number,
          ...(change.kind === "email" ? { email: change.email } : { shipping: change.address }),
          ...(confirmed && { confirmedWith: confirmed.method }),
        },
      },
      now,
    );
    return { ok: true, number, changed: true, previousEmail: order.email } as const;
  });
}
