// A shipped order's parcel on the order tracking page: the carrier, the tracking number and a
// link to the carrier's own tracking page, in the visitor's language. Nothing before shipping.
import type { ShipmentView } from "../../server/orders/order-view.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import { trackingUrl } from "../../domain/orders/carriers.ts";
import { orderShipmentMessages } from "./order-shipment-messages.ts";

export function OrderShipment({ shipment }: { shipment: ShipmentView | undefined }) {
  const t = usePageT(orderShipmentMessages);
  const language = useLanguage();
  if (!shipment) return null;
  const { carrier, trackingNumber } = shipment;
  return (
    <section
      aria-labelledby="order-shipment"
      className="rounded-card border border-line p-5"
      data-testid="order-shipment"
    >
      <h2 id="order-shipment" className="text-lg font-bold">
        {t("heading")}
      </h2>
      <dl className="mt-2 space-y-1">
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold">{t("carrier")}:</dt>
          <dd>{carrier}</dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold">{t("trackingNumber")}:</dt>
          <dd data-testid="order-tracking-number">{trackingNumber}</dd>
        </div>
      </dl>
      <p className="mt-3">
        <a
          href={trackingUrl(carrier, trackingNumber, language)}
          className="font-semibold underline"
          target="_blank"
          rel="noreferrer"
        >
          {t("link", { carrier })} <span className="sr-only">{t("newWindow")}</span>
        </a>
      </p>
    </section>
  );
}
