// Between checkout's address fields and the address book: a saved address as the fields' values,
// and whether an address typed is one the shopper has saved already (so it is not kept twice).
import type { Address } from "../../domain/checkout/address.ts";
import { showPostcode } from "../../domain/checkout/postcode.ts";

/** The checkout fields (name, street, postcode, city) a saved address fills. */
export function addressFieldsOf(address: Address): Address {
  return {
    name: address.name,
    street: address.street,
    postcode: showPostcode(address.postcode),
    city: address.city,
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `address` is one of `saved`, whatever the case, spacing or way of writing the postcode. */
export function isSavedAlready(saved: readonly Address[], address: Address): boolean {
  return saved.some(
    (s) =>
      same(s.name, address.name) &&
      same(s.street, address.street) &&
      showPostcode(s.postcode) === showPostcode(address.postcode) &&
      same(s.city, address.city),
  );
}
