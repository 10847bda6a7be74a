// How the order was paid: the method, the payment service and its reference, what has been
// refunded, and every attempt the payment service reported (declined cards included).
import { formatDateTime, formatSek } from "../../../../domain/admin-format.ts";
import { PAYMENT_METHODS } from "../../../../domain/checkout/payment-methods.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import { orderPageMessages, type OrderPageMessageKey } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";
import { AdminTableScroll } from "../../components/admin-table-scroll.tsx";
import { AdminSection } from "../../components/admin-section.tsx";
import { Facts } from "./facts.tsx";

const outcomeKey = (outcome: string): OrderPageMessageKey | undefined =>
  outcome === "paid" || outcome === "declined" || outcome === "cancelled"
    ? `outcome.${outcome}`
    : undefined;

export function OrderPaymentSection({ order, paymentProvider }: OrderPageData) {
  const t = usePageT(orderPageMessages);
  const language = useLanguage();
  const method = PAYMENT_METHODS.find((m) => m.id === order.payment);
  return (
    <AdminSection id="order-payment" heading={t("payment.heading")}>
      <Facts
        items={[
          [t("payment.method"), method?.name[language] ?? order.payment],
          [t("payment.provider"), t(`provider.${paymentProvider}`)],
          [t("payment.ref"), order.paymentRef ?? t("payment.noRef")],
          ...(order.refunded > 0
            ? [[t("payment.refunded"), formatSek(order.refunded, language)] as const]
            : []),
        ]}
      />
      {order.refundDue && <p className="mt-2 font-semibold">{t("payment.refundDue")}</p>}
      <h3 className="mt-4 mb-2 font-bold">{t("payment.attempts")}</h3>
      {order.paymentAttempts.length === 0 ? (
        <p>{t("payment.noAttempts")}</p>
      ) : (
        <AdminTableScroll label={t("payment.attempts")}>
          <table className="w-full text-start text-sm" data-testid="admin-order-attempts">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2 text-start">
                  {t("payment.when")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("payment.outcome")}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t("payment.amount")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("payment.event")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.paymentAttempts.map((attempt) => {
                const key = outcomeKey(attempt.outcome);
                return (
                  <tr key={attempt.eventId} className="border-b border-line">
                    <td className="p-2 whitespace-nowrap">
                      {formatDateTime(attempt.receivedAt, language)}
                    </td>
                    <td className="p-2">{key ? t(key) : attempt.outcome}</td>
                    <td className="p-2 text-end whitespace-nowrap">
                      {formatSek(attempt.amount, language)}
                    </td>
                    <td className="p-2 break-all">
                      <code>{attempt.eventId}</code>
                    </td>
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
