// Turns a MailMessage into the subject, plain text and HTML that get delivered (flow-api.md §7:
// one text and one HTML body per template, subject per language, English fallback).
import type { MailLanguage, MailMessage, MailTemplate } from "../services.ts";
import type { MailContent, MailContext, MailTranslations } from "./mail-content.ts";
import { layoutHtml, layoutText } from "./mail-layout.ts";
import { MailError } from "./mail-error.ts";
import { REQUIRED_MAIL_DATA, type MailTemplateData } from "./template-data.ts";
import { en } from "./translations/en.ts";
import { sv } from "./translations/sv.ts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const TRANSLATIONS: Record<MailLanguage, MailTranslations> = { sv, en };

export function renderMail(message: MailMessage, context: MailContext): RenderedMail {
  const translations = TRANSLATIONS[message.language];
  const content = buildContent(translations, message.template, message.data, context);
  const layout = {
    content,
    language: message.language,
    serviceName: context.serviceName,
    footer: translations.footer(context),
  };
  return { subject: content.subject, text: layoutText(layout), html: layoutHtml(layout) };
}

function buildContent<T extends MailTemplate>(
  translations: MailTranslations,
  template: T,
  data: Record<string, string>,
  context: MailContext,
): MailContent {
  const required: readonly string[] = REQUIRED_MAIL_DATA[template];
  const missing = required.filter((key) => !data[key]);
  if (missing.length > 0) {
    throw new MailError(
      "mail_template_data_missing",
      `Mail template "${template}" needs ${missing.join(", ")} in its data`,
    );
  }
  // Checked just above: every key the template reads is a non-empty string.
  return translations.templates[template](data as MailTemplateData[T], context);
}
