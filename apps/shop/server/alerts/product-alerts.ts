// Product alerts by double opt-in (domain/alerts/product-alerts.ts; README "Product alerts"):
// "Bevaka" on a sold-out product, "Prisbevakning" at a chosen price. A sign-up stores the alert
// as pending and mails a confirmation link (the newsletter's token: random, stored only as its
// SHA-256, expiring; server/double-opt-in/); following it makes the alert active. One row per
// address, product and kind, so asking again renews that row instead of adding one, and one
// confirmation mail a day per row at most, so signing somebody else up bothers them once.
// Every mail carries a link signed with HMAC-SHA-256 (the newsletter's links, another purpose)
// that ends the alert. The job that sends the alerts themselves is send-due-alerts.ts.
import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import {
  ALERT_CONFIRM_PATH,
  ALERT_UNSUBSCRIBE_PATH,
  type AlertKind,
} from "../../domain/alerts/product-alerts.ts";
import type { ShopDatabase } from "../database/schema.ts";
import {
  CONFIRM_VALID_HOURS,
  newConfirmationToken,
  resendBoundary,
} from "../double-opt-in/confirmation-token.ts";
import { pendingConfirmations } from "../double-opt-in/pending-confirmations.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import { createUnsubscribeLinks, type UnsubscribeLinks } from "../newsletter/newsletter-links.ts";
import { normaliseEmail } from "../newsletter/newsletter-subscriptions.ts";
import { alertConfirmationMail } from "./alert-mails.ts";
import { sendDueAlerts } from "./send-due-alerts.ts";

export interface AlertSignUp {
  /** Already validated (app/alerts/alert-form.server.ts). */
  email: string;
  productId: number;
  /** The product's name in `language`, for the confirmation mail. */
  productName: string;
  kind: AlertKind;
  /** Öre incl. moms, below the price now; null for a stock alert. */
  targetPrice: number | null;
  language: "se" | "en";
  /** Where the links in the mail point: the shop's public origin. */
  origin: string;
}

/**
 * What a sign-up did. The page answers all but "mail-failed" alike ("Kolla din e-post"), so it
 * never tells what an address watches.
 */
export type AlertSubscribeOutcome =
  "confirmation-sent" | "confirmation-sent-recently" | "already-active" | "mail-failed";

/** A signed-in shopper's alert, as their dashboard lists it. */
export interface ListedAlert {
  id: string;
  productId: number;
  kind: AlertKind;
  targetPrice: number | null;
  status: "pending" | "active";
}

export interface ProductAlerts {
  subscribe(signUp: AlertSignUp): Promise<AlertSubscribeOutcome>;
  /** Whether a confirmation link is still good (the page offers the button only then). */
  isConfirmable(token: string): Promise<boolean>;
  confirm(token: string): Promise<"confirmed" | "invalid">;
  /** Ends the alert when the link's signature holds; following it twice is no error. */
  unsubscribe(id: string, signature: string): Promise<"unsubscribed" | "invalid">;
  /** The signed link that ends alert `id`. */
  unsubscribeUrl(origin: string, id: string): string;
  /**
   * Sends the mail of every active alert whose condition holds now, each claimed in the
   * database first so that it goes out once whichever instance runs this; answers how many.
   */
  sendDue(origin: string): Promise<number>;
  /** The alerts of an address still waiting (pending or active), newest first. */
  forAddress(email: string): Promise<ListedAlert[]>;
  /** Ends one of an address's alerts (the signed-in dashboard); false when it is not theirs. */
  endForAddress(email: string, id: string): Promise<boolean>;
}

export interface ProductAlertsOptions {
  mailer: ShopMailer;
  /** Signs the links that end alerts (NEWSLETTER_SECRET, another purpose). */
  secret: string;
  now?: () => Date;
  log?: (error: unknown) => void;
}

export function createProductAlerts(
  db: Kysely<ShopDatabase>,
  { mailer, secret, now = () => new Date(), log = () => {} }: ProductAlertsOptions,
): ProductAlerts {
  const links: UnsubscribeLinks = createUnsubscribeLinks(secret, "product-alert-unsubscribe");
  const table = "product_alerts" as const;
  const pending = pendingConfirmations(db, table, { confirmed: "active", now });

  return {
    async subscribe({ email, productId, productName, kind, targetPrice, language, origin }) {
      const address = normaliseEmail(email);
      const target = kind === "price" ? targetPrice : null;
      // Insert-or-nothing on the unique address, product and kind: no race between a check and
      // an insert.
      await db
        .insertInto(table)
        .values({ id: randomUUID(), email: address, product_id: productId, kind, language })
        .onConflict((conflict) => conflict.columns(["email", "product_id", "kind"]).doNothing())
        .execute();
      const row = await db
        .selectFrom(table)
        .select(["id", "status", "target_price"])
        .where("email", "=", address)
        .where("product_id", "=", productId)
        .where("kind", "=", kind)
        .executeTakeFirstOrThrow();
      // An active alert stays as it is: a sign-up by somebody else must not change or pause it.
      if (row.status === "active") return "already-active";

      // Claim the right to mail: one update decides, so two sign-ups at once send one mail. An
      // alert that was sent or ended starts again as pending; its mail limit still counts.
      const at = now();
      const { token, hash, expiresAt } = newConfirmationToken(at);
      const claimed = await db
        .updateTable(table)
        .set({
          status: "pending",
          language,
          target_price: target,
          token_hash: hash,
          token_expires_at: expiresAt,
          confirmation_sent_at: at.toISOString(),
          confirmed_at: null,
          sent_at: null,
        })
        .where("id", "=", row.id)
        .where("status", "!=", "active")
        .where((eb) =>
          eb.or([
            eb("confirmation_sent_at", "is", null),
            eb("confirmation_sent_at", "<=", resendBoundary(at)),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return "confirmation-sent-recently";

      const confirmUrl = new URL(ALERT_CONFIRM_PATH, origin);
      confirmUrl.searchParams.set("token", token);
      try {
        await mailer.send(
          alertConfirmationMail(address, language, {
            kind,
            productName,
            targetPrice: target,
            confirmUrl: confirmUrl.href,
            validHours: CONFIRM_VALID_HOURS,
            unsubscribeUrl: links.url(origin, ALERT_UNSUBSCRIBE_PATH, row.id),
          }),
        );
        return "confirmation-sent";
      } catch (error) {
        log(error);
        await pending.unsent(row.id, hash);
        return "mail-failed";
      }
    },

    isConfirmable: (token) => pending.isConfirmable(token),
    confirm: (token) => pending.confirm(token),

    async unsubscribe(id, signature) {
      if (!links.verify(id, signature)) return "invalid";
      await db
        .updateTable(table)
        .set({ status: "unsubscribed", token_hash: null, token_expires_at: null })
        .where("id", "=", id)
        .execute();
      return "unsubscribed";
    },

    unsubscribeUrl: (origin, id) => links.url(origin, ALERT_UNSUBSCRIBE_PATH, id),

    sendDue: (origin) => sendDueAlerts(db, { mailer, links, origin, now, log }),

    async forAddress(email) {
      const rows = await db
        .selectFrom(table)
        .select(["id", "product_id", "kind", "target_price", "status"])
        .where("email", "=", normaliseEmail(email))
        .where("status", "in", ["pending", "active"])
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        productId: Number(row.product_id),
        kind: row.kind === "price" ? "price" : "stock",
        targetPrice: row.target_price === null ? null : Number(row.target_price),
        status: row.status === "active" ? "active" : "pending",
      }));
    },

    async endForAddress(email, id) {
      const result = await db
        .updateTable(table)
        .set({ status: "unsubscribed", token_hash: null, token_expires_at: null })
        .where("id", "=", id)
        .where("email", "=", normaliseEmail(email))
        .where("status", "in", ["pending", "active"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
