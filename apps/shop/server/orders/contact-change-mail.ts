// The mail an order's change of e-mail or delivery address sends, in the order's language, as
// HTML and plain text (order-mail-frame.ts): what changed, how it was confirmed, and what to do
// if it was not the buyer. An e-mail change goes to the new address and the old one alike, so
// someone who took over the account cannot move the order's mails away unnoticed.
import type { ContactChangeKind } from "../../domain/orders/contact-change.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { CONTACT_CHANGE_MAIL_COPY } from "./contact-change-mail-copy.ts";
import { deliverySection, fill, footer, orderMail } from "./order-mail-frame.ts";
import type { OrderView } from "./order-view.ts";

export function contactChangeMail(
  order: OrderView,
  kind: ContactChangeKind,
  confirmedWith: string | undefined,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  return orderMail(order, (language, copy) => {
    const words = CONTACT_CHANGE_MAIL_COPY[language];
    const values = { number: order.number, email: order.email };
    const method = confirmedWith === "webauthn" ? words.methodWebauthn : words.methodPasscode;
    return {
      subject: fill(kind === "email" ? words.emailSubject : words.addressSubject, values),
      title: fill(kind === "email" ? words.emailTitle : words.addressTitle, values),
      lead: [
        fill(kind === "email" ? words.emailLead : words.addressLead, values),
        ...(confirmedWith ? [fill(words.confirmedWith, { method })] : []),
        words.notYou,
      ],
      sections: [
        ...(kind === "address" ? [deliverySection(order, language, copy)] : []),
        {
          lines: [],
          links: [
            {
              text: words.orderLink,
              href: `${origin}/page/order_tracking?order=${order.accessToken}`,
            },
          ],
        },
        ...footer(company, origin, order, copy),
      ],
    };
  });
}
