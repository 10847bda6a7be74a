// Pieces the shop's own short mails share (the newsletter's, the product alerts'): a template's
// {placeholders} filled, lines as paragraphs, the HTML page in the mail's language (React's
// static markup, so every value is escaped), and the one-click unsubscribe headers.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ShopMail } from "./shop-mailer.ts";

type MailLanguage = ShopMail["language"];

export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

export const paragraphs = (lines: string[]) =>
  lines.map((line, i) => h("p", { key: i, style: { whiteSpace: "pre-line" } }, line));

export const mailPage = (language: MailLanguage, ...children: ReturnType<typeof h>[]): string =>
  `<!doctype html>${renderToStaticMarkup(
    h("html", { lang: language === "se" ? "sv" : "en" }, h("body", null, ...children)),
  )}`;

/**
 * RFC 2369 and RFC 8058: mail clients offer "unsubscribe" and do it with one POST to the link
 * (body `List-Unsubscribe=One-Click`), no page in between.
 */
export const oneClickUnsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
