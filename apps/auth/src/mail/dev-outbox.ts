// Where mail goes when SMTP_URL is not set: kept in memory (the newest `limit` mails) for the
// development page, and logged to stdout (with its code, outside production) so a developer can
// sign in without a mail server. Nothing is delivered.
import { randomUUID } from "node:crypto";
import type { Clock, MailLanguage, MailTemplate } from "../services.ts";

export interface OutboxMail {
  id: string;
  /** ISO-8601 UTC. */
  sentAt: string;
  to: string;
  template: MailTemplate;
  language: MailLanguage;
  subject: string;
  text: string;
  html: string;
  /** The passcode, for code-bearing templates. */
  code: string | undefined;
}

export interface DevOutbox {
  add(mail: Omit<OutboxMail, "id" | "sentAt">): OutboxMail;
  /** Newest first. */
  list(): OutboxMail[];
  clear(): void;
}

export interface DevOutboxOptions {
  /** How many mails to keep; default 50. */
  limit?: number;
  /** Receives one line per mail; default stdout. */
  log?: (line: string) => void;
  /**
   * Write the passcode into that line (default true). A production server without SMTP_URL
   * keeps codes out of its log, where anyone with log access could sign in as anyone.
   */
  logCodes?: boolean;
  clock?: Clock;
}

export function createDevOutbox(options: DevOutboxOptions = {}): DevOutbox {
  const limit = options.limit ?? 50;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const clock = options.clock ?? { now: () => new Date() };
  let mails: OutboxMail[] = [];

  return {
    add(mail) {
      const stored = { id: randomUUID(), sentAt: clock.now().toISOString(), ...mail };
      mails = [stored, ...mails].slice(0, limit);
      // JSON-quoted values: an address cannot forge extra log lines.
      const code =
        stored.code === undefined
          ? ""
          : options.logCodes === false
            ? " code=(withheld: not logged in production)"
            : ` code=${stored.code}`;
      log(
        `[dev outbox] not delivered (SMTP_URL is not set): to=${JSON.stringify(stored.to)} subject=${JSON.stringify(stored.subject)}${code}`,
      );
      return stored;
    },
    list: () => [...mails],
    clear() {
      mails = [];
    },
  };
}
