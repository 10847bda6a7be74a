// Checkout's choice among a signed-in shopper's saved addresses (the default chosen from the
// start) and "Ny adress". Choosing one fills the address fields at once; without JavaScript the
// server fills them from the choice when the form is sent (checkout.server.ts).
import type { SavedAddress } from "../../domain/address-book/saved-address.ts";
import { AddressLines } from "../address-book/address-lines.tsx";
import { savedAddressMessages } from "../address-book/saved-address-messages.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { NEW_ADDRESS, SAVED_ADDRESS_FIELD } from "./checkout-state.ts";

export function SavedAddressChoice({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  chosen: string;
  onChoose: (id: string, form: HTMLFormElement | null) => void;
}) {
  const say = usePageT(savedAddressMessages);
  const option = (id: string, label: React.ReactNode) => (
    <label key={id} className="flex items-start gap-2 rounded-control border border-line p-3">
      <input
        type="radio"
        name={SAVED_ADDRESS_FIELD}
        value={id}
        defaultChecked={chosen === id}
        onChange={(event) => onChoose(id, event.currentTarget.form)}
        className="mt-1"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-2" data-testid="checkout-saved-addresses">
      <legend className="mb-2 font-semibold">{say("savedAddress.choice")}</legend>
      {addresses.map((address) => option(address.id, <AddressLines address={address} />))}
      {option(NEW_ADDRESS, <span className="font-semibold">{say("savedAddress.new")}</span>)}
    </fieldset>
  );
}
