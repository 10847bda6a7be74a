// One alert form: "Bevaka" (a sold-out product's stock) or "Prisbevakning" (a chosen price). A
// plain post to /bevakning, so it works without JavaScript, and the same for every visitor,
// so the product page stays a shared, cached page (decision records 0051, 0052). A refused
// post comes back on /bevakning with the message beside its field and what was typed. For a
// signed-in shopper the e-mail field is filled in once the page has hydrated, from the same
// answer the header's account menu asks for. The refusals' words come from the page that shows
// them (`say`), so a product page carries the form's strings alone.
import { useEffect, useRef } from "react";
import type { AlertKind } from "../../domain/alerts/product-alerts.ts";
import { HoneypotField } from "../abuse/honeypot-field.tsx";
import { buttonClass } from "../components/button-styles.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useAccountDetails } from "../layout/header/use-account-details.ts";
import { useSignedIn } from "../root-data.ts";
import { alertFormMessages, type AlertFormMessageKey } from "./alert-form-messages.ts";
import type { AlertMessageKey } from "./alert-messages.ts";
import type { AlertRefusal } from "./alert-refusal.ts";
import { alertFormAction } from "./alert-paths.ts";

const inputClass =
  "w-full rounded-control border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger";

/** A refused post of the form, and how its page words a refusal (values filled in). */
export interface AlertRefused {
  refusal: AlertRefusal;
  say: (key: AlertMessageKey) => string;
}

export interface AlertProduct {
  id: number;
  /** Öre incl. moms, now. */
  price: number;
}

function Field({
  id,
  name,
  label,
  error,
  defaultValue,
  type,
  autoComplete,
  inputMode,
  inputRef,
}: {
  id: string;
  name: string;
  label: AlertFormMessageKey;
  /** The refusal beside the field, in words. */
  error: string | undefined;
  defaultValue: string | undefined;
  type: string;
  autoComplete?: string;
  inputMode?: "decimal" | "email";
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const t = usePageT(alertFormMessages);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t(label)}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function AlertForm({
  kind,
  product,
  refused,
}: {
  kind: AlertKind;
  product: AlertProduct;
  /** The last post of this form, when it asked for nothing. */
  refused?: AlertRefused | undefined;
}) {
  const t = usePageT(alertFormMessages);
  const who = useAccountDetails(useSignedIn());
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Only an address, only into an empty field: never over what the shopper typed.
    if (who?.includes("@") && email.current && email.current.value === "") {
      email.current.value = who;
    }
  }, [who]);
  const prefix = `alert-${kind}-${product.id}`;
  const mine = refused?.refusal.kind === kind ? refused.refusal : undefined;
  const said = (key: AlertMessageKey | undefined) => (key ? refused?.say(key) : undefined);
  const headingId = `${prefix}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line p-4"
      data-testid={`alert-${kind}`}
    >
      <h2 id={headingId} className="text-base font-bold">
        {t(kind === "stock" ? "alerts.stock.title" : "alerts.price.title")}
      </h2>
      <p className="mb-3 text-sm">
        {t(kind === "stock" ? "alerts.stock.lead" : "alerts.price.lead")}
      </p>
      <form
        method="post"
        action={alertFormAction(product.id)}
        noValidate
        className="relative space-y-3"
      >
        {mine && (
          <p role="alert" className="font-semibold text-danger">
            {said(mine.problem) ?? t("alerts.errorSummary")}
          </p>
        )}
        <input type="hidden" name="product" value={product.id} />
        <input type="hidden" name="kind" value={kind} />
        <HoneypotField />
        {kind === "price" && (
          <Field
            id={`${prefix}-price`}
            name="price"
            label="alerts.price.field"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            error={said(mine?.errors.price)}
            defaultValue={mine?.values.price}
          />
        )}
        <Field
          id={`${prefix}-email`}
          name="email"
          label="alerts.email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={said(mine?.errors.email)}
          defaultValue={mine?.values.email}
          inputRef={email}
        />
        <p className="text-xs text-ink-muted">{t("alerts.consent")}</p>
        <button type="submit" className={buttonClass("secondary")}>
          {t(kind === "stock" ? "alerts.stock.submit" : "alerts.price.submit")}
        </button>
      </form>
    </section>
  );
}
