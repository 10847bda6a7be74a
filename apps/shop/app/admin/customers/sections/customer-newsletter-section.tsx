// A customer's newsletter record: each address signed up, confirmed (since when) or not yet.
import { formatDate } from "../../../../domain/admin-format.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { CustomerView } from "../customer-page-data.ts";
import { customersMessages } from "../customers-messages.ts";
import { CustomerSection } from "./customer-section.tsx";

export function CustomerNewsletterSection({ newsletter }: Pick<CustomerView, "newsletter">) {
  const t = usePageT(customersMessages);
  const language = useLanguage();
  return (
    <CustomerSection id="nyhetsbrev" title={t("newsletterTitle")}>
      {newsletter.length === 0 ? (
        <p>{t("noNewsletter")}</p>
      ) : (
        <ul>
          {newsletter.map((record) => (
            <li key={record.id}>
              {record.status === "confirmed"
                ? t("newsletter.confirmed", {
                    email: record.email,
                    date: formatDate(record.confirmedAt ?? record.createdAt, language),
                  })
                : t("newsletter.pending", {
                    email: record.email,
                    date: formatDate(record.createdAt, language),
                  })}
            </li>
          ))}
        </ul>
      )}
    </CustomerSection>
  );
}
