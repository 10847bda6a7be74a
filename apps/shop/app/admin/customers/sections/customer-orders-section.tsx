// A customer's orders, each linked to its admin page, with its date, status, total and what has
// been refunded of it.
import { Link } from "react-router";
import { formatDateTime, formatSek } from "../../../../domain/admin-format.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import { orderStatusMessages, statusMessageKey } from "../../orders/order-status-messages.ts";
import type { CustomerView } from "../customer-page-data.ts";
import { customersMessages } from "../customers-messages.ts";
import { CustomerSection } from "./customer-section.tsx";

export function CustomerOrdersSection({ orders }: Pick<CustomerView, "orders">) {
  const t = usePageT(customersMessages);
  const tStatus = usePageT(orderStatusMessages);
  const language = useLanguage();
  const statusName = (status: string) => {
    const key = statusMessageKey(status);
    return key ? tStatus(key) : status;
  };
  return (
    <CustomerSection id="ordrar" title={t("ordersTitle")}>
      <div className="overflow-x-auto">
        <table className="w-full max-w-3xl text-start text-sm">
          <thead>
            <tr className="border-b border-line">
              {(
                [
                  "order.number",
                  "order.date",
                  "order.status",
                  "order.total",
                  "order.refunded",
                ] as const
              ).map((key) => (
                <th key={key} scope="col" className="p-2 text-start">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-b border-line">
                <th scope="row" className="p-2 text-start font-normal">
                  <Link
                    to={`/admin/orders/${encodeURIComponent(order.number)}`}
                    className="underline"
                  >
                    {order.number}
                  </Link>
                </th>
                <td className="p-2 whitespace-nowrap">
                  {formatDateTime(order.createdAt, language)}
                </td>
                <td className="p-2">{statusName(order.status)}</td>
                <td className="p-2 text-end whitespace-nowrap tabular-nums">
                  {formatSek(order.total, language)}
                </td>
                <td className="p-2 text-end whitespace-nowrap tabular-nums">
                  {order.refunded > 0 ? formatSek(order.refunded, language) : "–"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </CustomerSection>
  );
}
