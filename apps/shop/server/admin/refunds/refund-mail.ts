// The mail a customer gets once a refund has succeeded: how much went back, to which payment
// method, for which lines (and the fees), why (lines, the whole order, a cancelled order, a
// withdrawal), with the moms in it and the seller's details, in the order's language, as HTML
// and plain text (orders/order-mail-frame.ts).
import type { CompanyInfo } from "../../config.ts";
import type { ShopMail } from "../../mail/shop-mailer.ts";
import {
  fill,
  orderMail,
  paymentName,
  sek,
  sellerSection,
  unitsText,
} from "../../orders/order-mail-frame.ts";
import type { OrderView } from "../../orders/order-view.ts";
import type { RefundView } from "./refundable-order.ts";
import { REFUND_MAIL_COPY } from "./refund-mail-copy.ts";

export function refundMail(
  order: OrderView,
  refund: RefundView,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  return orderMail(order, (language, copy) => {
    const words = REFUND_MAIL_COPY[language];
    const amount = sek(refund.amount, language);
    const method = paymentName(order, language);
    const partLines = refund.parts.map((part) => {
      // The fees are the part of no line (lineNo null).
      const line = order.lines.find((l) => l.lineNo === part.lineNo);
      if (!line) return `${words.fees}: ${sek(part.amount, language)}`;
      // A complaint's price reduction pays back money on a line without taking units back.
      if (part.quantity === 0) {
        const name = line.variant ? `${line.name} (${line.variant})` : line.name;
        return `${words.priceReduction}, ${name}: ${sek(part.amount, language)}`;
      }
      return unitsText(part.quantity, line, part.amount, language);
    });
    return {
      subject: fill(words.subject, { number: order.number }),
      title: fill(words.title, { amount }),
      lead: [
        fill(words.lead, { amount, number: order.number, method }),
        words[`because.${refund.reason}`],
      ],
      sections: [
        {
          heading: words.partsHeading,
          lines: [
            ...partLines,
            `${words.total}: ${amount}`,
            `${words.moms}: ${sek(refund.moms, language)}`,
          ],
        },
        sellerSection(company, origin, copy, [words.questions]),
      ],
    };
  });
}
