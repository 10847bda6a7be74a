// The order number and e-mail form that tracking and "Ångra köp" start from.
import { Form } from "react-router";
import { HoneypotField } from "../abuse/honeypot-field.tsx";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";

export function OrderLookupForm({
  idPrefix,
  submit,
  error,
  values,
  intent,
  errorText,
}: {
  idPrefix: string;
  submit: MessageKey;
  error: MessageKey | undefined;
  values: { number?: string; email?: string };
  intent?: string;
  /** The error already worded, when it needs values. */
  errorText?: string;
}) {
  const t = useT();
  return (
    <Form method="post" noValidate className="max-w-xl space-y-4">
      {error && (
        <p role="alert" className="rounded-card border border-danger p-4 font-semibold text-danger">
          {errorText ?? t(error)}
        </p>
      )}
      {intent && <input type="hidden" name="intent" value={intent} />}
      <HoneypotField />
      <FormField
        idPrefix={idPrefix}
        name="number"
        label="tracking.number"
        hint="tracking.numberHint"
        error={undefined}
        defaultValue={values.number}
        required
      />
      <FormField
        idPrefix={idPrefix}
        name="email"
        label="tracking.email"
        type="email"
        autoComplete="email"
        error={undefined}
        defaultValue={values.email}
        required
      />
      <button type="submit" className={buttonClass("primary")}>
        {t(submit)}
      </button>
    </Form>
  );
}
