// The checkout form: contact, a Swedish address, an optional separate delivery address,
// delivery, payment, the summary and the terms, ending in "Slutför köp". It works as a plain
// form post; with JavaScript the totals follow the choices at once and the shared schema checks
// the fields before sending. Errors sit beside their fields and in a summary that links to them.
import { useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  DELIVERY_OPTIONS,
  TERMS_PATH,
  type DeliveryOptionId,
} from "../../domain/catalogue/delivery.ts";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";
import { encodeCartLine } from "../shopper-lists/cart-cookie-write.ts";
import { parseCheckoutForm, type CheckoutFieldErrors } from "./checkout-form-schema.ts";
import {
  ATTEMPT_FIELD,
  INTENT_FIELD,
  LINE_FIELD,
  NEW_ADDRESS,
  SAVE_ADDRESS_FIELD,
  SAVED_ADDRESS_SHOWN_FIELD,
  SEEN_TOTAL_FIELD,
  type CheckoutState,
} from "./checkout-state.ts";
import { SavedAddressChoice } from "./saved-address-choice.tsx";
import { addressFieldsOf } from "./saved-address-fields.ts";
import { savedAddressMessages } from "../address-book/saved-address-messages.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { DeliveryChoice } from "./delivery-choice.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentChoice } from "./payment-choice.tsx";
import {
  DEFAULT_PAYMENT_METHOD,
  isPaymentMethodId,
  type PaymentMethodId,
} from "../../domain/checkout/payment-methods.ts";
import { checkoutTotals } from "./price-cart.ts";
import { formatPostcode } from "../../domain/checkout/postcode.ts";

const isDeliveryOptionId = (value: string | undefined): value is DeliveryOptionId =>
  DELIVERY_OPTIONS.some((option) => option.id === value);

const ID = "checkout";

export function CheckoutForm({ state }: { state: CheckoutState }) {
  const t = useT();
  const hydrated = useHydrated();
  const submitting = useNavigation().state !== "idle";
  const { values } = state;
  const [delivery, setDelivery] = useState<DeliveryOptionId>(
    isDeliveryOptionId(values.delivery) ? values.delivery : DELIVERY_OPTIONS[0]!.id,
  );
  const [payment, setPayment] = useState<PaymentMethodId>(
    values.payment && isPaymentMethodId(values.payment) ? values.payment : DEFAULT_PAYMENT_METHOD,
  );
  const [separate, setSeparate] = useState(values.separateDelivery === "on");
  const [postcode, setPostcode] = useState(values.postcode ?? "");
  const [city, setCity] = useState(values.city ?? "");
  const [deliveryPostcode, setDeliveryPostcode] = useState(values.deliveryPostcode ?? "");
  const [deliveryCity, setDeliveryCity] = useState(values.deliveryCity ?? "");
  const saved = state.savedAddresses;
  const [chosenSaved, setChosenSaved] = useState(
    values.savedAddress ?? (saved.length > 0 ? saved[0]!.id : NEW_ADDRESS),
  );
  const [shownSaved, setShownSaved] = useState(values[SAVED_ADDRESS_SHOWN_FIELD] ?? "");
  const say = usePageT(savedAddressMessages);
  const [clientErrors, setClientErrors] = useState<CheckoutFieldErrors | undefined>();
  const summaryRef = useRef<HTMLDivElement>(null);

  const errors: CheckoutFieldErrors = clientErrors ?? state.errors;
  const totals = checkoutTotals(state.lines, delivery, payment, state.freeShippingFrom);
  const errorList = Object.entries(errors);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "update") return;
    const parsed = parseCheckoutForm(new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  /**
   * A saved address chosen: its fields filled in. "Ny adress" empties them, unless the shopper
   * has already typed over the address shown (nothing typed is thrown away).
   */
  function chooseSaved(id: string, form: HTMLFormElement | null) {
    setChosenSaved(id);
    if (!form) return;
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    const fill = (fields: Record<"name" | "street" | "postcode" | "city", string>) => {
      for (const [name, value] of Object.entries(fields)) {
        const element = input(name);
        if (element) element.value = value;
      }
      setPostcode(fields.postcode);
      setCity(fields.city);
    };
    const address = saved.find((a) => a.id === id);
    if (address) {
      fill(addressFieldsOf(address));
      setShownSaved(address.id);
      return;
    }
    const showing = saved.find((a) => a.id === shownSaved);
    const untouched =
      showing !== undefined &&
      Object.entries(addressFieldsOf(showing)).every(
        ([name, value]) => input(name)?.value === value,
      );
    if (untouched) fill({ name: "", street: "", postcode: "", city: "" });
    setShownSaved("");
  }

  const field = (
    name: string,
    label: MessageKey,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      idPrefix={ID}
      name={name}
      label={label}
      error={errors[name as keyof CheckoutFieldErrors]}
      defaultValue={values[name]}
      {...extra}
    />
  );

  return (
    <Form
      method="post"
      noValidate
      onSubmit={checkBeforeSending}
      className="grid gap-8 lg:grid-cols-5"
    >
      {state.lines.map((line) => (
        <input
          key={encodeCartLine(line.item)}
          type="hidden"
          name={LINE_FIELD}
          value={encodeCartLine(line.item)}
        />
      ))}
      <input type="hidden" name={ATTEMPT_FIELD} value={state.attempt} />
      <input type="hidden" name={SEEN_TOTAL_FIELD} value={totals.total} />
      {saved.length > 0 && (
        <input type="hidden" name={SAVED_ADDRESS_SHOWN_FIELD} value={shownSaved} />
      )}

      <div className="space-y-8 lg:col-span-3">
        {errorList.length > 0 && (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className="rounded-card border border-danger p-4 text-danger"
          >
            <p className="font-semibold">{t("checkout.error.summary")}</p>
            <ul className="mt-2 list-disc ps-5">
              {errorList.map(([name, key]) => (
                <li key={name}>
                  <a href={`#${ID}-${name}`} className="underline">
                    {t(key)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold">{t("checkout.contact")}</legend>
          {field("email", "checkout.email", {
            type: "email",
            autoComplete: "email",
            required: true,
          })}
          {field("phone", "checkout.phone", {
            type: "tel",
            autoComplete: "tel",
            hint: "checkout.phoneHint",
            required: true,
          })}
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold">{t("checkout.address")}</legend>
          {saved.length > 0 && (
            <SavedAddressChoice addresses={saved} chosen={chosenSaved} onChoose={chooseSaved} />
          )}
          {field("name", "checkout.name", { autoComplete: "name", required: true })}
          {field("street", "checkout.street", { autoComplete: "street-address", required: true })}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("postcode", "checkout.postcode", {
              autoComplete: "postal-code",
              inputMode: "numeric",
              required: true,
              onChange: setPostcode,
              formatOnBlur: formatPostcode,
            })}
            <div className="sm:col-span-2">
              {field("city", "checkout.city", {
                autoComplete: "address-level2",
                required: true,
                onChange: setCity,
              })}
            </div>
          </div>
          {state.signedIn && (!hydrated || saved.length === 0 || chosenSaved === NEW_ADDRESS) && (
            <div>
              <label className="flex items-center gap-2">
                <input
                  id={`${ID}-${SAVE_ADDRESS_FIELD}`}
                  type="checkbox"
                  name={SAVE_ADDRESS_FIELD}
                  defaultChecked={values[SAVE_ADDRESS_FIELD] === "on"}
                  aria-invalid={errors.saveAddress ? true : undefined}
                  aria-describedby={errors.saveAddress ? `${ID}-saveAddress-error` : undefined}
                />
                {say("savedAddress.save")}
              </label>
              {errors.saveAddress && (
                <p
                  id={`${ID}-saveAddress-error`}
                  className="mt-1 text-sm font-semibold text-danger"
                >
                  {t(errors.saveAddress)}
                </p>
              )}
            </div>
          )}
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="separateDelivery"
              defaultChecked={separate}
              onChange={(event) => setSeparate(event.target.checked)}
            />
            {t("checkout.separateDelivery")}
          </label>
        </fieldset>

        {(!hydrated || separate) && (
          <fieldset className="space-y-4">
            <legend className="mb-1 text-lg font-bold">{t("checkout.deliveryAddress")}</legend>
            <p className="text-sm text-ink-muted">{t("checkout.deliveryAddressHint")}</p>
            {field("deliveryName", "checkout.deliveryName", { autoComplete: "shipping name" })}
            {field("deliveryStreet", "checkout.deliveryStreet", {
              autoComplete: "shipping street-address",
            })}
            <div className="grid gap-4 sm:grid-cols-3">
              {field("deliveryPostcode", "checkout.deliveryPostcode", {
                autoComplete: "shipping postal-code",
                inputMode: "numeric",
                onChange: setDeliveryPostcode,
                formatOnBlur: formatPostcode,
              })}
              <div className="sm:col-span-2">
                {field("deliveryCity", "checkout.deliveryCity", {
                  autoComplete: "shipping address-level2",
                  onChange: setDeliveryCity,
                })}
              </div>
            </div>
          </fieldset>
        )}

        <DeliveryChoice
          chosen={delivery}
          onChoose={setDelivery}
          goods={totals.goods}
          freeShippingFrom={state.freeShippingFrom}
          postcode={separate ? deliveryPostcode : postcode}
          city={separate ? deliveryCity : city}
          pickupPoint={values.pickupPoint ?? ""}
          pickupError={errors.pickupPoint}
          hydrated={hydrated}
        />
        <PaymentChoice chosen={payment} onChoose={setPayment} />
      </div>

      <div className="space-y-4 lg:col-span-2">
        <OrderSummary lines={state.lines} totals={totals} />
        {!hydrated && (
          <button
            type="submit"
            name={INTENT_FIELD}
            value="update"
            className={buttonClass("secondary", "w-full")}
          >
            {t("checkout.update")}
          </button>
        )}
        <div>
          <label className="flex items-start gap-2">
            <input
              id={`${ID}-terms`}
              type="checkbox"
              name="terms"
              defaultChecked={values.terms === "on"}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${ID}-terms-error` : undefined}
              className="mt-1"
            />
            <span>
              {t("checkout.terms")}{" "}
              <Link to={TERMS_PATH} target="_blank" className="underline">
                {t("checkout.termsLink")}
              </Link>
              .
            </span>
          </label>
          {errors.terms && (
            <p id={`${ID}-terms-error`} className="mt-1 text-sm font-semibold text-danger">
              {t(errors.terms)}
            </p>
          )}
          <p className="mt-2 text-sm text-ink-muted">{t("checkout.withdrawalNote")}</p>
        </div>
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass("primary", "w-full flex-col py-3")}
        >
          <span className="text-lg font-bold">
            {submitting ? t("checkout.submitting") : t("checkout.submit")}
          </span>
          <span className="block text-sm font-normal">{t("checkout.submitObligation")}</span>
        </button>
      </div>
    </Form>
  );
}
