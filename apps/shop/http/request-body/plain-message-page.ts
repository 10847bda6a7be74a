// A page of one message, outside the shop's layout: what a browser shows when an endpoint
// cannot take what it was sent. No script, no style sheet, everything escaped.
import { escapeXml } from "../../domain/escape-xml.ts";
import { HTML_LANG, type Language } from "../../domain/language.ts";

export interface PlainMessage {
  language: Language;
  title: string;
  message: string;
  back: { href: string; label: string };
}

export function plainMessagePage({ language, title, message, back }: PlainMessage): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${HTML_LANG[language]}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeXml(title)}</title></head>`,
    `<body><main><h1>${escapeXml(title)}</h1><p>${escapeXml(message)}</p>`,
    `<p><a href="${escapeXml(back.href)}">${escapeXml(back.label)}</a></p></main></body>`,
    "</html>",
  ].join("\n");
}
