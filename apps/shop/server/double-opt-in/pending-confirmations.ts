// What every double opt-in (the newsletter, product alerts, garage reminders) does with a
// sign-up waiting for its confirmation link: whether a link still confirms, confirming it once,
// and taking back a link whose mail could not be sent, so that the next sign-up may try again
// at once. One table per opt-in, with the same columns for these.
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import { hashToken } from "./confirmation-token.ts";

type OptInTable = "newsletter_subscriptions" | "product_alerts" | "garage_reminders";

export interface PendingConfirmations {
  /** Whether `token` still confirms a pending sign-up (not used, not expired). */
  isConfirmable(token: string): Promise<boolean>;
  /** Confirms the pending sign-up of `token`, once; its link stops working. */
  confirm(token: string): Promise<"confirmed" | "invalid">;
  /** The mail with `hash`'s link was not sent: the sign-up is as if none had been sent. */
  unsent(id: string, hash: string): Promise<void>;
}

export function pendingConfirmations(
  db: Kysely<ShopDatabase>,
  table: OptInTable,
  { confirmed, now }: { confirmed: "confirmed" | "active"; now: () => Date },
): PendingConfirmations {
  // One table's view, typed as the newsletter's: both have these columns.
  const rows = db as unknown as Kysely<Pick<ShopDatabase, "newsletter_subscriptions">>;
  const name = table as "newsletter_subscriptions";
  const status = confirmed as "confirmed";
  return {
    async isConfirmable(token) {
      const row = await rows
        .selectFrom(name)
        .select("id")
        .where("token_hash", "=", hashToken(token))
        .where("status", "=", "pending")
        .where("token_expires_at", ">", now().toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    async confirm(token) {
      const at = now().toISOString();
      const result = await rows
        .updateTable(name)
        .set({ status, confirmed_at: at, token_hash: null, token_expires_at: null })
        .where("token_hash", "=", hashToken(token))
        .where("status", "=", "pending")
        .where("token_expires_at", ">", at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? "confirmed" : "invalid";
    },

    async unsent(id, hash) {
      await rows
        .updateTable(name)
        .set({ confirmation_sent_at: null, token_hash: null, token_expires_at: null })
        .where("id", "=", id)
        .where("token_hash", "=", hash)
        .execute();
    },
  };
}
