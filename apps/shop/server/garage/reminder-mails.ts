// Min garage's reminder mails as HTML and plain text with the same content (the newsletter's
// pieces, mail/mail-parts.ts): the double opt-in's confirmation, and the check reminder itself.
// Both carry the signed link that ends the reminder, in the text and in List-Unsubscribe.
import { createElement as h } from "react";
import type { DueReason, ReminderRule } from "../../domain/garage/check-reminder.ts";
import { fill, mailPage, oneClickUnsubscribeHeaders, paragraphs } from "../mail/mail-parts.ts";
import type { ShopMail } from "../mail/shop-mailer.ts";
import { reminderMailCopy } from "./reminder-mail-copy.ts";

type MailLanguage = ShopMail["language"];

/** "var 500:e km eller var 6:e månad". */
export function ruleText(language: MailLanguage, rule: ReminderRule): string {
  const copy = reminderMailCopy[language];
  const parts = [
    ...(rule.everyKm === undefined ? [] : [fill(copy.ruleKm, { km: rule.everyKm })]),
    ...(rule.everyMonths === undefined
      ? []
      : [fill(copy.ruleMonths, { months: rule.everyMonths })]),
  ];
  return parts.join(` ${copy.ruleOr} `);
}

const footer = (language: MailLanguage, unsubscribeUrl: string) => {
  const copy = reminderMailCopy[language];
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

export interface ReminderConfirmation {
  scooter: string;
  rule: ReminderRule;
  confirmUrl: string;
  validHours: number;
  unsubscribeUrl: string;
}

export function reminderConfirmationMail(
  to: string,
  language: MailLanguage,
  details: ReminderConfirmation,
): ShopMail {
  const copy = reminderMailCopy[language];
  const lead = fill(copy.confirmLead, {
    scooter: details.scooter,
    rule: ruleText(language, details.rule),
  });
  const valid = fill(copy.confirmValid, { hours: details.validHours });
  const end = footer(language, details.unsubscribeUrl);
  return {
    to,
    language,
    subject: copy.confirmSubject,
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

export interface CheckReminder {
  scooter: string;
  rule: ReminderRule;
  reason: DueReason;
  kmSince: number | undefined;
  garageUrl: string;
  unsubscribeUrl: string;
}

export function checkReminderMail(
  to: string,
  language: MailLanguage,
  details: CheckReminder,
): ShopMail {
  const copy = reminderMailCopy[language];
  const rule = ruleText(language, details.rule);
  const why =
    details.reason === "km"
      ? fill(copy.reminderKm, { km: details.kmSince ?? details.rule.everyKm ?? 0, rule })
      : fill(copy.reminderMonths, { months: details.rule.everyMonths ?? 0, rule });
  const lines = [copy.greeting, why, copy.reminderSteps, copy.reminderDone];
  const end = footer(language, details.unsubscribeUrl);
  return {
    to,
    language,
    subject: fill(copy.reminderSubject, { scooter: details.scooter }),
    text: [...lines, `${copy.garageLink}:\n${details.garageUrl}`, copy.signature, end.text].join(
      "\n\n",
    ),
    html: mailPage(
      language,
      ...paragraphs(lines),
      h("p", { key: "garage" }, h("a", { href: details.garageUrl }, copy.garageLink)),
      ...paragraphs([copy.signature]),
      end.html,
    ),
    headers: oneClickUnsubscribeHeaders(details.unsubscribeUrl),
  };
}
