// A saved address as the shopper reads it: its label (or name) in bold, the address under it,
// the postcode written "123 45", and a mark on the default.
import type { SavedAddress } from "../../domain/address-book/saved-address.ts";
import { showPostcode } from "../../domain/checkout/postcode.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { savedAddressMessages } from "./saved-address-messages.ts";

export function AddressLines({ address }: { address: SavedAddress }) {
  const say = usePageT(savedAddressMessages);
  return (
    <span className="block">
      <span className="font-semibold text-ink">{address.label ?? address.name}</span>
      {address.isDefault && (
        <span className="ms-2 rounded-control border border-line px-2 py-0.5 text-xs font-semibold text-ink">
          {say("savedAddress.default")}
        </span>
      )}
      {address.label && <span className="block">{address.name}</span>}
      <span className="block">{address.street}</span>
      <span className="block">
        {showPostcode(address.postcode)} {address.city}
      </span>
    </span>
  );
}
