// The mail a customer gets once a refund has succeeded: how much went back, to which payment
// method, for which lines (and the fees), why (lines, the whole order, a cancelled order, a
// withdrawal), with the moms in it and the seller's details, in the order's language, as HTML
// and plain text (orders/order-mails.ts's layout).
import { TERMS_PATH } from "../../../app/catalogue/delivery.ts";
import { PAYMENT_METHODS } from "../../../app/checkout/payment-methods.ts";
import type { CompanyInfo } from "../../config.ts";
import type { ShopMail } from "../../mail/shop-mailer.ts";
import { MAIL_COPY } from "../../orders/order-mail-copy.ts";
import { companyLines, fill, languageOf, renderMail, sek } from "../../orders/order-mails.ts";
import type { OrderView } from "../../orders/order-view.ts";
import type { RefundView } from "./refundable-order.ts";
import { REFUND_MAIL_COPY } from "./refund-mail-copy.ts";

export function refundMail(
  order: OrderView,
  refund: RefundView,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  const language = languageOf(order);
  const copy = MAIL_COPY[language];
  const words = REFUND_MAIL_COPY[language];
  const amount = sek(refund.amount, language);
  const method =
    PAYMENT_METHODS.find((m) => m.id === order.payment)?.name[language] ?? order.payment;
  const partLines = refund.parts.map((part) => {
    const line = order.lines.find((l) => l.lineNo === part.lineNo);
    if (part.lineNo === null || !line) return `${words.fees}: ${sek(part.amount, language)}`;
    const name = line.variant ? `${line.name} (${line.variant})` : line.name;
    return `${part.quantity} × ${name}: ${sek(part.amount, language)}`;
  });
  const { html, text } = renderMail(language, fill(words.title, { amount }), [
    {
      lines: [
        fill(copy.greeting, { name: order.billing.name }),
        fill(words.lead, { amount, number: order.number, method }),
        words[`because.${refund.reason}`],
      ],
    },
    {
      heading: words.partsHeading,
      lines: [
        ...partLines,
        `${words.total}: ${amount}`,
        `${words.moms}: ${sek(refund.moms, language)}`,
      ],
    },
    {
      heading: copy.sellerHeading,
      lines: [words.questions, ...companyLines(company, copy)],
      links: [{ text: copy.termsLink, href: `${origin}${TERMS_PATH}` }],
    },
  ]);
  return {
    to: order.email,
    language,
    subject: fill(words.subject, { number: order.number }),
    html,
    text,
  };
}
