// The two mails an order sends, in the order's language, as HTML (React, so every value is
// escaped) and plain text with the same content: the confirmation once the order is paid, and
// the receipt of an "Ångra köp" notice, stating when it arrived. Both carry the seller's
// details, the terms and the withdrawal link (market.md). The layout and the sections they
// share are exported for the order mails the admin sends (shipped-mail.ts).
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DELIVERY_OPTIONS, TERMS_PATH, WITHDRAWAL_DAYS } from "../../app/catalogue/delivery.ts";
import { PAYMENT_METHODS } from "../../app/checkout/payment-methods.ts";
import { WITHDRAWAL_PATH } from "../../app/orders/withdrawal-path.ts";
import type { CompanyInfo } from "../config.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { MAIL_COPY, type MailCopy } from "./order-mail-copy.ts";
import type { OrderView } from "./order-view.ts";

type Language = "se" | "en";

export const languageOf = (order: OrderView): Language => (order.language === "en" ? "en" : "se");

export const sek = (ore: number, language: Language) =>
  new Intl.NumberFormat(language === "se" ? "sv-SE" : "en-SE", {
    style: "currency",
    currency: "SEK",
  }).format(ore / 100);

export const stockholmTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

function deliveryName(order: OrderView, language: Language): string {
  const option = DELIVERY_OPTIONS.find((o) => o.id === order.delivery);
  return option ? `${option.carrier} ${option.method[language]}` : order.delivery;
}

function paymentName(order: OrderView, language: Language): string {
  return PAYMENT_METHODS.find((m) => m.id === order.payment)?.name[language] ?? order.payment;
}

export function companyLines(company: CompanyInfo, copy: MailCopy): string[] {
  return [
    company.name,
    company.orgNr && `${copy.orgNr} ${company.orgNr}`,
    company.vatNr && `${copy.vatNr} ${company.vatNr}`,
    company.address,
    company.email,
    company.phone,
  ].filter((line): line is string => Boolean(line));
}

export interface Section {
  heading?: string;
  lines: string[];
  links?: { text: string; href: string }[];
}

export function renderMail(
  language: Language,
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

export function lineText(line: OrderView["lines"][number], language: Language): string {
  const name = line.variant ? `${line.name} (${line.variant})` : line.name;
  return `${line.quantity} × ${name}: ${sek(line.lineTotal, language)}`;
}

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
          href: `${origin}${WITHDRAWAL_PATH}?order=${encodeURIComponent(order.number)}`,
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

export function addressLines(order: OrderView, language: Language, copy: MailCopy): string[] {
  const to = order.shipping;
  return [
    `${copy.deliveryBy}: ${deliveryName(order, language)}`,
    ...(order.pickupPoint ? [`${copy.pickupPoint}: ${order.pickupPoint}`] : []),
    to.name,
    to.street,
    `${to.postcode} ${to.city}`,
  ];
}

export function confirmationMail(order: OrderView, company: CompanyInfo, origin: string): ShopMail {
  const language = languageOf(order);
  const copy = MAIL_COPY[language];
  const totals = [
    `${copy.goods}: ${sek(order.linesTotal, language)}`,
    `${copy.delivery}: ${sek(order.deliveryFee, language)}`,
    ...(order.paymentFee > 0 ? [`${copy.paymentFee}: ${sek(order.paymentFee, language)}`] : []),
    `${copy.total}: ${sek(order.total, language)}`,
    `${copy.moms}: ${sek(order.moms, language)}`,
    `${copy.paidWith}: ${paymentName(order, language)}`,
  ];
  const { html, text } = renderMail(
    language,
    fill(copy.confirmationTitle, { number: order.number }),
    [
      {
        lines: [
          fill(copy.greeting, { name: order.billing.name }),
          fill(copy.confirmationLead, { number: order.number }),
        ],
      },
      { heading: copy.linesHeading, lines: order.lines.map((line) => lineText(line, language)) },
      { heading: copy.totalsHeading, lines: totals },
      { heading: copy.deliveryHeading, lines: addressLines(order, language, copy) },
      {
        heading: copy.trackingHeading,
        lines: [copy.trackingText],
        links: [
          { text: copy.trackingLink, href: `${origin}/page/order_tracking?order=${order.id}` },
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
  );
  return {
    to: order.email,
    language,
    subject: fill(copy.confirmationSubject, { number: order.number }),
    html,
    text,
  };
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
  const language = languageOf(order);
  const copy = MAIL_COPY[language];
  const when = stockholmTime(receipt.receivedAt, language);
  const lines = order.lines.filter((line) => receipt.lineNos.includes(line.lineNo));
  const { html, text } = renderMail(language, fill(copy.receiptTitle, { number: order.number }), [
    {
      lines: [
        fill(copy.greeting, { name: order.billing.name }),
        fill(copy.receiptLead, { number: order.number, when }),
      ],
    },
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
    {
      heading: copy.sellerHeading,
      lines: companyLines(company, copy),
      links: [{ text: copy.termsLink, href: `${origin}${TERMS_PATH}` }],
    },
  ]);
  return {
    to: order.email,
    language,
    subject: fill(copy.receiptSubject, { number: order.number }),
    html,
    text,
  };
}
