// Delivery over SMTP through server-kit's transport (the shop's too): smtp:// with STARTTLS when
// offered, smtps:// with TLS from the start, credentials and further options in the URL. A
// connection opens per mail unless pooled; constructing the mailer connects to nothing.
import { createSmtpTransport } from "@kretsbutiken/server-kit";
import type { Mailer, MailMessage } from "../services.ts";
import { MailError } from "./mail-error.ts";
import { renderMail } from "./render-mail.ts";

export interface SmtpMailerOptions {
  smtpUrl: string;
  /** The From header, e.g. `Kretsbutiken <noreply@kretsbutiken.se>` (MAIL_FROM). */
  from: string;
  serviceName: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = createSmtpTransport(options.smtpUrl);
  const context = { serviceName: options.serviceName };

  return {
    async send(message: MailMessage) {
      const mail = renderMail(message, context);
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { "Auto-Submitted": "auto-generated", "Content-Language": message.language },
        });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new MailError(
          "mail_delivery_failed",
          `Could not deliver the "${message.template}" mail over SMTP${typeof code === "string" ? ` (${code})` : ""}`,
          { cause: error },
        );
      }
    },
  };
}
