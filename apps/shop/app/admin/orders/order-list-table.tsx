// The order list's table: number (to the order's page), date, customer, total, status and
// payment, newest first.
import { Link } from "react-router";
import type { OrderListRow } from "../../../server/admin/orders/order-list.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { formatDateTime, formatSek } from "../../../domain/admin-format.ts";
import { AdminTableScroll } from "../components/admin-table-scroll.tsx";
import { orderListMessages } from "./order-list-messages.ts";
import { orderStatusMessages } from "./order-status-messages.ts";

export function OrderListTable({ rows }: { rows: readonly OrderListRow[] }) {
  const t = usePageT(orderListMessages);
  const tStatus = usePageT(orderStatusMessages);
  const language = useLanguage();
  if (rows.length === 0) return <p>{t("none")}</p>;
  return (
    <AdminTableScroll label={t("caption")}>
      <table className="w-full text-start" data-testid="admin-orders">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-2 text-start">
              {t("number")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("date")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("customer")}
            </th>
            <th scope="col" className="p-2 text-end">
              {t("total")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("status")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("payment")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line align-top">
              <th scope="row" className="p-2 text-start font-normal whitespace-nowrap">
                <Link to={`/admin/orders/${row.number}`} className="underline">
                  {row.number}
                </Link>
                {row.testPayment && (
                  <span className="ms-2 text-sm font-semibold text-danger" data-testid="test-order">
                    {t("testOrder")}
                  </span>
                )}
              </th>
              <td className="p-2 whitespace-nowrap">{formatDateTime(row.createdAt, language)}</td>
              <td className="p-2">
                {row.name}
                <span className="block text-sm break-all text-ink-muted">{row.email}</span>
              </td>
              <td className="p-2 text-end whitespace-nowrap">{formatSek(row.total, language)}</td>
              <td className="p-2">{tStatus(`status.${row.status}`)}</td>
              <td className="p-2">{tStatus(`payment.${row.payment}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminTableScroll>
  );
}
