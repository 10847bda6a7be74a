// The newsletter's sign-ups as a table: each address with its status, language and consent
// record (the form it came from, when it was confirmed), and a button that unsubscribes it.
import { NEWSLETTER_SOURCES } from "../../../domain/newsletter-sources.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { AdminForm } from "../admin-form.tsx";
import { formatDateTime } from "../../../domain/admin-format.ts";
import { messagesMessages } from "./messages-messages.ts";
import type { NewsletterPageData } from "./newsletter-page-data.ts";

export function NewsletterTable({ subscriptions }: Pick<NewsletterPageData, "subscriptions">) {
  const t = usePageT(messagesMessages);
  const language = useLanguage();
  const sourceName = (source: string | null) =>
    t(`newsletter.source.${NEWSLETTER_SOURCES.find((known) => known === source) ?? "unknown"}`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-line">
            {(
              ["email", "state", "language", "source", "signedUp", "confirmed", "actions"] as const
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
                {t(subscription.language === "en" ? "contact.language.en" : "contact.language.se")}
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
  );
}
