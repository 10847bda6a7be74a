// The booking form (POST, checked on the server alone): the chosen day's free times as radio
// buttons, then the rider's details, the model (Felkodsdoktorn's models) and the error code,
// pre-filled from the address. A refused post brings back what was typed, each field's error and
// above them what went wrong.
import { Form, Link, useNavigation } from "react-router";
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";
import type { WorkshopServiceSlug } from "../../domain/workshop/workshop-services.ts";
import { HoneypotField } from "../abuse/honeypot-field.tsx";
import { retryMinutes } from "../abuse/too-many.ts";
import { buttonClass } from "../components/button-styles.ts";
import { FormField } from "../components/form-field.tsx";
import { usePageT } from "../i18n/use-page-t.ts";
import { useT } from "../i18n/use-t.ts";
import type { BookingQuery } from "./booking-query.ts";
import type { BookingRefusal } from "./booking-refusal.ts";
import { SlotRadios } from "./slot-radios.tsx";
import { workshopMessages, type WorkshopMessageKey } from "./workshop-messages.ts";

export function BookingForm({
  service,
  day,
  slots,
  query,
  refusal,
}: {
  service: WorkshopServiceSlug;
  day: string;
  slots: readonly string[];
  query: BookingQuery;
  refusal: BookingRefusal | undefined;
}) {
  const t = usePageT(workshopMessages);
  const shopT = useT();
  const submitting = useNavigation().state === "submitting";
  const errors = refusal?.errors ?? {};
  const values = refusal?.values ?? {};
  const said = (key: WorkshopMessageKey | undefined) => key && { text: t(key) };
  const modelError = said(errors.model);
  const model = values.model ?? query.model ?? "";
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-4" aria-labelledby="book-form">
      <h2 id="book-form" className="text-lg font-bold">
        {t("book.formTitle")}
      </h2>
      {refusal && (
        <div
          role="alert"
          className="rounded-card border border-danger p-4 font-semibold text-danger"
        >
          {t(refusal.problem ?? "book.errorSummary", {
            minutes: retryMinutes(refusal.retryAfterSeconds),
          })}
        </div>
      )}
      <HoneypotField />
      <input type="hidden" name="service" value={service} />
      <SlotRadios
        idPrefix="book"
        day={day}
        slots={slots}
        checked={values.slot ?? query.time}
        error={errors.slot}
      />
      <FormField
        idPrefix="book"
        name="name"
        label={{ text: t("book.name") }}
        error={said(errors.name)}
        defaultValue={values.name}
        autoComplete="name"
        required
      />
      <FormField
        idPrefix="book"
        name="email"
        type="email"
        label={{ text: t("book.email") }}
        hint={{ text: t("book.emailHint") }}
        error={said(errors.email)}
        defaultValue={values.email}
        autoComplete="email"
        required
      />
      <FormField
        idPrefix="book"
        name="phone"
        type="tel"
        label={{ text: t("book.phone") }}
        error={said(errors.phone)}
        defaultValue={values.phone}
        autoComplete="tel"
        required
      />
      <div>
        <label htmlFor="book-model" className="mb-1 block font-semibold">
          {t("book.model")}
        </label>
        <select
          id="book-model"
          name="model"
          defaultValue={model}
          aria-invalid={modelError ? true : undefined}
          aria-describedby={modelError ? "book-model-error" : undefined}
          className="w-full rounded-control border border-line bg-surface px-3 py-2 text-ink"
        >
          <option value="">{t("book.modelNone")}</option>
          {SCOOTER_MODELS.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.name}
            </option>
          ))}
        </select>
        {modelError && (
          <p id="book-model-error" className="mt-1 text-sm font-semibold text-danger">
            {modelError.text}
          </p>
        )}
      </div>
      <FormField
        idPrefix="book"
        name="errorCode"
        label={{ text: t("book.errorCode") }}
        hint={{ text: t("book.errorCodeHint") }}
        error={said(errors.errorCode)}
        defaultValue={values.errorCode ?? query.errorCode}
      />
      <FormField
        idPrefix="book"
        name="note"
        multiline
        label={{ text: t("book.note") }}
        error={said(errors.note)}
        defaultValue={values.note}
      />
      <p className="text-sm text-ink-muted">
        {t("book.privacy")}{" "}
        <Link to="/page/integritetspolicy" className="underline">
          {shopT("page.integritetspolicy.title")}
        </Link>
      </p>
      <button type="submit" disabled={submitting} className={buttonClass("primary")}>
        {submitting ? t("book.sending") : t("book.submit")}
      </button>
    </Form>
  );
}
