// The product alerts' mails as HTML and plain text with the same content (the newsletter's
// pieces, mail/mail-parts.ts): the double opt-in's confirmation, and the alert itself, with the
// product, its price (and, when that price is a reduction, the lowest price of the 30 days
// before it, which is the only "was" price a Swedish shop may show) and the link to it. Both
// carry the signed link that ends the alert, in the text and in List-Unsubscribe (RFC 8058).
import { createElement as h } from "react";
import { formatSek } from "../../domain/admin-format.ts";
import type { AlertKind } from "../../domain/alerts/product-alerts.ts";
import { fill, mailPage, oneClickUnsubscribeHeaders, paragraphs } from "../mail/mail-parts.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { alertMailCopy } from "./alert-mail-copy.ts";

type MailLanguage = ShopMail["language"];

export interface ConfirmationDetails {
  kind: AlertKind;
  productName: string;
  /** Öre; the price alert's chosen price. */
  targetPrice: number | null;
  confirmUrl: string;
  validHours: number;
  unsubscribeUrl: string;
}

const footer = (language: MailLanguage, unsubscribeUrl: string) => {
  const copy = alertMailCopy[language];
  return {
    text: `-- \n${copy.unsubscribeText}\n${unsubscribeUrl}`,
    html: h(
      "p",
      { key: "unsubscribe" },
      `${copy.unsubscribeText} `,
      h("a", { href: unsubscribeUrl }, copy.unsubscribeLink),
    ),
  };
};

export function alertConfirmationMail(
  to: string,
  language: MailLanguage,
  details: ConfirmationDetails,
): ShopMail {
  const copy = alertMailCopy[language];
  const values = {
    product: details.productName,
    target: details.targetPrice === null ? "" : formatSek(details.targetPrice, language),
    hours: details.validHours,
  };
  const stock = details.kind === "stock";
  const lead = fill(stock ? copy.confirmLeadStock : copy.confirmLeadPrice, values);
  const valid = fill(copy.confirmValid, values);
  const end = footer(language, details.unsubscribeUrl);
  return {
    to,
    language,
    subject: fill(stock ? copy.confirmSubjectStock : copy.confirmSubjectPrice, values),
    text: [
      copy.greeting,
      lead,
      `${copy.confirmLink}:\n${details.confirmUrl}`,
      valid,
      copy.confirmIgnore,
      copy.signature,
      end.text,
    ].join("\n\n"),
    html: mailPage(
      language,
      ...paragraphs([copy.greeting, lead]),
      h("p", { key: "confirm" }, h("a", { href: details.confirmUrl }, copy.confirmLink)),
      ...paragraphs([valid, copy.confirmIgnore, copy.signature]),
      end.html,
    ),
    headers: oneClickUnsubscribeHeaders(details.unsubscribeUrl),
  };
}

export interface AlertDetails {
  kind: AlertKind;
  productName: string;
  productUrl: string;
  /** Öre incl. moms, now. */
  price: number;
  /** Set when the price now is a reduction (domain/catalogue/price-rules.ts). */
  lowestPrice30Days: number | undefined;
  targetPrice: number | null;
  unsubscribeUrl: string;
}

export function alertMail(to: string, language: MailLanguage, details: AlertDetails): ShopMail {
  const copy = alertMailCopy[language];
  const values = {
    product: details.productName,
    price: formatSek(details.price, language),
    target: details.targetPrice === null ? "" : formatSek(details.targetPrice, language),
    lowest:
      details.lowestPrice30Days === undefined ? "" : formatSek(details.lowestPrice30Days, language),
  };
  const stock = details.kind === "stock";
  const lines = [
    copy.greeting,
    fill(stock ? copy.stockLead : copy.priceLead, values),
    ...(details.lowestPrice30Days === undefined ? [] : [fill(copy.lowestPrice, values)]),
  ];
  const closing = [copy.onceOnly, copy.signature];
  const end = footer(language, details.unsubscribeUrl);
  return {
    to,
    language,
    subject: fill(stock ? copy.stockSubject : copy.priceSubject, values),
    text: [...lines, `${copy.productLink}:\n${details.productUrl}`, ...closing, end.text].join(
      "\n\n",
    ),
    html: mailPage(
      language,
      ...paragraphs(lines),
      h("p", { key: "product" }, h("a", { href: details.productUrl }, copy.productLink)),
      ...paragraphs(closing),
      end.html,
    ),
    headers: oneClickUnsubscribeHeaders(details.unsubscribeUrl),
  };
}
