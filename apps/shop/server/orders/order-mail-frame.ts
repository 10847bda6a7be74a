// The frame every mail to a customer about an order shares (the confirmation and withdrawal
// receipt in order-mails.ts, shipped-mail.ts, admin/refunds/refund-mail.ts): in the order's
// language, a title, the greeting by the buyer's name and the mail's own sections, rendered as
// HTML (React, so every value is escaped) and as plain text with the same content. Also the
// sections more than one of them carries: the order's lines, the delivery address, the
// withdrawal, terms and seller footer, and the seller's details with the terms link.
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DELIVERY_OPTIONS, TERMS_PATH, WITHDRAWAL_DAYS } from "../../domain/catalogue/delivery.ts";
import { PAYMENT_METHODS } from "../../domain/checkout/payment-methods.ts";
import { showPostcode } from "../../domain/checkout/postcode.ts";
import { WITHDRAWAL_PATH } from "../../domain/orders/withdrawal-path.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { MAIL_COPY, type MailCopy } from "./order-mail-copy.ts";
import type { OrderView } from "./order-view.ts";

export type MailLanguage = "se" | "en";

export const languageOf = (order: OrderView): MailLanguage =>
  order.language === "en" ? "en" : "se";

export const sek = (ore: number, language: MailLanguage) =>
  new Intl.NumberFormat(language === "se" ? "sv-SE" : "en-SE", {
    style: "currency",
    currency: "SEK",
  }).format(ore / 100);

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

export function paymentName(order: OrderView, language: MailLanguage): string {
  return PAYMENT_METHODS.find((m) => m.id === order.payment)?.name[language] ?? order.payment;
}

function deliveryName(order: OrderView, language: MailLanguage): string {
  const option = DELIVERY_OPTIONS.find((o) => o.id === order.delivery);
  return option ? `${option.carrier} ${option.method[language]}` : order.delivery;
}

/** A part of a mail: an optional heading, its lines, then its links. */
export interface Section {
  heading?: string;
  lines: string[];
  links?: { text: string; href: string }[];
}

function renderMail(
  language: MailLanguage,
  title: string,
  sections: Section[],
): { html: string; text: string } {
  const body: ReactNode[] = [h("h1", { key: "title", style: { fontSize: "20px" } }, title)];
  sections.forEach((section, index) => {
    body.push(
      h(
        "div",
        { key: index, style: { marginTop: "16px" } },
        section.heading &&
          h("h2", { style: { fontSize: "16px", margin: "0 0 4px" } }, section.heading),
        ...section.lines.map((line, i) => h("p", { key: i, style: { margin: "2px 0" } }, line)),
        ...(section.links ?? []).map((link, i) =>
          h(
            "p",
            { key: `link-${i}`, style: { margin: "6px 0" } },
            h("a", { href: link.href }, link.text),
          ),
        ),
      ),
    );
  });
  const html = `<!doctype html>${renderToStaticMarkup(
    h(
      "html",
      { lang: language === "se" ? "sv" : "en" },
      h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, title)),
      h("body", { style: { fontFamily: "Arial, sans-serif", color: "#1d1d22" } }, ...body),
    ),
  )}`;
  const text = [
    title,
    ...sections.map((section) =>
      [
        section.heading ? `${section.heading}\n${"-".repeat(section.heading.length)}` : undefined,
        ...section.lines,
        ...(section.links ?? []).map((link) => `${link.text}: ${link.href}`),
      ]
        .filter((line) => line !== undefined)
        .join("\n"),
    ),
  ].join("\n\n");
  return { html, text: `${text}\n` };
}

/** What one order mail says; the frame adds the greeting before `lead`. */
export interface OrderMailContent {
  subject: string;
  title: string;
  /** The opening lines after the greeting. */
  lead: string[];
  sections: Section[];
}

/**
 * An order mail to the buyer in the order's language: `write` is given that language and the
 * order mails' shared words, and answers what this mail says.
 */
export function orderMail(
  order: OrderView,
  write: (language: MailLanguage, copy: MailCopy) => OrderMailContent,
): ShopMail {
  const language = languageOf(order);
  const copy = MAIL_COPY[language];
  const written = write(language, copy);
  const { title, lead, sections } = written;
  // Play money (record 0047): said in the subject and before anything else.
  const subject = order.testPayment
    ? fill(copy.testOrderSubject, { subject: written.subject })
    : written.subject;
  const { html, text } = renderMail(language, title, [
    ...(order.testPayment ? [{ lines: [copy.testOrderNote] }] : []),
    { lines: [fill(copy.greeting, { name: order.billing.name }), ...lead] },
    ...sections,
  ]);
  return { to: order.email, language, subject, html, text };
}

/** "2 × Name (variant): 1 000,00 kr": some units of an order line and what they come to. */
export function unitsText(
  quantity: number,
  line: { name: string; variant: string | undefined },
  amount: number,
  language: MailLanguage,
): string {
  const name = line.variant ? `${line.name} (${line.variant})` : line.name;
  return `${quantity} × ${name}: ${sek(amount, language)}`;
}

export function lineText(line: OrderView["lines"][number], language: MailLanguage): string {
  return unitsText(line.quantity, line, line.lineTotal, language);
}

function companyLines(company: CompanyInfo, copy: MailCopy): string[] {
  return [
    company.name,
    company.orgNr && `${copy.orgNr} ${company.orgNr}`,
    company.vatNr && `${copy.vatNr} ${company.vatNr}`,
    company.address,
    company.email,
    company.phone,
  ].filter((line): line is string => Boolean(line));
}

/** The seller's details after `before`, with the link to the terms. */
export function sellerSection(
  company: CompanyInfo,
  origin: string,
  copy: MailCopy,
  before: string[] = [],
): Section {
  return {
    heading: copy.sellerHeading,
    lines: [...before, ...companyLines(company, copy)],
    links: [{ text: copy.termsLink, href: `${origin}${TERMS_PATH}` }],
  };
}

/** The right of withdrawal with its link, the terms with theirs, and the seller's details. */
export function footer(
  company: CompanyInfo,
  origin: string,
  order: OrderView,
  copy: MailCopy,
): Section[] {
  return [
    {
      heading: copy.withdrawalHeading,
      lines: [fill(copy.withdrawalText, { days: String(WITHDRAWAL_DAYS) })],
      links: [
        {
          text: copy.withdrawalLink,
          // The order's link token: the withdrawal opens at this order, no e-mail asked.
          href: `${origin}${WITHDRAWAL_PATH}?order=${order.accessToken}`,
        },
      ],
    },
    {
      heading: copy.termsHeading,
      lines: [copy.termsText],
      links: [{ text: copy.termsLink, href: `${origin}${TERMS_PATH}` }],
    },
    { heading: copy.sellerHeading, lines: companyLines(company, copy) },
  ];
}

/** The delivery section: how the parcel goes, the pickup point if any, and the address. */
export function deliverySection(order: OrderView, language: MailLanguage, copy: MailCopy): Section {
  const to = order.shipping;
  return {
    heading: copy.deliveryHeading,
    lines: [
      `${copy.deliveryBy}: ${deliveryName(order, language)}`,
      ...(order.pickupPoint ? [`${copy.pickupPoint}: ${order.pickupPoint}`] : []),
      to.name,
      to.street,
      `${showPostcode(to.postcode)} ${to.city}`,
    ],
  };
}
