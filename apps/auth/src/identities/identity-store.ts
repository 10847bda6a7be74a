// Accounts at OAuth/OIDC and SAML providers linked to our users (flow-api.md §3 Identity): found
// by provider and subject at sign-in, listed per address in the profile, removed by the profile's
// `disconnect_thirdparty_oauth_provider`.
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, IdentitiesTable } from "../db/schema.ts";
import type { Clock } from "../services.ts";

export interface NewIdentity {
  userId: string;
  emailId: string | null;
  providerId: string;
  subject: string;
  data: Readonly<Record<string, unknown>>;
}

export interface IdentityStore {
  find(providerId: string, subject: string): Promise<IdentitiesTable | undefined>;
  byId(id: string): Promise<IdentitiesTable | undefined>;
  listOf(userId: string): Promise<IdentitiesTable[]>;
  create(identity: NewIdentity): Promise<IdentitiesTable>;
  /** The provider's latest claims, and the address they name when it is the user's. */
  update(
    id: string,
    change: { emailId: string | null; data: Readonly<Record<string, unknown>> },
  ): Promise<void>;
  /** Deletes one of the user's identities; false when it is not theirs. */
  removeOf(userId: string, id: string): Promise<boolean>;
}

export function createIdentityStore(db: Kysely<AuthDatabase>, clock: Clock): IdentityStore {
  const now = () => clock.now().toISOString();
  return {
    find: (providerId, subject) =>
      db
        .selectFrom("identities")
        .selectAll()
        .where("provider_id", "=", providerId)
        .where("provider_user_id", "=", subject)
        .executeTakeFirst(),

    byId: (id) => db.selectFrom("identities").selectAll().where("id", "=", id).executeTakeFirst(),

    listOf: (userId) =>
      db
        .selectFrom("identities")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),

    async create(identity) {
      const at = now();
      const row: IdentitiesTable = {
        id: crypto.randomUUID(),
        user_id: identity.userId,
        email_id: identity.emailId,
        provider_id: identity.providerId,
        provider_user_id: identity.subject,
        data: JSON.stringify(identity.data),
        created_at: at,
        updated_at: at,
      };
      await db.insertInto("identities").values(row).execute();
      return row;
    },

    async update(id, change) {
      await db
        .updateTable("identities")
        .set({ email_id: change.emailId, data: JSON.stringify(change.data), updated_at: now() })
        .where("id", "=", id)
        .execute();
    },

    async removeOf(userId, id) {
      const result = await db
        .deleteFrom("identities")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
