// An in-process SMTP server for tests: the auth server delivers real mail over SMTP to it, and a
// test reads the parsed message (subject, plain text, HTML, headers) the way a mailbox would.
// Each envelope recipient gets its own copy, so `nextMail(address)` works like opening that
// person's inbox. Nothing listens until `startSmtpSink()` is called.
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope recipient this copy was delivered to (RCPT TO), as sent. */
  to: string;
  /** The address in the From header. */
  from: string;
  /** The display name in the From header ("" when none). */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-cased name; repeated headers keep the first value. */
  headers: Record<string, string>;
  /** The message as received, for tests that need the MIME structure. */
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  /** Every delivered copy, oldest first. */
  messages: ReceivedMail[];
  /**
   * The first mail to `to` (case-insensitive) that no earlier `nextMail` call has taken,
   * already received or arriving within `timeoutMs` (default 5000).
   */
  nextMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface Waiter {
  address: string;
  resolve: (mail: ReceivedMail) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const normalise = (address: string) => address.trim().toLowerCase();

export async function startSmtpSink(listenPort = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Waiter[] = [];

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((waiter) => waiter.address === normalise(mail.to));
    if (index === -1) return;
    const [waiter] = waiters.splice(index, 1);
    if (waiter === undefined) return;
    clearTimeout(waiter.timer);
    taken.add(mail);
    waiter.resolve(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Tests close the sink right after the last mail; do not wait the default 30 s for idle clients.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw).then(
          (email) => {
            const fromMailbox = email.from?.address === undefined ? undefined : email.from;
            const headers: Record<string, string> = {};
            for (const header of email.headers) headers[header.key] ??= header.value;
            for (const recipient of session.envelope.rcptTo) {
              deliver({
                to: recipient.address,
                from: fromMailbox?.address ?? "",
                fromName: fromMailbox?.name ?? "",
                subject: email.subject ?? "",
                text: email.text ?? "",
                html: email.html ?? "",
                headers,
                raw: raw.toString("utf8"),
              });
            }
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMail(to, timeoutMs = 5000) {
      const address = normalise(to);
      const waiting = messages.find((mail) => !taken.has(mail) && normalise(mail.to) === address);
      if (waiting !== undefined) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter: Waiter = {
          address,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            const seen = messages.map((mail) => mail.to).join(", ") || "none";
            reject(
              new Error(`No mail to ${to} arrived within ${timeoutMs} ms (received for: ${seen})`),
            );
          }, timeoutMs),
        };
        waiters.push(waiter);
      });
    },
    close() {
      for (const waiter of waiters.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(`SMTP sink closed while waiting for mail to ${waiter.address}`));
      }
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
