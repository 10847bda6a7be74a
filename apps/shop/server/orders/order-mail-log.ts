// Every mail the shop sent a customer about an order, as the admin's order page lists them:
// what kind it was, its subject and when it was handed to the mail server. A row is written
// only after the mail server took the mail, so the list never shows a mail that was not sent
// (sendOrderMail, which every order mail goes out through).
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMail, ShopMailer } from "../mail/shop-mailer.ts";

/** The kinds of order mail; others (a refund's) are added by the code that sends them. */
export type OrderMailKind = "confirmation" | "withdrawal_receipt" | "shipped" | (string & {});

export interface OrderMailRecord {
  kind: OrderMailKind;
  subject: string;
  sentAt: string;
}

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

// Ids sort by the time sent, then by the order of sending within one millisecond.
let sequence = 0;
const mailId = (at: Date) =>
  `${at.getTime().toString(36).padStart(9, "0")}-${(sequence++ % 46_656).toString(36).padStart(3, "0")}-${randomUUID()}`;

async function recordOrderMail(
  db: Db,
  orderId: string,
  mail: { kind: OrderMailKind; subject: string },
  sentAt: Date,
): Promise<void> {
  await db
    .insertInto("order_mails")
    .values({
      id: mailId(sentAt),
      order_id: orderId,
      kind: mail.kind,
      subject: mail.subject,
      sent_at: sentAt.toISOString(),
    })
    .execute();
}

/** How the code sending an order's mails reaches the mail server, its log and the time. */
export interface OrderMailSender {
  mailer: ShopMailer;
  log: (line: string) => void;
  /** What the log lines start with, e.g. "[orders]". */
  logTag: string;
  now: () => Date;
}

/**
 * Sends an order's mail, then records it; true when the mail server took it. A failure to send
 * or to record is logged, never thrown: a mail never undoes what it reports.
 */
export async function sendOrderMail(
  db: Kysely<ShopDatabase>,
  sender: OrderMailSender,
  order: { id: string; number: string },
  kind: OrderMailKind,
  mail: ShopMail,
): Promise<boolean> {
  const { log, logTag } = sender;
  try {
    await sender.mailer.send(mail);
  } catch (error) {
    log(`${logTag} could not send the ${kind} mail for ${order.number}: ${String(error)}`);
    return false;
  }
  try {
    await recordOrderMail(db, order.id, { kind, subject: mail.subject }, sender.now());
  } catch (error) {
    log(`${logTag} could not record the ${kind} mail for ${order.number}: ${String(error)}`);
  }
  return true;
}

/** An order's mails, oldest first. */
export async function orderMailsOf(db: Db, orderId: string): Promise<OrderMailRecord[]> {
  const rows = await db
    .selectFrom("order_mails")
    .select(["kind", "subject", "sent_at"])
    .where("order_id", "=", orderId)
    .orderBy("sent_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
