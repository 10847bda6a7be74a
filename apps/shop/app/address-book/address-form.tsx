// The form that adds an address or changes one: a plain post (it works without JavaScript),
// checked on the server. A refused post comes back with everything typed, a message beside each
// field and a summary above; the postcode is written "123 45" as the field is left.
import { Form, Link, useNavigation } from "react-router";
import type { SavedAddress } from "../../domain/address-book/saved-address.ts";
import { formatPostcode } from "../../domain/checkout/postcode.ts";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import type { MessageKey } from "../i18n/messages.ts";
import { ADDRESS_BOOK_PATH } from "./address-book-path.ts";
import type { AddressBookRefusal } from "./address-book-state.ts";
import type { AddressField } from "./address-form-schema.ts";
import { useAddressSay } from "./use-address-say.ts";

const ID = "address";

export function AddressForm({
  editing,
  refusal,
}: {
  /** The address being changed; undefined: a new one. */
  editing: SavedAddress | undefined;
  /** The last post of this form, when it changed nothing. */
  refusal: AddressBookRefusal | undefined;
}) {
  const say = useAddressSay();
  const submitting = useNavigation().state === "submitting";
  const values: Record<string, string> = refusal?.values ?? {
    label: editing?.label ?? "",
    name: editing?.name ?? "",
    street: editing?.street ?? "",
    postcode: editing?.postcode ?? "",
    city: editing?.city ?? "",
  };
  const errors = refusal?.errors ?? {};
  const field = (
    name: AddressField,
    label: MessageKey | "addressBook.label",
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => {
    const error = errors[name];
    return (
      <FormField
        idPrefix={ID}
        name={name}
        label={{ text: say(label) }}
        error={error && { text: say(error) }}
        defaultValue={values[name]}
        {...extra}
      />
    );
  };
  return (
    <section id="address-form" aria-labelledby="address-form-title" className="max-w-2xl">
      <h2 id="address-form-title" className="text-lg font-semibold">
        {say(editing ? "addressBook.editTitle" : "addressBook.addTitle")}
      </h2>
      <Form method="post" action={ADDRESS_BOOK_PATH} noValidate className="mt-4 space-y-4">
        {refusal?.problem && (
          <div
            role="alert"
            className="rounded-card border border-danger p-4 font-semibold text-danger"
            data-testid="address-form-problem"
          >
            {say(refusal.problem, { count: refusal.count ?? 0, minutes: 60 })}
          </div>
        )}
        <input type="hidden" name="intent" value={editing ? "update" : "add"} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        {field("label", "addressBook.label", { hint: { text: say("addressBook.labelHint") } })}
        {field("name", "checkout.name", { autoComplete: "name", required: true })}
        {field("street", "checkout.street", { autoComplete: "street-address", required: true })}
        <div className="grid gap-4 sm:grid-cols-3">
          {field("postcode", "checkout.postcode", {
            autoComplete: "postal-code",
            inputMode: "numeric",
            required: true,
            formatOnBlur: formatPostcode,
          })}
          <div className="sm:col-span-2">
            {field("city", "checkout.city", { autoComplete: "address-level2", required: true })}
          </div>
        </div>
        {!editing?.isDefault && (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="makeDefault"
              defaultChecked={values.makeDefault === "on"}
            />
            {say("addressBook.makeDefaultField")}
          </label>
        )}
        <p className="flex flex-wrap gap-3">
          <button type="submit" disabled={submitting} className={buttonClass("primary")}>
            {submitting
              ? say("addressBook.saving")
              : say(editing ? "addressBook.saveChanges" : "addressBook.save")}
          </button>
          {editing && (
            <Link to={ADDRESS_BOOK_PATH} className={buttonClass("secondary")}>
              {say("addressBook.cancel")}
            </Link>
          )}
        </p>
      </Form>
    </section>
  );
}
