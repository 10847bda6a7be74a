// The mail a customer gets when staff mark their order shipped: the carrier, the tracking
// number and the carrier's tracking link, the parcel's contents and address, and the same
// withdrawal, terms and seller sections as the confirmation, in the order's language, as HTML
// and plain text (order-mail-frame.ts).
import { trackingUrl } from "../../domain/orders/carriers.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { deliverySection, fill, footer, lineText, orderMail } from "./order-mail-frame.ts";
import type { OrderView, ShipmentView } from "./order-view.ts";
import { SHIPPED_MAIL_COPY } from "./shipped-mail-copy.ts";

export function shippedMail(
  order: OrderView,
  shipment: ShipmentView,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  const { carrier, trackingNumber } = shipment;
  return orderMail(order, (language, copy) => {
    const words = SHIPPED_MAIL_COPY[language];
    return {
      subject: fill(words.subject, { number: order.number }),
      title: fill(words.title, { number: order.number }),
      lead: [fill(words.lead, { number: order.number, carrier })],
      sections: [
        {
          heading: words.trackingHeading,
          lines: [`${words.carrier}: ${carrier}`, `${words.trackingNumber}: ${trackingNumber}`],
          links: [
            {
              text: fill(words.carrierLink, { carrier }),
              href: trackingUrl(carrier, trackingNumber, language),
            },
            {
              text: words.orderLink,
              href: `${origin}/page/order_tracking?order=${order.accessToken}`,
            },
          ],
        },
        {
          heading: words.linesHeading,
          lines: order.lines.map((line) => lineText(line, language)),
        },
        deliverySection(order, language, copy),
        ...footer(company, origin, order, copy),
      ],
    };
  });
}
