// What the checkout page renders from, whether it comes from the loader (a fresh checkout) or
// the action (a submission sent back with its errors or a notice): the priced lines, what went
// wrong with the cart, the fields as typed, and the checkout attempt's idempotency key.
import type { SavedAddress } from "../../domain/address-book/saved-address.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { CheckoutFieldErrors } from "./checkout-form-schema.ts";
import type { CartProblem, CheckoutLine } from "./price-cart.ts";

export interface CheckoutNotice {
  key: MessageKey;
  /** Öre, for notices that name an amount. */
  amount?: number;
  /** For notices that say how long to wait. */
  minutes?: number;
  /** The notice in words, written on the server: shown instead of `key`'s message. */
  text?: string;
}

export interface CheckoutState {
  lines: CheckoutLine[];
  problems: CartProblem[];
  /** One per checkout attempt: a double click or a resent form finds the same order. */
  attempt: string;
  values: Record<string, string>;
  errors: CheckoutFieldErrors;
  notice: CheckoutNotice | undefined;
  freeShippingFrom: number;
  signedInEmail: string | undefined;
  /** Whether a shopper is signed in: they may keep a new address in their address book. */
  signedIn: boolean;
  /** A signed-in shopper's address book, the default first; empty for a guest. */
  savedAddresses: SavedAddress[];
}

/** The form field that carries each cart line ("id*quantity*colour*size"). */
export const LINE_FIELD = "line";
/** The total the buyer saw when sending, in öre: a different total is shown again, not charged. */
export const SEEN_TOTAL_FIELD = "seenTotal";
export const ATTEMPT_FIELD = "attempt";
/** "update": show the total for the choices made, without placing the order (no JavaScript). */
export const INTENT_FIELD = "intent";
/** The saved address chosen (its id), or NEW_ADDRESS. */
export const SAVED_ADDRESS_FIELD = "savedAddress";
/** The saved address the fields were filled from: a different choice fills them on the server. */
export const SAVED_ADDRESS_SHOWN_FIELD = "savedAddressShown";
export const NEW_ADDRESS = "new";
/** "on": keep the address typed in the shopper's address book once the order is placed. */
export const SAVE_ADDRESS_FIELD = "saveAddress";
