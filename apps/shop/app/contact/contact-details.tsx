// The shop's own e-mail, phone and address beside the contact form, those it has; nothing when
// it has none of them.
import { useT } from "../i18n/use-t.ts";
import { useRootData } from "../root-data.ts";

export function ContactDetails() {
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
