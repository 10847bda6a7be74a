// The saved addresses, the default first, each with its ways on: edit and delete are links (the
// form to change it, the question before deleting), "make default" is a form post. All of it
// works without JavaScript.
import { Form, Link } from "react-router";
import { addressLine, type SavedAddress } from "../../domain/address-book/saved-address.ts";
import { showPostcode } from "../../domain/checkout/postcode.ts";
import { buttonClass } from "../components/button-styles.ts";
import { AddressLines } from "./address-lines.tsx";
import { ADDRESS_BOOK_PATH } from "./address-book-path.ts";
import { useAddressSay } from "./use-address-say.ts";

export function AddressList({ addresses }: { addresses: readonly SavedAddress[] }) {
  const say = useAddressSay();
  if (addresses.length === 0) return <p>{say("addressBook.empty")}</p>;
  return (
    <ul className="divide-y divide-line" data-testid="address-book-list">
      {addresses.map((address) => {
        const about = say("addressBook.about", {
          address: addressLine({ ...address, postcode: showPostcode(address.postcode) }),
        });
        return (
          <li key={address.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
            <AddressLines address={address} />
            <span className="flex flex-wrap items-center gap-2">
              <Link
                to={`${ADDRESS_BOOK_PATH}?edit=${address.id}#address-form`}
                className={buttonClass("secondary")}
              >
                {say("addressBook.edit")}
                <span className="sr-only"> {about}</span>
              </Link>
              <Link
                to={`${ADDRESS_BOOK_PATH}?remove=${address.id}#address-remove`}
                className={buttonClass("secondary")}
              >
                {say("addressBook.remove")}
                <span className="sr-only"> {about}</span>
              </Link>
              {!address.isDefault && (
                <Form method="post" action={ADDRESS_BOOK_PATH}>
                  <input type="hidden" name="intent" value="default" />
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit" className={buttonClass("ghost", "underline")}>
                    {say("addressBook.makeDefault")}
                    <span className="sr-only"> {about}</span>
                  </button>
                </Form>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
