// What the contact page shows once the message was stored (?skickat=1), in place of the form,
// with a link to write another.
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { CONTACT_PAGE_PATH } from "./contact-page-path.ts";

export function ContactSent() {
  const t = useT();
  return (
    <div role="status" className="rounded-card border border-success p-5">
      <h2 className="text-lg font-bold text-success">{t("contact.sentTitle")}</h2>
      <p className="mt-1">{t("contact.sentText")}</p>
      <p className="mt-3">
        <Link to={CONTACT_PAGE_PATH} className="underline">
          {t("contact.sendAnother")}
        </Link>
      </p>
    </div>
  );
}
