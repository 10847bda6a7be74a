// The mails the shop sent the customer about this order: when, what kind, and the subject.
import { formatDateTime } from "../../../../domain/admin-format.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import { orderPageMessages, type OrderPageMessageKey } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";
import { AdminTableScroll } from "../../components/admin-table-scroll.tsx";
import { AdminSection } from "../../components/admin-section.tsx";

const kindKey = (kind: string): OrderPageMessageKey | undefined => {
  const key = `mail.${kind}`;
  return key in orderPageMessages.se ? (key as OrderPageMessageKey) : undefined;
};

export function OrderMailsSection({ order }: Pick<OrderPageData, "order">) {
  const t = usePageT(orderPageMessages);
  const language = useLanguage();
  return (
    <AdminSection id="order-mails" heading={t("mails.heading")}>
      {order.mails.length === 0 ? (
        <p>{t("mails.none")}</p>
      ) : (
        <AdminTableScroll label={t("mails.table")}>
          <table className="w-full text-start text-sm" data-testid="admin-order-mails">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2 text-start">
                  {t("mails.when")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("mails.kind")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("mails.subject")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.mails.map((mail, index) => {
                const key = kindKey(mail.kind);
                return (
                  <tr key={index} className="border-b border-line">
                    <td className="p-2 whitespace-nowrap">
                      {formatDateTime(mail.sentAt, language)}
                    </td>
                    <td className="p-2">{key ? t(key) : mail.kind}</td>
                    <td className="p-2">{mail.subject}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </AdminTableScroll>
      )}
    </AdminSection>
  );
}
