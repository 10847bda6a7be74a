// The one layout every mail shares: a plain-text part and an accessible HTML part (lang
// attribute, dark text on white well above WCAG AA contrast, system fonts only, no images, the
// code large and monospaced). All styles are inline because mail clients drop <style> blocks.
import type { MailLanguage } from "../services.ts";
import { escapeHtml } from "./escape-html.ts";
import type { MailContent } from "./mail-content.ts";

export interface LayoutInput {
  content: MailContent;
  language: MailLanguage;
  serviceName: string;
  footer: string;
}

export function layoutText({ content, serviceName, footer }: LayoutInput): string {
  const blocks = [
    serviceName,
    content.heading,
    ...content.intro,
    ...(content.code === undefined ? [] : [`    ${content.code}`]),
    ...content.outro,
    `--\n${footer}`,
  ];
  return `${blocks.join("\n\n")}\n`;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;

export function layoutHtml({ content, language, serviceName, footer }: LayoutInput): string {
  const code =
    content.code === undefined
      ? ""
      : `<p style="margin:8px 0 24px;padding:16px;background:#f3f4f6;border-radius:8px;text-align:center;font-family:${MONO};font-size:36px;font-weight:700;letter-spacing:8px;color:#111827">${escapeHtml(content.code)}</p>`;
  return `<!DOCTYPE html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:15px;font-weight:700;color:#374151">${escapeHtml(serviceName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827">${escapeHtml(content.heading)}</h1>
${content.intro.map(paragraph).join("\n")}
${code}
${content.outro.map(paragraph).join("\n")}
</td></tr>
</table>
<p style="margin:16px 0 0;max-width:560px;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}
