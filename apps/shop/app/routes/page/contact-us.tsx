// /page/contact_us: the contact form, validated on the server with one schema and stored for
// customer service. Field errors come back translated; success redirects (post/redirect/get).
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../abuse/honeypot.ts";
import { HoneypotField } from "../../abuse/honeypot-field.tsx";
import { takeFormLimit } from "../../abuse/form-limit.server.ts";
import { keepRetryAfter, retryAfterHeaders, retryMinutes, TOO_MANY } from "../../abuse/too-many.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { FormField } from "../../components/form-field.tsx";
import { parseContactForm, type ContactFieldErrors } from "../../contact/contact-form-schema.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useRootData } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { readForm } from "../../request-body/read-form.ts";
import type { Route } from "./+types/contact-us";

/** ?skickat=1: the message was stored. */
const SENT_PARAM = "skickat";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("contact.title"), description: t("contact.description") }));

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has(SENT_PARAM) };
}

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    return data(
      { errors: {}, values: {}, problem: message satisfies MessageKey, retryAfterSeconds: 0 },
      { status },
    );
  }
  const { form } = read;
  // A bot that filled the honeypot is thanked like a person, and nothing is stored.
  if (isHoneypotFilled(form)) return redirect(`/page/contact_us?${SENT_PARAM}=1`, 303);
  const values = Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && entry[0] !== HONEYPOT_FIELD,
    ),
  );
  const parsed = parseContactForm(form);
  if (!parsed.ok) {
    return data(
      { errors: parsed.errors, values, problem: undefined, retryAfterSeconds: 0 },
      { status: 400 },
    );
  }
  const verdict = await takeFormLimit(context, "contact", parsed.value.email);
  if (!verdict.allowed) {
    // What was typed comes back, with the message beside the form.
    const { retryAfterSeconds } = verdict;
    return data(
      { errors: {}, values, problem: TOO_MANY, retryAfterSeconds },
      { status: 429, headers: retryAfterHeaders(retryAfterSeconds) },
    );
  }
  await context.get(servicesContext).contactMessages.save({
    ...parsed.value,
    language: context.get(preferencesContext).language,
  });
  return redirect(`/page/contact_us?${SENT_PARAM}=1`, 303);
}

function ContactDetails() {
  const t = useT();
  const company = useRootData()?.company;
  if (!company?.email && !company?.phone && !company?.address) return null;
  return (
    <section aria-labelledby="contact-details" className="rounded-card bg-surface-muted p-5">
      <h2 id="contact-details" className="mb-2 font-bold">
        {t("contact.detailsTitle")}
      </h2>
      <ul className="space-y-1 text-sm">
        {company.email && (
          <li>
            {t("footer.email")}:{" "}
            <a href={`mailto:${company.email}`} className="underline">
              {company.email}
            </a>
          </li>
        )}
        {company.phone && (
          <li>
            {t("footer.phone")}: {company.phone}
          </li>
        )}
        {company.address && (
          <li>
            {t("footer.address")}: {company.address}
          </li>
        )}
      </ul>
    </section>
  );
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === "submitting";
  const errors: ContactFieldErrors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};

  return (
    <>
      <PageHeader title={t("contact.title")} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p className="mb-6 max-w-2xl">{t("contact.intro")}</p>
          {loaderData.sent ? (
            <div role="status" className="rounded-card border border-success p-5">
              <h2 className="text-lg font-bold text-success">{t("contact.sentTitle")}</h2>
              <p className="mt-1">{t("contact.sentText")}</p>
              <p className="mt-3">
                <Link to="/page/contact_us" className="underline">
                  {t("contact.sendAnother")}
                </Link>
              </p>
            </div>
          ) : (
            <Form
              method="post"
              noValidate
              className="max-w-2xl space-y-4"
              aria-labelledby="contact-form"
            >
              <h2 id="contact-form" className="text-lg font-bold">
                {t("contact.formTitle")}
              </h2>
              {actionData && (
                <div
                  role="alert"
                  className="rounded-card border border-danger p-4 font-semibold text-danger"
                >
                  {t(actionData.problem ?? "contact.errorSummary", {
                    minutes: retryMinutes(actionData.retryAfterSeconds),
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
          )}
        </div>
        <ContactDetails />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
