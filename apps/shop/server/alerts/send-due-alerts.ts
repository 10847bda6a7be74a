// The alerts' job (alert-job.ts runs it on every instance): finds the active alerts whose
// condition holds now and sends each one mail. Due alerts are found through product_listing,
// which is written in the same transaction as every change of stock or price (an order, a
// reservation given back, the admin, a deal; server/catalogue/catalogue-version.ts), so the
// admin's changes count like any other; each is then checked again against the product read
// with its price history (the mail names the 30-day lowest price when the price is a
// reduction). Before a mail goes out, the alert is claimed in the database by one conditional
// update (active → sent): two instances racing both find it, one claims it, one mail is sent.
// A mail that fails gives the claim back, so the next run tries again; a process that dies
// between the claim and the mail loses that mail rather than sending it twice.
import type { Kysely } from "@kretsbutiken/database";
import { productPath } from "../../domain/catalogue/product-path.ts";
import {
  ALERT_UNSUBSCRIBE_PATH,
  alertHolds,
  type AlertKind,
} from "../../domain/alerts/product-alerts.ts";
import { readProducts } from "../catalogue/catalogue.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import type { UnsubscribeLinks } from "../newsletter/newsletter-links.ts";
import { alertMail } from "./alert-mails.ts";

/** Alerts handled per run; a run with more leaves the rest to the next one. */
export const ALERTS_PER_RUN = 500;

export interface SendDueOptions {
  mailer: ShopMailer;
  links: UnsubscribeLinks;
  origin: string;
  now: () => Date;
  log: (error: unknown) => void;
}

export async function sendDueAlerts(
  db: Kysely<ShopDatabase>,
  { mailer, links, origin, now, log }: SendDueOptions,
): Promise<number> {
  const due = await db
    .selectFrom("product_alerts as a")
    .innerJoin("product_listing as l", "l.product_id", "a.product_id")
    .select(["a.id", "a.email", "a.language", "a.kind", "a.target_price", "a.product_id"])
    .where("a.status", "=", "active")
    .where((eb) =>
      eb.or([
        eb.and([eb("a.kind", "=", "stock"), eb("l.buyable", "=", 1)]),
        eb.and([eb("a.kind", "=", "price"), eb("l.price", "<=", eb.ref("a.target_price"))]),
      ]),
    )
    .orderBy("a.confirmed_at")
    .limit(ALERTS_PER_RUN)
    .execute();
  if (due.length === 0) return 0;

  const at = now().toISOString();
  const products = new Map(
    (await readProducts(db, [...new Set(due.map((row) => Number(row.product_id)))], at)).map(
      (priced) => [priced.product.id, priced.product],
    ),
  );
  let sent = 0;
  for (const row of due) {
    const product = products.get(Number(row.product_id));
    const kind: AlertKind = row.kind === "price" ? "price" : "stock";
    const targetPrice = row.target_price === null ? null : Number(row.target_price);
    if (!product || !alertHolds({ kind, targetPrice }, product)) continue;

    const claimedAt = now().toISOString();
    const claim = await db
      .updateTable("product_alerts")
      .set({ status: "sent", sent_at: claimedAt })
      .where("id", "=", row.id)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) continue;

    const language = row.language === "en" ? "en" : "se";
    try {
      await mailer.send(
        alertMail(row.email, language, {
          kind,
          productName: product.name[language],
          productUrl: new URL(productPath(product), origin).href,
          price: product.price,
          lowestPrice30Days: product.lowestPrice30Days,
          targetPrice,
          unsubscribeUrl: links.url(origin, ALERT_UNSUBSCRIBE_PATH, row.id),
        }),
      );
      sent += 1;
    } catch (error) {
      log(error);
      await db
        .updateTable("product_alerts")
        .set({ status: "active", sent_at: null })
        .where("id", "=", row.id)
        .where("status", "=", "sent")
        .where("sent_at", "=", claimedAt)
        .execute();
    }
  }
  return sent;
}
