// The messages a customer sent through the contact form, with when.
import { formatDateTime } from "../../../../domain/admin-format.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import type { CustomerView } from "../customer-page-data.ts";
import { customersMessages } from "../customers-messages.ts";
import { CustomerSection } from "./customer-section.tsx";

export function CustomerMessagesSection({ messages }: Pick<CustomerView, "messages">) {
  const t = usePageT(customersMessages);
  const language = useLanguage();
  return (
    <CustomerSection id="meddelanden" title={t("messagesTitle")}>
      {messages.length === 0 ? (
        <p>{t("noMessages")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {messages.map((message) => (
            <li key={message.id} className="whitespace-pre-line">
              {t("message.line", {
                date: formatDateTime(message.createdAt, language),
                message: message.message,
              })}
            </li>
          ))}
        </ul>
      )}
    </CustomerSection>
  );
}
