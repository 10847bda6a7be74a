// The contact form: a plain POST (it works without JavaScript), checked on the server alone
// (noValidate), with the honeypot bots fill in. A refused post brings back what was typed, each
// field's error, and above them what went wrong.
import { Form, Link, useNavigation } from "react-router";
import { HoneypotField } from "../abuse/honeypot-field.tsx";
import { retryMinutes } from "../abuse/too-many.ts";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ContactFieldErrors } from "./contact-form-schema.ts";
import type { ContactRefusal } from "./contact-refusal.ts";

export function ContactForm({
  refusal,
}: {
  /** The page's last post, when it stored nothing. */
  refusal: ContactRefusal | undefined;
}) {
  const t = useT();
  const submitting = useNavigation().state === "submitting";
  const errors: ContactFieldErrors = refusal?.errors ?? {};
  const values: Record<string, string> = refusal?.values ?? {};
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-4" aria-labelledby="contact-form">
      <h2 id="contact-form" className="text-lg font-bold">
        {t("contact.formTitle")}
      </h2>
      {refusal && (
        <div
          role="alert"
          className="rounded-card border border-danger p-4 font-semibold text-danger"
        >
          {t(refusal.problem ?? "contact.errorSummary", {
            minutes: retryMinutes(refusal.retryAfterSeconds),
          })}
        </div>
      )}
      <HoneypotField />
      <FormField
        idPrefix="contact"
        name="name"
        label="contact.name"
        error={errors.name}
        defaultValue={values.name}
        autoComplete="name"
        required
      />
      <FormField
        idPrefix="contact"
        name="email"
        label="contact.email"
        type="email"
        error={errors.email}
        defaultValue={values.email}
        autoComplete="email"
        required
      />
      <FormField
        idPrefix="contact"
        name="phone"
        label="contact.phone"
        type="tel"
        error={errors.phone}
        defaultValue={values.phone}
        autoComplete="tel"
      />
      <FormField
        idPrefix="contact"
        name="orderNumber"
        label="contact.orderNumber"
        error={errors.orderNumber}
        defaultValue={values.orderNumber}
      />
      <FormField
        idPrefix="contact"
        name="message"
        label="contact.message"
        hint="contact.messageHint"
        multiline
        error={errors.message}
        defaultValue={values.message}
        required
      />
      <p className="text-sm text-ink-muted">
        {t("contact.privacy")}{" "}
        <Link to="/page/integritetspolicy" className="underline">
          {t("page.integritetspolicy.title")}
        </Link>
      </p>
      <button type="submit" disabled={submitting} className={buttonClass("primary")}>
        {submitting ? t("contact.sending") : t("contact.submit")}
      </button>
    </Form>
  );
}
