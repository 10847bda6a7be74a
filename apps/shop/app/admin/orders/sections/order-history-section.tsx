// Every status the order has had, with its time; then the right of withdrawal: when the
// 14 days end (counted from delivery), and the "Ångra köp" notices received.
import { formatDateTime } from "../../../../domain/admin-format.ts";
import { AdminSection } from "../../components/admin-section.tsx";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import { orderPageMessages } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";
import { StatusName } from "./status-name.tsx";

export function OrderHistorySection({ order }: Pick<OrderPageData, "order">) {
  const t = usePageT(orderPageMessages);
  const language = useLanguage();
  const time = (iso: string) => formatDateTime(iso, language);
  const lineName = (lineNo: number) => order.lines.find((l) => l.lineNo === lineNo)?.name ?? "";
  const deadline = order.withdrawalDeadline;
  return (
    <AdminSection id="order-history" heading={t("history.heading")}>
      <ol className="space-y-1 border-s-2 border-line ps-4" data-testid="admin-order-history">
        {order.history.map((event, index) => (
          <li key={index}>
            <span className="font-semibold">
              <StatusName status={event.status} />
            </span>{" "}
            <time dateTime={event.at} className="text-ink-muted">
              {time(event.at)}
            </time>
          </li>
        ))}
      </ol>
      <h3 className="mt-4 mb-1 font-bold">{t("withdrawal.heading")}</h3>
      <p data-testid="admin-order-withdrawal">
        {order.deliveredAt && deadline
          ? t(order.withdrawalOpen ? "withdrawal.open" : "withdrawal.closed", {
              delivered: time(order.deliveredAt),
              deadline: time(deadline),
            })
          : t("withdrawal.notDelivered")}
      </p>
      {order.withdrawals.length > 0 && (
        <ul className="mt-2 list-disc ps-5">
          {order.withdrawals.map((withdrawal) => (
            <li key={withdrawal.receivedAt}>
              {t("withdrawal.received", {
                when: time(withdrawal.receivedAt),
                lines: withdrawal.lineNos.map(lineName).join(", "),
              })}{" "}
              {!withdrawal.withinPeriod && t("withdrawal.late")}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
