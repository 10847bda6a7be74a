// A signed-in shopper's saved address (the address book): checkout's address with a name the
// shopper gives it ("Hemma", "Jobbet") and whether it is the one checkout starts from. Pure
// rules, used by the store (server/address-book/) and the pages (app/address-book/).
import type { Address } from "../checkout/address.ts";

/** Addresses one shopper may keep: plenty for home, work, family and a summer house. */
export const MAX_SAVED_ADDRESSES = 20;

/** Characters a label may have: a word or two, not a letter. */
export const MAX_LABEL_LENGTH = 40;

export interface SavedAddress extends Address {
  id: string;
  /** The shopper's name for it, or undefined when they gave none. */
  label: string | undefined;
  /** Exactly one of a shopper's addresses is the default while they have any. */
  isDefault: boolean;
}

/** What the shopper fills in for an address: checkout's fields and the optional label. */
export interface AddressInput extends Address {
  label: string | undefined;
}

/** The default first, then the rest in the order given (the store gives them oldest first). */
export function defaultFirst<T extends { isDefault: boolean }>(addresses: readonly T[]): T[] {
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
}

/** The address as one line: "Hemma: Anna Svensson, Storgatan 1, 111 22 Stockholm". */
export function addressLine(address: Address & { label?: string | undefined }): string {
  const line = `${address.name}, ${address.street}, ${address.postcode} ${address.city}`;
  return address.label ? `${address.label}: ${line}` : line;
}
