// Newsletter sign-up by double opt-in (README "Abuse limits"). A sign-up stores the address as
// pending and mails it a confirmation link: a random token, stored only as its SHA-256, that
// expires. The address is subscribed when the link is followed; the consent record is the form
// it came from and when it was confirmed. One confirmation mail a day per address at most, so
// signing somebody else up bothers them once. Every letter carries an unsubscribe link signed
// with HMAC-SHA-256 (newsletter-links.ts); following it deletes the address.
import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import {
  CONFIRM_VALID_HOURS,
  newConfirmationToken,
  resendBoundary,
} from "../double-opt-in/confirmation-token.ts";
import { pendingConfirmations } from "../double-opt-in/pending-confirmations.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import { createUnsubscribeLinks } from "./newsletter-links.ts";
import { confirmationMail, letterMail, type Letter } from "./newsletter-mails.ts";

import {
  CONFIRM_PATH,
  UNSUBSCRIBE_PATH,
  type NewsletterSource,
} from "../../domain/newsletter-sources.ts";

export interface NewsletterSignUp {
  /** Already validated (app/newsletter/newsletter-schema.ts). */
  email: string;
  language: "se" | "en";
  source: NewsletterSource;
  /** Where the links in the mail point: the shop's public origin. */
  origin: string;
}

/**
 * What a sign-up did. The page answers all but "mail-failed" alike, so it never tells who is
 * subscribed.
 */
export type SubscribeOutcome =
  "confirmation-sent" | "confirmation-sent-recently" | "already-subscribed" | "mail-failed";

export interface Subscriber {
  id: string;
  email: string;
  language: "se" | "en";
}

export interface NewsletterSubscriptions {
  subscribe(signUp: NewsletterSignUp): Promise<SubscribeOutcome>;
  /** Whether a confirmation link is still good (the page offers the button only then). */
  isConfirmable(token: string): Promise<boolean>;
  confirm(token: string): Promise<"confirmed" | "invalid">;
  /** Deletes the address when the link's signature holds; following it twice is no error. */
  unsubscribe(id: string, signature: string): Promise<"unsubscribed" | "invalid">;
  /** The signed link for a letter to `subscriberId`. */
  unsubscribeUrl(origin: string, subscriberId: string): string;
  /** A letter to a confirmed subscriber, framed with the unsubscribe link (newsletter-mails.ts). */
  sendLetter(subscriber: Subscriber, letter: Letter, origin: string): Promise<void>;
}

export interface NewsletterOptions {
  mailer: ShopMailer;
  /** Signs unsubscribe links (NEWSLETTER_SECRET). */
  secret: string;
  now?: () => Date;
  log?: (error: unknown) => void;
}

export function createNewsletterSubscriptions(
  db: Kysely<ShopDatabase>,
  { mailer, secret, now = () => new Date(), log = () => {} }: NewsletterOptions,
): NewsletterSubscriptions {
  const links = createUnsubscribeLinks(secret);
  const table = "newsletter_subscriptions" as const;
  const pending = pendingConfirmations(db, table, { confirmed: "confirmed", now });

  return {
    async subscribe({ email, language, source, origin }) {
      const address = normaliseEmail(email);
      // Insert-or-nothing on the unique address: no race between a check and an insert.
      await db
        .insertInto(table)
        .values({ id: randomUUID(), email: address, language, consent_source: source })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .execute();
      const row = await db
        .selectFrom(table)
        .select(["id", "status"])
        .where("email", "=", address)
        .executeTakeFirstOrThrow();
      if (row.status === "confirmed") return "already-subscribed";

      // Claim the right to mail: one update decides, so two sign-ups at once send one mail.
      const at = now();
      const { token, hash: tokenHash, expiresAt } = newConfirmationToken(at);
      const claimed = await db
        .updateTable(table)
        .set({
          language,
          consent_source: source,
          token_hash: tokenHash,
          token_expires_at: expiresAt,
          confirmation_sent_at: at.toISOString(),
        })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where((eb) =>
          eb.or([
            eb("confirmation_sent_at", "is", null),
            eb("confirmation_sent_at", "<=", resendBoundary(at)),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return "confirmation-sent-recently";

      const url = new URL(CONFIRM_PATH, origin);
      url.searchParams.set("token", token);
      try {
        await mailer.send(confirmationMail(address, language, url.href, CONFIRM_VALID_HOURS));
        return "confirmation-sent";
      } catch (error) {
        log(error);
        await pending.unsent(row.id, tokenHash);
        return "mail-failed";
      }
    },

    isConfirmable: (token) => pending.isConfirmable(token),
    confirm: (token) => pending.confirm(token),

    async unsubscribe(id, signature) {
      if (!links.verify(id, signature)) return "invalid";
      await db.deleteFrom(table).where("id", "=", id).execute();
      return "unsubscribed";
    },

    unsubscribeUrl: (origin, subscriberId) => links.url(origin, UNSUBSCRIBE_PATH, subscriberId),

    async sendLetter(subscriber, letter, origin) {
      const unsubscribe = links.url(origin, UNSUBSCRIBE_PATH, subscriber.id);
      await mailer.send(letterMail(subscriber.email, subscriber.language, letter, unsubscribe));
    },
  };
}

/** Addresses differ only by case in practice; one person, one subscription. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
