// The confirmed subscribers as a CSV download (routes/admin/newsletter-export.ts), with what the
// file holds.
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { messagesMessages } from "./messages-messages.ts";

const NEWSLETTER_EXPORT_PATH = "/admin/messages/newsletter/export";

export function NewsletterExportLink() {
  const t = usePageT(messagesMessages);
  return (
    <>
      <p className="mb-1">
        <a href={NEWSLETTER_EXPORT_PATH} download className={buttonClass("primary")}>
          {t("newsletter.export")}
        </a>
      </p>
      <p className="mb-6 max-w-prose text-sm">{t("newsletter.exportHint")}</p>
    </>
  );
}
