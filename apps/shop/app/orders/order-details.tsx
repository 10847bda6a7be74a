// One order as the buyer sees it after checkout: number, status, the history as a timeline,
// lines, totals with moms, delivery and what has been withdrawn. Shared by the confirmation,
// tracking and the dashboard's order links.
import type { OrderView } from "../../server/orders/order-view.ts";
import { DELIVERY_OPTIONS } from "../../domain/catalogue/delivery.ts";
import { PAYMENT_METHODS } from "../../domain/checkout/payment-methods.ts";
import { showPostcode } from "../../domain/checkout/postcode.ts";
import { isOrderStatus } from "../../domain/order-status.ts";
import { Price } from "../components/price.tsx";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

export const statusKey = (status: string): MessageKey =>
  isOrderStatus(status) || status === "refund_due"
    ? (`order.status.${status}` as MessageKey)
    : "order.status.reserved";

export function useStockholmTime(): (iso: string) => string {
  const language = useLanguage();
  return (iso) =>
    new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
      timeZone: "Europe/Stockholm",
      dateStyle: "medium",
      timeStyle: "short",
    }).format(new Date(iso));
}

export function OrderDetails({ order }: { order: OrderView }) {
  const t = useT();
  const language = useLanguage();
  const time = useStockholmTime();
  const option = DELIVERY_OPTIONS.find((o) => o.id === order.delivery);
  const method = PAYMENT_METHODS.find((m) => m.id === order.payment);
  const lineName = (lineNo: number) => order.lines.find((l) => l.lineNo === lineNo)?.name ?? "";
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="order-details">
      <section aria-labelledby="order-status" className="rounded-card border border-line p-5">
        <h2 id="order-status" className="text-lg font-bold">
          {t("order.number")} {order.number}
        </h2>
        <p className="mt-1">
          {t("order.status")}:{" "}
          <strong data-testid="order-status">{t(statusKey(order.status))}</strong>
        </p>
        {order.refundDue && (
          <p className="mt-2 font-semibold">
            {t("order.refundDue")}
            <Price ore={order.total} />
          </p>
        )}
        <h3 className="mt-4 font-semibold">{t("order.timeline")}</h3>
        <ol className="mt-2 space-y-1 border-s-2 border-line ps-4" data-testid="order-timeline">
          {order.history.map((event, index) => (
            <li key={index}>
              <span className="font-semibold">{t(statusKey(event.status))}</span>{" "}
              <time dateTime={event.at} className="text-ink-muted">
                {time(event.at)}
              </time>
            </li>
          ))}
        </ol>
        {order.withdrawals.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold">{t("order.withdrawals")}</h3>
            <ul className="mt-2 space-y-1">
              {order.withdrawals.map((withdrawal) => (
                <li key={withdrawal.receivedAt}>
                  {t("order.withdrawalReceived", {
                    when: time(withdrawal.receivedAt),
                    lines: withdrawal.lineNos.map(lineName).join(", "),
                  })}{" "}
                  {!withdrawal.withinPeriod && t("order.withdrawalLate")}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="order-lines" className="rounded-card border border-line p-5">
        <h2 id="order-lines" className="text-lg font-bold">
          {t("order.lines")}
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {order.lines.map((line) => (
            <li key={line.lineNo} className="flex justify-between gap-3 py-2">
              <span>
                {line.quantity} × {line.name}
                {line.variant && (
                  <span className="block text-sm text-ink-muted">{line.variant}</span>
                )}
              </span>
              <Price ore={line.lineTotal} />
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-line pt-3">
          <div className="flex justify-between">
            <dt>{t("order.deliveryFee")}</dt>
            <dd>
              <Price ore={order.deliveryFee} />
            </dd>
          </div>
          <div className="flex justify-between font-bold">
            <dt>{t("order.total")}</dt>
            <dd>
              <Price ore={order.total} />
            </dd>
          </div>
          <div className="flex justify-between text-sm text-ink-muted">
            <dt>{t("order.moms")}</dt>
            <dd>
              <Price ore={order.moms} />
            </dd>
          </div>
        </dl>
        <dl className="mt-4 space-y-2 text-sm">
          <div>
            <dt className="font-semibold">{t("order.deliveryBy")}</dt>
            <dd>{option ? `${option.carrier} ${option.method[language]}` : order.delivery}</dd>
          </div>
          {order.pickupPoint && (
            <div>
              <dt className="font-semibold">{t("order.pickupPoint")}</dt>
              <dd>{order.pickupPoint}</dd>
            </div>
          )}
          <div>
            <dt className="font-semibold">{t("order.deliveryTo")}</dt>
            <dd>
              {order.shipping.name}, {order.shipping.street},{" "}
              {showPostcode(order.shipping.postcode)} {order.shipping.city}
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("order.paidWith")}</dt>
            <dd>{method?.name[language] ?? order.payment}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
