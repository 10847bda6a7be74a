// Delivery over SMTP with nodemailer. smtp:// speaks plain SMTP (upgrading with STARTTLS when
// the server offers it), smtps:// uses TLS from the start; user and password come from the URL,
// and nodemailer reads further options from its query (e.g. `?pool=true` to reuse connections).
// A connection opens per mail unless pooled; constructing the mailer connects to nothing.
import { createTransport } from "nodemailer";
import type { Mailer, MailMessage } from "../services.ts";
import { MailError } from "./mail-error.ts";
import { renderMail } from "./render-mail.ts";

export interface SmtpMailerOptions {
  smtpUrl: string;
  /** The From header, e.g. `Kretsbutiken <noreply@kretsbutiken.se>` (MAIL_FROM). */
  from: string;
  serviceName: string;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const url = new URL(options.smtpUrl);
  const transport = createTransport({
    url: options.smtpUrl,
    // A local catcher (Mailpit, our test sink) may offer STARTTLS with a certificate nobody
    // trusts; on loopback there is nothing to protect, elsewhere STARTTLS is used when offered.
    ignoreTLS: url.protocol === "smtp:" && LOOPBACK.has(url.hostname),
    // A sign-in step waits for its passcode mail: fail within seconds rather than nodemailer's
    // minutes-long defaults.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
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
