// The return mails, in the order's language and the order mails' frame
// (orders/order-mail-frame.ts): the label made (with the link to print it) and the goods
// received. The refund's mail is the refunds' own (admin/refunds/refund-mail.ts).
import { returnDropOff } from "../../domain/returns/return-drop-offs.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { fill, orderMail, sellerSection, type MailLanguage } from "../orders/order-mail-frame.ts";
import type { OrderView } from "../orders/order-view.ts";
import { RETURN_MAIL_COPY } from "./return-mail-copy.ts";
import type { ReturnView } from "./return-view.ts";

/** The label page of a return, by its token. */
export const RETURN_LABEL_PATH = "/page/returetikett";

export const returnLabelUrl = (origin: string, token: string) =>
  `${origin}${RETURN_LABEL_PATH}?retur=${encodeURIComponent(token)}`;

function whereText(ret: ReturnView, language: MailLanguage): string {
  const words = RETURN_MAIL_COPY[language];
  const carrier = returnDropOff(ret.dropOff)?.carrier ?? ret.dropOff;
  return fill(ret.dropOffKind === "locker" ? words.where_locker : words.where_pickup_point, {
    carrier,
  });
}

const lineTexts = (ret: ReturnView) =>
  ret.lines.map((line) => {
    const name = line.variant ? `${line.name} (${line.variant})` : line.name;
    return `${line.quantity} × ${name}`;
  });

export function returnLabelMail(
  order: OrderView,
  ret: ReturnView,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  return orderMail(order, (language, copy) => {
    const words = RETURN_MAIL_COPY[language];
    const values = { return: ret.number, number: order.number };
    return {
      subject: fill(words.labelSubject, values),
      title: words.labelTitle,
      lead: [fill(words.labelLead, { where: whereText(ret, language) }), words.labelSteps],
      sections: [
        {
          heading: ret.number,
          lines: [words.demoNote],
          links: [{ text: words.labelLink, href: returnLabelUrl(origin, ret.token) }],
        },
        { heading: words.linesHeading, lines: [...lineTexts(ret), words.labelRefund] },
        sellerSection(company, origin, copy),
      ],
    };
  });
}

export function returnReceivedMail(
  order: OrderView,
  ret: ReturnView,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  return orderMail(order, (language, copy) => {
    const words = RETURN_MAIL_COPY[language];
    const values = { return: ret.number, number: order.number };
    return {
      subject: fill(words.receivedSubject, values),
      title: words.receivedTitle,
      lead: [fill(words.receivedLead, values), words.receivedNext],
      sections: [
        { heading: words.linesHeading, lines: lineTexts(ret) },
        sellerSection(company, origin, copy),
      ],
    };
  });
}
