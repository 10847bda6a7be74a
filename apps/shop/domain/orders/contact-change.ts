// The buyer changing where an order's mails and parcel go (docs/decisions/0071): the order's
// e-mail address while the order is still on its way, its delivery address until it is packed.
// Once the order is paid, either change sends the goods or the order's mails somewhere else, so
// the buyer confirms it with a passkey or a mailed code (docs/decisions/0070), bound to the
// order's number and exactly the new address.
import type { Address } from "../checkout/address.ts";
import { RISKY_ACTIONS, type RiskyAction } from "../confirmations/risky-action.ts";
import { isPaid, type OrderStatus } from "../order-status.ts";

export type ContactChange =
  { kind: "email"; email: string } | { kind: "address"; address: Address };

export type ContactChangeKind = ContactChange["kind"];

export const CONTACT_CHANGE_KINDS: readonly ContactChangeKind[] = ["email", "address"];

/**
 * Until when each may change: the order's mails go out until it is delivered; the address is on
 * the parcel's label once it is packed.
 */
const CHANGEABLE: Record<ContactChangeKind, readonly OrderStatus[]> = {
  email: ["reserved", "paid", "packed", "shipped"],
  address: ["reserved", "paid"],
};

export function isContactChangeKind(value: unknown): value is ContactChangeKind {
  return value === "email" || value === "address";
}

export function canChangeContact(status: string, kind: ContactChangeKind): boolean {
  return (CHANGEABLE[kind] as readonly string[]).includes(status);
}

/** A paid order's buyer confirms the change; before payment nothing has been bought yet. */
export function contactChangeNeedsConfirming(status: string): boolean {
  return isPaid(status);
}

/** The action the buyer confirms: the order's number and the new address, field by field. */
export function contactChangeAction(order: string, change: ContactChange): RiskyAction {
  if (change.kind === "email") {
    return {
      action: RISKY_ACTIONS.orderEmailChange,
      details: { order, email: change.email },
    };
  }
  const { name, street, postcode, city } = change.address;
  return {
    action: RISKY_ACTIONS.orderAddressChange,
    details: { order, name, street, postcode, city },
  };
}
