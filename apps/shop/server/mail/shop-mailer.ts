// The shop's mail: over SMTP when SMTP_URL is set (the auth server's convention: smtp:// with
// STARTTLS when offered, smtps:// with TLS from the start, credentials in the URL), otherwise a
// development outbox that keeps the newest mails in memory and logs one line per mail (its
// subject, never the recipient: logs hold no personal data).
import { createSmtpTransport } from "@kretsbutiken/server-kit";

export interface ShopMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: "se" | "en";
  /** Extra headers, e.g. the newsletter's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent along, e.g. a workshop booking's calendar event (text/calendar). */
  attachments?: readonly ShopMailAttachment[];
}

export interface ShopMailAttachment {
  filename: string;
  /** The MIME type with its parameters: `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

export interface ShopMailer {
  /** Rejects when the mail could not be handed over. */
  send(mail: ShopMail): Promise<void>;
  /** The development outbox, newest first; empty when mail goes over SMTP. */
  outbox(): readonly ShopMail[];
}

export interface ShopMailerOptions {
  smtpUrl: string | undefined;
  /** The From header, e.g. `Kretsbutiken <order@kretsbutiken.se>`. */
  from: string;
  log?: (line: string) => void;
}

const OUTBOX_SIZE = 50;

export function createShopMailer(options: ShopMailerOptions): ShopMailer {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (options.smtpUrl === undefined) {
    let kept: ShopMail[] = [];
    return {
      async send(mail) {
        kept = [mail, ...kept].slice(0, OUTBOX_SIZE);
        log(
          `[shop outbox] not delivered (SMTP_URL is not set): subject=${JSON.stringify(mail.subject)}`,
        );
        await Promise.resolve();
      },
      outbox: () => kept,
    };
  }
  const transport = createSmtpTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Base64 keeps the bytes as they are: a calendar's lines must end in CRLF (RFC 5545).
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content, "utf8"),
          contentTransferEncoding: "base64" as const,
        })),
        headers: {
          ...mail.headers,
          "Auto-Submitted": "auto-generated",
          "Content-Language": mail.language === "se" ? "sv" : "en",
        },
      });
    },
    outbox: () => [],
  };
}
