// The two mails an order sends, in the order's language, as HTML and plain text with the same
// content (order-mail-frame.ts): the confirmation once the order is paid, and the receipt of an
// "Ångra köp" notice, stating when it arrived. Both carry the seller's details, the terms and
// the withdrawal link (market.md).
import { WITHDRAWAL_DAYS } from "../../domain/catalogue/delivery.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import {
  deliverySection,
  fill,
  footer,
  lineText,
  orderMail,
  paymentName,
  sek,
  sellerSection,
  type MailLanguage,
} from "./order-mail-frame.ts";
import type { OrderView } from "./order-view.ts";

const stockholmTime = (iso: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));

export function confirmationMail(order: OrderView, company: CompanyInfo, origin: string): ShopMail {
  return orderMail(order, (language, copy) => ({
    subject: fill(copy.confirmationSubject, { number: order.number }),
    title: fill(copy.confirmationTitle, { number: order.number }),
    lead: [fill(copy.confirmationLead, { number: order.number })],
    sections: [
      { heading: copy.linesHeading, lines: order.lines.map((line) => lineText(line, language)) },
      {
        heading: copy.totalsHeading,
        lines: [
          `${copy.goods}: ${sek(order.linesTotal, language)}`,
          `${copy.delivery}: ${sek(order.deliveryFee, language)}`,
          ...(order.paymentFee > 0
            ? [`${copy.paymentFee}: ${sek(order.paymentFee, language)}`]
            : []),
          `${copy.total}: ${sek(order.total, language)}`,
          `${copy.moms}: ${sek(order.moms, language)}`,
          `${copy.paidWith}: ${paymentName(order, language)}`,
        ],
      },
      deliverySection(order, language, copy),
      {
        heading: copy.trackingHeading,
        lines: [copy.trackingText],
        links: [
          {
            text: copy.trackingLink,
            href: `${origin}/page/order_tracking?order=${order.accessToken}`,
          },
        ],
      },
      {
        heading: copy.reviewHeading,
        lines: [copy.reviewText],
        // One link a product, however many lines (colours, sizes) it has in the order.
        links: [...new Map(order.lines.map((line) => [line.productId, line])).values()].map(
          (line) => ({
            text: fill(copy.reviewLink, { product: line.name }),
            href: `${origin}/page/review?product=${line.productId}#skriv`,
          }),
        ),
      },
      ...footer(company, origin, order, copy),
    ],
  }));
}

export interface WithdrawalReceipt {
  receivedAt: string;
  withinPeriod: boolean;
  wholeOrder: boolean;
  lineNos: readonly number[];
}

export function withdrawalReceiptMail(
  order: OrderView,
  receipt: WithdrawalReceipt,
  company: CompanyInfo,
  origin: string,
): ShopMail {
  return orderMail(order, (language, copy) => {
    const when = stockholmTime(receipt.receivedAt, language);
    const lines = order.lines.filter((line) => receipt.lineNos.includes(line.lineNo));
    return {
      subject: fill(copy.receiptSubject, { number: order.number }),
      title: fill(copy.receiptTitle, { number: order.number }),
      lead: [fill(copy.receiptLead, { number: order.number, when })],
      sections: [
        {
          heading: receipt.wholeOrder ? copy.receiptWhole : copy.receiptLines,
          lines: lines.map((line) => lineText(line, language)),
        },
        {
          heading: copy.receiptNextHeading,
          lines: receipt.withinPeriod
            ? [fill(copy.receiptNext, { days: String(WITHDRAWAL_DAYS) })]
            : [copy.receiptLate],
        },
        sellerSection(company, origin, copy),
      ],
    };
  });
}
