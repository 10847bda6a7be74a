// The mail a customer gets when staff mark their order shipped: the carrier, the tracking
// number and the carrier's tracking link, the parcel's contents and address, and the same
// withdrawal, terms and seller sections as the confirmation, in the order's language, as HTML
// and plain text (order-mails.ts's layout).
import { trackingUrl } from "../../app/orders/carriers.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { MAIL_COPY } from "./order-mail-copy.ts";
import { addressLines, fill, footer, languageOf, lineText, renderMail } from "./order-mails.ts";
import type { OrderView, ShipmentView } from "./order-view.ts";
import { SHIPPED_MAIL_COPY } from "./shipped-mail-copy.ts";

export function shippedMail(
  order: OrderView,
  shipment: ShipmentView,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  const language = languageOf(order);
  const copy = MAIL_COPY[language];
  const words = SHIPPED_MAIL_COPY[language];
  const { carrier, trackingNumber } = shipment;
  const { html, text } = renderMail(language, fill(words.title, { number: order.number }), [
    {
      lines: [
        fill(copy.greeting, { name: order.billing.name }),
        fill(words.lead, { number: order.number, carrier }),
      ],
    },
    {
      heading: words.trackingHeading,
      lines: [`${words.carrier}: ${carrier}`, `${words.trackingNumber}: ${trackingNumber}`],
      links: [
        {
          text: fill(words.carrierLink, { carrier }),
          href: trackingUrl(carrier, trackingNumber, language),
        },
        { text: words.orderLink, href: `${origin}/page/order_tracking?order=${order.id}` },
      ],
    },
    { heading: words.linesHeading, lines: order.lines.map((line) => lineText(line, language)) },
    { heading: copy.deliveryHeading, lines: addressLines(order, language, copy) },
    ...footer(company, origin, order, copy),
  ]);
  return {
    to: order.email,
    language,
    subject: fill(words.subject, { number: order.number }),
    html,
    text,
  };
}
