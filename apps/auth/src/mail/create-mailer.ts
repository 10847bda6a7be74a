// The Mailer the server runs with (issue 3, "Mail"): SMTP when SMTP_URL is set, otherwise the
// development outbox, which logs each mail with its code and keeps it for GET /dev/outbox.
// `send` renders the template in the message's language and throws a MailError on failure.
import type { AuthConfig } from "../config/config.ts";
import type { Mailer } from "../services.ts";
import { createDevOutbox, type DevOutbox } from "./dev-outbox.ts";
import { renderMail } from "./render-mail.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";
import { REQUIRED_MAIL_DATA } from "./template-data.ts";

export type MailerConfig = Pick<AuthConfig, "smtpUrl" | "mailFrom" | "serviceName">;

export interface MailerOptions {
  /** The outbox to keep mail in when SMTP is off (default: a new one). */
  outbox?: DevOutbox;
}

export interface AuthMailer extends Mailer {
  /** Set when mail goes to the development outbox; mount createDevOutboxRoutes(outbox) on it. */
  readonly outbox: DevOutbox | undefined;
}

export function createMailer(config: MailerConfig, options: MailerOptions = {}): AuthMailer {
  if (config.smtpUrl !== undefined) {
    const smtp = createSmtpMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      serviceName: config.serviceName,
    });
    return { outbox: undefined, send: (message) => smtp.send(message) };
  }
  const outbox = options.outbox ?? createDevOutbox();
  const context = { serviceName: config.serviceName };
  return {
    outbox,
    // async so a MailError from rendering arrives as a rejection, as it does over SMTP.
    async send(message) {
      const mail = renderMail(message, context);
      const bearsCode = (REQUIRED_MAIL_DATA[message.template] as readonly string[]).includes(
        "code",
      );
      outbox.add({
        to: message.to,
        template: message.template,
        language: message.language,
        ...mail,
        code: bearsCode ? message.data.code : undefined,
      });
      await Promise.resolve();
    },
  };
}
