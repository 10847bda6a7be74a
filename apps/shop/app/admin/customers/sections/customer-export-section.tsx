// The link to a customer's data as a JSON download (routes/admin/customer-export.ts).
import { usePageT } from "../../../i18n/use-page-t.ts";
import { customersMessages } from "../customers-messages.ts";
import { CustomerSection } from "./customer-section.tsx";

export function CustomerExportSection({
  path,
}: {
  /** The customer's admin page, which the export's address extends. */
  path: string;
}) {
  const t = usePageT(customersMessages);
  return (
    <CustomerSection id="kunddata" title={t("exportTitle")}>
      <p className="mb-2 max-w-prose">{t("exportIntro")}</p>
      <a href={`${path}/export`} download className="font-semibold underline">
        {t("exportLink")}
      </a>
    </CustomerSection>
  );
}
