// The newsletter's mails as HTML (React's static markup, so everything is escaped) and plain
// text with the same content: the double opt-in's confirmation, and the frame every letter is
// sent in, which carries the signed unsubscribe link in the text and in List-Unsubscribe.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  fill,
  mailPage as page,
  oneClickUnsubscribeHeaders,
  paragraphs,
} from "../mail/mail-parts.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { newsletterMailCopy } from "./newsletter-mail-copy.ts";

type MailLanguage = ShopMail["language"];

export function confirmationMail(
  to: string,
  language: MailLanguage,
  confirmUrl: string,
  validHours: number,
): ShopMail {
  const copy = newsletterMailCopy[language];
  const valid = fill(copy.confirmValid, { hours: validHours });
  return {
    to,
    language,
    subject: copy.confirmSubject,
    text: [
      copy.confirmGreeting,
      copy.confirmLead,
      `${copy.confirmLink}:\n${confirmUrl}`,
      valid,
      copy.confirmIgnore,
      copy.signature,
    ].join("\n\n"),
    html: page(
      language,
      ...paragraphs([copy.confirmGreeting, copy.confirmLead]),
      h("p", null, h("a", { href: confirmUrl }, copy.confirmLink)),
      ...paragraphs([valid, copy.confirmIgnore, copy.signature]),
    ),
  };
}

export interface Letter {
  subject: string;
  /** The letter's own text and HTML body; the unsubscribe footer is added here. */
  text: string;
  html: string;
}

/** A newsletter to one subscriber, always with the unsubscribe link and List-Unsubscribe. */
export function letterMail(
  to: string,
  language: MailLanguage,
  letter: Letter,
  unsubscribeUrl: string,
): ShopMail {
  const copy = newsletterMailCopy[language];
  const footer = renderToStaticMarkup(
    h(
      "p",
      null,
      `${copy.unsubscribeText} `,
      h("a", { href: unsubscribeUrl }, copy.unsubscribeLink),
    ),
  );
  return {
    to,
    language,
    subject: letter.subject,
    text: `${letter.text}\n\n-- \n${copy.unsubscribeText}\n${unsubscribeUrl}\n`,
    html: page(language, h("div", { dangerouslySetInnerHTML: { __html: letter.html + footer } })),
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
}
