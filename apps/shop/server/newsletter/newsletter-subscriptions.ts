import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";

export interface NewsletterSignUp {
  /** Already validated (app/newsletter/newsletter-schema.ts). */
  email: string;
  language: string;
}

/** A second sign-up with the same address is an expected outcome, not an error. */
export type SubscribeOutcome = "subscribed" | "already-subscribed";

export interface NewsletterSubscriptions {
  subscribe(signUp: NewsletterSignUp): Promise<SubscribeOutcome>;
}

export function createNewsletterSubscriptions(db: Kysely<ShopDatabase>): NewsletterSubscriptions {
  return {
    async subscribe({ email, language }) {
      // Insert-or-nothing on the unique address: no race between a check and an insert.
      const result = await db
        .insertInto("newsletter_subscriptions")
        .values({ id: randomUUID(), email: normaliseEmail(email), language })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "subscribed" : "already-subscribed";
    },
  };
}

/** Addresses differ only by case in practice; one person, one subscription. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
