// /admin/messages/newsletter: the newsletter's sign-ups (README "Admin" → "Messages"), newest
// first, 50 a page, by status and searchable by address: status, language, the consent record
// (the form it came from, when it was confirmed). The confirmed ones download as CSV
// (./newsletter-export.ts). Staff unsubscribe an address for someone who asked another way,
// from its row or by typing it; the address is deleted, so it leaves the list and every later
// export. Audit-logged.
import { data, Form, useActionData, useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { AdminForm } from "../../admin/admin-form.tsx";
import { readAdminForm } from "../../admin/admin-form.server.ts";
import { formatDateTime } from "../../admin/admin-format.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { AdminPager, pageParam } from "../../admin/components/admin-pager.tsx";
import {
  searchOf,
  SUBSCRIPTION_FILTERS,
  subscriptionFilterOf,
} from "../../admin/messages/message-filters.ts";
import { messagesMessages } from "../../admin/messages/messages-messages.ts";
import { MessagesTabs } from "../../admin/messages/messages-tabs.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import { NEWSLETTER_SOURCES } from "../../../server/newsletter/newsletter-sources.ts";
import type { Route } from "./+types/newsletter";

const PAGE_SIZE = 50;
const NEWSLETTER_EXPORT_PATH = "/admin/messages/newsletter/export";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => messagesMessages[language]["newsletter.title"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const url = new URL(request.url);
  const page = pageParam(url);
  const status = subscriptionFilterOf(url);
  const search = searchOf(url);
  const list = await context
    .get(servicesContext)
    .admin.newsletter.list({ status, search, page, pageSize: PAGE_SIZE });
  return {
    ...list,
    status,
    search,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
  };
}

type ActionData =
  | { ok: true; email: string }
  | { ok: false; error: "not_found" | "invalid_email"; typed: string }
  | { ok: false; problem: MessageKey };

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<ActionData>(
      { ok: false, problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 320) : "";
  };
  const id = text("subscription");
  const typed = text("email");
  const outcome = await context
    .get(servicesContext)
    .admin.newsletter.unsubscribe(staff.actor, id ? { id } : { email: typed });
  return outcome.ok
    ? data<ActionData>({ ok: true, email: outcome.email })
    : data<ActionData>(
        { ok: false, error: outcome.reason, typed },
        { status: outcome.reason === "not_found" ? 404 : 400 },
      );
}

export default function NewsletterPage() {
  const t = usePageT(messagesMessages);
  const tShop = useT();
  const language = useLanguage();
  const { subscriptions, confirmed, pending, status, search, page, pages } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sourceName = (source: string | null) =>
    t(`newsletter.source.${NEWSLETTER_SOURCES.find((known) => known === source) ?? "unknown"}`);
  const refusal = result && "error" in result ? result : undefined;
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <MessagesTabs />
      <h2 className="mb-2 text-xl font-bold">{t("newsletter.title")}</h2>
      <p className="mb-2 max-w-prose">{t("newsletter.intro")}</p>
      <p className="mb-4 font-semibold">{t("newsletter.count", { confirmed, pending })}</p>
      {result?.ok === true && (
        <AdminNotice kind="ok">{t("newsletter.done", { email: result.email })}</AdminNotice>
      )}
      {result && "problem" in result && (
        <AdminNotice kind="error">{tShop(result.problem)}</AdminNotice>
      )}
      <p className="mb-1">
        <a href={NEWSLETTER_EXPORT_PATH} download className={buttonClass("primary")}>
          {t("newsletter.export")}
        </a>
      </p>
      <p className="mb-6 max-w-prose text-sm">{t("newsletter.exportHint")}</p>

      <section aria-labelledby="unsubscribe-title" className="mb-6 max-w-md">
        <h3 id="unsubscribe-title" className="mb-1 text-lg font-bold">
          {t("newsletter.unsubscribeTitle")}
        </h3>
        <p className="mb-2 text-sm">{t("newsletter.unsubscribeIntro")}</p>
        <AdminForm className="grid gap-2">
          <AdminField
            id="unsubscribe-email"
            name="email"
            type="email"
            label={t("newsletter.unsubscribeEmail")}
            required
            defaultValue={refusal?.typed || undefined}
            error={refusal?.typed ? t(`newsletter.error.${refusal.error}`) : undefined}
          />
          <button type="submit" className={buttonClass("secondary", "justify-self-start")}>
            {t("newsletter.unsubscribeButton")}
          </button>
        </AdminForm>
        {refusal && !refusal.typed && (
          <AdminNotice kind="error">{t(`newsletter.error.${refusal.error}`)}</AdminNotice>
        )}
      </section>

      <Form
        method="get"
        role="search"
        aria-label={t("newsletter.filters")}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div className="w-56">
          <AdminField
            id="newsletter-status"
            name="status"
            label={t("newsletter.status")}
            defaultValue={status}
            options={SUBSCRIPTION_FILTERS.map((choice) => [
              choice,
              t(`newsletter.filter.${choice}`),
            ])}
          />
        </div>
        <div className="w-64">
          <AdminField
            id="newsletter-search"
            name="q"
            type="search"
            label={t("newsletter.search")}
            defaultValue={search}
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("newsletter.apply")}
        </button>
      </Form>
      {subscriptions.length === 0 ? (
        <p>{t("newsletter.none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-line">
                {(
                  [
                    "email",
                    "state",
                    "language",
                    "source",
                    "signedUp",
                    "confirmed",
                    "actions",
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className="p-2 text-start">
                    {t(`newsletter.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((subscription) => (
                <tr key={subscription.id} className="border-b border-line align-top">
                  <th scope="row" className="p-2 text-start font-normal break-all">
                    {subscription.email}
                  </th>
                  <td className="p-2">{t(`newsletter.state.${subscription.status}`)}</td>
                  <td className="p-2">
                    {t(
                      subscription.language === "en"
                        ? "contact.language.en"
                        : "contact.language.se",
                    )}
                  </td>
                  <td className="p-2">{sourceName(subscription.consentSource)}</td>
                  <td className="p-2 whitespace-nowrap">
                    {formatDateTime(subscription.createdAt, language)}
                  </td>
                  <td className="p-2 whitespace-nowrap">
                    {subscription.confirmedAt
                      ? formatDateTime(subscription.confirmedAt, language)
                      : "–"}
                  </td>
                  <td className="p-2">
                    <AdminForm>
                      <input type="hidden" name="subscription" value={subscription.id} />
                      <button type="submit" className={buttonClass("ghost", "underline")}>
                        {t("newsletter.unsubscribe", { email: subscription.email })}
                      </button>
                    </AdminForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} pages={pages} />
    </>
  );
}
