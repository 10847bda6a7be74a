// The question before an address is deleted: a page state of its own (?remove=<id>), so it
// works without JavaScript; "Avbryt" goes back to the list without posting anything.
import { Form, Link } from "react-router";
import { addressLine, type SavedAddress } from "../../domain/address-book/saved-address.ts";
import { showPostcode } from "../../domain/checkout/postcode.ts";
import { buttonClass } from "../components/button-styles.ts";
import { ADDRESS_BOOK_PATH } from "./address-book-path.ts";
import { useAddressSay } from "./use-address-say.ts";

export function AddressRemove({ address }: { address: SavedAddress }) {
  const say = useAddressSay();
  return (
    <section
      id="address-remove"
      aria-labelledby="address-remove-title"
      className="rounded-card border border-danger p-5"
    >
      <h2 id="address-remove-title" className="text-lg font-semibold">
        {say("addressBook.confirmTitle")}
      </h2>
      <p className="mt-2">
        {say("addressBook.confirmText", {
          address: addressLine({ ...address, postcode: showPostcode(address.postcode) }),
        })}
      </p>
      <Form method="post" action={ADDRESS_BOOK_PATH} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={address.id} />
        <button type="submit" className={buttonClass("primary")}>
          {say("addressBook.confirmYes")}
        </button>
        <Link to={ADDRESS_BOOK_PATH} className={buttonClass("secondary")}>
          {say("addressBook.cancel")}
        </Link>
      </Form>
    </section>
  );
}
