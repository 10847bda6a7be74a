// The top of an order's admin page: its number, when it was placed, its status and payment,
// the way back to the list and (for owners) to the order's entries in the change log.
import { Link } from "react-router";
import { useAdminLayoutData } from "../../admin-form.tsx";
import { formatDateTime } from "../../../../domain/admin-format.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { useLanguage } from "../../../root-data.ts";
import { orderPageMessages } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";
import { StatusName } from "./status-name.tsx";
import { orderStatusMessages } from "../order-status-messages.ts";

export function OrderHeader({ order }: Pick<OrderPageData, "order">) {
  const t = usePageT(orderPageMessages);
  const tStatus = usePageT(orderStatusMessages);
  const language = useLanguage();
  const owner = useAdminLayoutData()?.role === "owner";
  return (
    <header className="mb-4">
      <p className="mb-2">
        <Link to="/admin/orders" className="underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mb-1 text-2xl font-bold">{t("title", { number: order.number })}</h1>
      <p className="mb-2 text-ink-muted">
        {t("placed", { when: formatDateTime(order.createdAt, language) })}
      </p>
      {order.testPayment && (
        <p
          role="note"
          className="mb-2 rounded-card border border-danger p-3 font-semibold text-danger"
          data-testid="test-order"
        >
          {t("testOrder")}
        </p>
      )}
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex gap-2">
          <dt className="font-semibold">{t("status")}:</dt>
          <dd data-testid="admin-order-status">
            <StatusName status={order.status} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{t("payment")}:</dt>
          <dd data-testid="admin-order-payment">{tStatus(`payment.${order.paymentStatus}`)}</dd>
        </div>
      </dl>
      {owner && (
        <p className="mt-2">
          <Link
            to={`/admin/audit?typ=order&id=${encodeURIComponent(order.id)}`}
            className="underline"
          >
            {t("auditLink")}
          </Link>
        </p>
      )}
    </header>
  );
}
