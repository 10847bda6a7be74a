// The sign-in provider's webhooks as the shop receives them (decision record 0060, "Closing that
// gap"): an account deleted at the provider, in the profile widget or by its admin, is erased
// here as when the shopper leaves through "Radera mitt konto" (account-deletion.ts, step 3),
// with the provider named as the one who erased. An order in progress keeps that customer's
// details and warns staff. Every other event is ignored.
//
// A delivery is verified first (Standard Webhooks, @kretsbutiken/flow-protocol's verifyWebhook).
// The provider retries until answered 2xx, so a delivery handled once is recorded by its
// `webhook-id` and a redelivery changes nothing. The id is recorded after the erasure, not
// before: should the shop fail in between, the redelivery erases again, which finds nothing
// more, rather than never.
import type { Kysely } from "@kretsbutiken/database";
import { deletedUserId, verifyWebhook, type WebhookHeaders } from "@kretsbutiken/flow-protocol";
import type { Actor } from "../admin/audit/audit-log.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { AccountDeletion } from "./account-deletion.ts";

/** Who erased, in the audit log: the sign-in provider, on the shopper's word there. */
export const SIGN_IN_PROVIDER: Actor = { email: "inloggningstjänsten", userId: "sign-in-provider" };

export type DeliveryOutcome =
  /** Not signed with the shop's secret, or too old or early: a forgery or a replay. */
  | "unauthenticated"
  /** Signed, but not an event. */
  | "malformed"
  | "erased"
  /** The account is gone; an order in progress keeps its details, and staff were warned. */
  | "kept_for_orders"
  /** Handled before, under the same `webhook-id`. */
  | "duplicate"
  | "ignored";

export interface AuthWebhooks {
  deliver(headers: WebhookHeaders, rawBody: string): Promise<DeliveryOutcome>;
}

export function createAuthWebhooks(
  db: Kysely<ShopDatabase>,
  {
    secret,
    accounts,
    clock = () => new Date(),
  }: {
    /** AUTH_WEBHOOK_SECRET: the subscription's `whsec_` secret. */
    secret: string;
    accounts: Pick<AccountDeletion, "eraseDeleted">;
    clock?: () => Date;
  },
): AuthWebhooks {
  return {
    async deliver(headers, rawBody) {
      const now = clock();
      const verdict = await verifyWebhook(secret, headers, rawBody, now);
      if (!verdict.ok) {
        return verdict.reason === "malformed_body" ? "malformed" : "unauthenticated";
      }
      const userId = deletedUserId(verdict.body);
      if (userId === undefined) return "ignored";
      const seen = await db
        .selectFrom("auth_webhook_deliveries")
        .select("id")
        .where("id", "=", verdict.id)
        .executeTakeFirst();
      if (seen) return "duplicate";
      // The shopper chose nothing here, so their reviews go rather than stay without a name.
      const erased = await accounts.eraseDeleted(
        { userId },
        { actor: SIGN_IN_PROVIDER, reviews: "remove" },
      );
      await db
        .insertInto("auth_webhook_deliveries")
        .values({ id: verdict.id, type: verdict.body.type, received_at: now.toISOString() })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      return erased.ok ? "erased" : "kept_for_orders";
    },
  };
}
