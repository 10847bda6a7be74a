// Authenticator-app secrets at rest (flow-api.md §5.2), over the caller's database or
// transaction: sealed under SECRETS_KEY, with the last time step accepted. Advancing the step
// is conditional, so two requests with the same code cannot both succeed.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import type { SecretBox } from "../secrets/secret-box.ts";

export interface OtpSecret {
  secret: string;
  lastStep: number | null;
}

export interface OtpSecretStore {
  find(userId: string): Promise<OtpSecret | undefined>;
  /** Whether the user has an app set up, without opening the secret. */
  has(userId: string): Promise<boolean>;
  /** Replaces any secret the user had. */
  save(userId: string, secret: string, lastStep: number, at: string): Promise<void>;
  /** False when another request used this step (or a later one) first. */
  useStep(userId: string, step: number): Promise<boolean>;
  remove(userId: string): Promise<boolean>;
  /**
   * Seals every secret stored under a rotated-out key (or none) under the current one; run at
   * start, as the signing keys are. Returns how many were sealed again.
   */
  resealStale(): Promise<number>;
  /** Seals a secret for keeping in a flow's stash until it is saved. */
  seal(secret: string): string;
  open(sealed: string): string;
}

export function createOtpSecretStore(db: Kysely<AuthDatabase>, box: SecretBox): OtpSecretStore {
  return {
    async find(userId) {
      const row = await db
        .selectFrom("otp_secrets")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const lastStep = row.last_used_step === null ? null : Number(row.last_used_step);
      return { secret: box.open(row.secret), lastStep };
    },

    async has(userId) {
      const row = await db
        .selectFrom("otp_secrets")
        .select("user_id")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async save(userId, secret, lastStep, at) {
      await db.deleteFrom("otp_secrets").where("user_id", "=", userId).execute();
      await db
        .insertInto("otp_secrets")
        .values({
          user_id: userId,
          secret: box.seal(secret),
          last_used_step: lastStep,
          created_at: at,
        })
        .execute();
    },

    async useStep(userId, step) {
      const result = await db
        .updateTable("otp_secrets")
        .set({ last_used_step: step })
        .where("user_id", "=", userId)
        .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(userId) {
      const result = await db
        .deleteFrom("otp_secrets")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async resealStale() {
      // Only the stale rows are read: at an ordinary start, none. The prefix is letters, hex
      // digits and colons, so it holds no LIKE wildcard.
      const rows = await db
        .selectFrom("otp_secrets")
        .select(["user_id", "secret"])
        .where("secret", "not like", `${box.currentPrefix}%`)
        .execute();
      let sealed = 0;
      for (const row of rows) {
        // Only if no one changed it meanwhile (another instance starting, a new secret).
        const result = await db
          .updateTable("otp_secrets")
          .set({ secret: box.seal(box.open(row.secret)) })
          .where("user_id", "=", row.user_id)
          .where("secret", "=", row.secret)
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) sealed += 1;
      }
      return sealed;
    },

    seal: (secret) => box.seal(secret),
    open: (sealed) => box.open(sealed),
  };
}
