// How the order travels: the delivery the buyer chose, the pickup point or address, and once
// shipped the carrier, tracking number and the carrier's tracking page.
import { AdminSection } from "../../components/admin-section.tsx";
import { DELIVERY_OPTIONS } from "../../../../domain/catalogue/delivery.ts";
import { showPostcode } from "../../../../domain/checkout/postcode.ts";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { trackingUrl } from "../../../../domain/orders/carriers.ts";
import { useLanguage } from "../../../root-data.ts";
import { orderPageMessages } from "../order-page-messages.ts";
import type { OrderPageData } from "../order-page-data.ts";
import { Facts } from "./facts.tsx";

export function OrderDeliverySection({ order }: Pick<OrderPageData, "order">) {
  const t = usePageT(orderPageMessages);
  const language = useLanguage();
  const option = DELIVERY_OPTIONS.find((o) => o.id === order.delivery);
  const to = order.shipping;
  const { shipment } = order;
  return (
    <AdminSection id="order-delivery" heading={t("delivery.heading")}>
      <Facts
        items={[
          [
            t("delivery.method"),
            option ? `${option.carrier} ${option.method[language]}` : order.delivery,
          ],
          ...(order.pickupPoint ? [[t("delivery.pickupPoint"), order.pickupPoint] as const] : []),
          [
            t("delivery.address"),
            `${to.name}, ${to.street}, ${showPostcode(to.postcode)} ${to.city}`,
          ],
          ...(shipment
            ? [
                [t("delivery.carrier"), shipment.carrier] as const,
                [
                  t("delivery.trackingNumber"),
                  <span data-testid="admin-order-tracking">
                    {shipment.trackingNumber}{" "}
                    <a
                      href={trackingUrl(shipment.carrier, shipment.trackingNumber, language)}
                      className="underline"
                      rel="noreferrer"
                      target="_blank"
                    >
                      {t("delivery.trackingLink", { carrier: shipment.carrier })}
                    </a>
                  </span>,
                ] as const,
              ]
            : [[t("delivery.carrier"), t("delivery.notShipped")] as const]),
        ]}
      />
    </AdminSection>
  );
}
