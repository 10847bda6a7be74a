// A customer's details: account or guest, their e-mail addresses, phone and what they have
// spent, and links to the other customers with one of those addresses.
import { Link } from "react-router";
import { formatSek } from "../../../../domain/admin-format.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { CustomerView } from "../customer-page-data.ts";
import { customersMessages } from "../customers-messages.ts";
import { CustomerSection } from "./customer-section.tsx";

export function CustomerDetailsSection({ customer }: { customer: CustomerView }) {
  const t = usePageT(customersMessages);
  const language = useLanguage();
  return (
    <CustomerSection id="uppgifter" title={t("details")}>
      <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t("kind")}</dt>
        <dd>{t(`kind.${customer.kind}`)}</dd>
        <dt className="font-semibold">{t("emails")}</dt>
        <dd className="break-all">{customer.emails.join(", ")}</dd>
        <dt className="font-semibold">{t("phone")}</dt>
        <dd>{customer.phone}</dd>
        <dt className="font-semibold">{t("spent")}</dt>
        <dd>{formatSek(customer.spent, language)}</dd>
      </dl>
      {customer.related.length > 0 && (
        <p className="mt-2">
          {t("related")}{" "}
          {customer.related.map((other, index) => (
            <span key={other.key}>
              {index > 0 && ", "}
              <Link to={`/admin/customers/${encodeURIComponent(other.key)}`} className="underline">
                {t(`related.${other.kind}`, { key: other.key })}
              </Link>
            </span>
          ))}
        </p>
      )}
    </CustomerSection>
  );
}
