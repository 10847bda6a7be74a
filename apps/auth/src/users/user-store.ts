// UserStore (services.ts) over Kysely, on SQLite and PostgreSQL alike. Uniqueness is left to
// the database: inserting and catching the violation cannot race the way check-then-insert can.
import { atomically, isUniqueViolation, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, EmailsTable, UsersTable } from "../db/schema.ts";
import type { Clock, EmailSummary, UserStore, UserSummary } from "../services.ts";
import { deleteUser } from "./delete-user.ts";
import { insertUser, releaseUnverified, UserConflict } from "./insert-user.ts";
import { normalizeAddress, normalizeUsername } from "./normalize.ts";
import type { ProviderNames } from "../identities/identity-provider-names.ts";
import { buildProfileData, unsafeMetadataOf, type ShownIdentity } from "./profile-data.ts";
import { UserStoreError } from "./user-errors.ts";

/** Which second factors the server offers: `mfa_config` in ProfileData (flow-api.md §3.2). */
export interface MfaSwitches {
  totpEnabled: boolean;
  securityKeysEnabled: boolean;
}

const NO_MFA: MfaSwitches = { totpEnabled: false, securityKeysEnabled: false };
/** Without the providers' configuration no provider is enabled, so no identity is shown. */
const NO_PROVIDERS: ProviderNames = () => undefined;

export function createUserStore(
  db: Kysely<AuthDatabase>,
  clock: Clock,
  mfa: MfaSwitches = NO_MFA,
  /** Names the providers of the identities the profile shows (identities/identity-provider-names.ts). */
  providerNames: ProviderNames = NO_PROVIDERS,
): UserStore {
  const now = () => clock.now().toISOString();

  const userRow = (id: string) =>
    db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

  const emailRows = (userId: string) =>
    db
      .selectFrom("emails")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();

  return {
    async findById(id) {
      const user = await userRow(id);
      return user && toUserSummary(user);
    },

    async findByEmail(address) {
      const row = await db
        .selectFrom("emails")
        .innerJoin("users", "users.id", "emails.user_id")
        .selectAll("emails")
        .select([
          "users.username as username",
          "users.created_at as user_created_at",
          "users.updated_at as user_updated_at",
        ])
        .where("emails.address", "=", normalizeAddress(address))
        // Its verified owner; else an account registered with it unverified (as its primary,
        // EMAIL_REQUIRE_VERIFICATION=false). An address merely added to an account belongs to
        // nobody (docs/decisions/0016).
        .where((eb) => eb.or([eb("emails.verified", "=", 1), eb("emails.is_primary", "=", 1)]))
        .orderBy("emails.verified", "desc")
        .executeTakeFirst();
      if (!row) return undefined;
      const user: UserSummary = {
        id: row.user_id,
        username: row.username,
        createdAt: row.user_created_at,
        updatedAt: row.user_updated_at,
      };
      return { user, email: toEmailSummary(row) };
    },

    async findByUsername(username) {
      const user = await db
        .selectFrom("users")
        .selectAll()
        .where("username", "=", normalizeUsername(username))
        .executeTakeFirst();
      return user && toUserSummary(user);
    },

    async emails(userId) {
      return (await emailRows(userId)).map(toEmailSummary);
    },

    async create(newUser) {
      try {
        const user = await atomically(db, (trx) => insertUser(trx, newUser, now()));
        return { ok: true, user: toUserSummary(user) };
      } catch (error) {
        if (error instanceof UserConflict) return { ok: false, conflict: error.field };
        throw error;
      }
    },

    async verifyEmail(userId, address) {
      const normalized = normalizeAddress(address);
      await atomically(db, async (trx) => {
        const owner = await trx
          .selectFrom("emails")
          .select("user_id")
          .where("address", "=", normalized)
          .where("verified", "=", 1)
          .executeTakeFirst();
        if (owner && owner.user_id !== userId) {
          throw new UserStoreError(
            "email_owned_by_other_user",
            "the address belongs to another user",
          );
        }
        const at = now();
        const mine = await trx
          .selectFrom("emails")
          .selectAll()
          .where("user_id", "=", userId)
          .execute();
        const existing = mine.find((email) => email.address === normalized);
        if (existing?.verified === 1) return;
        // Proven by a code sent to it: every other account that added it unverified loses it.
        await releaseUnverified(trx, normalized, userId);
        const primary = mine.some((email) => email.is_primary === 1 && email.verified === 1);
        if (existing) {
          await trx
            .updateTable("emails")
            .set({ verified: 1, is_primary: primary ? existing.is_primary : 1, updated_at: at })
            .where("id", "=", existing.id)
            .execute();
        } else {
          if (!primary) {
            await trx
              .updateTable("emails")
              .set({ is_primary: 0, updated_at: at })
              .where("user_id", "=", userId)
              .execute();
          }
          await trx
            .insertInto("emails")
            .values({
              id: crypto.randomUUID(),
              user_id: userId,
              address: normalized,
              verified: 1,
              is_primary: primary ? 0 : 1,
              created_at: at,
              updated_at: at,
            })
            .execute();
        }
        // An account registered with this address unverified (EMAIL_REQUIRE_VERIFICATION=false)
        // is now proven to be the owner's: whoever registered it may have been someone else, so
        // the sessions and the password made before end (docs/decisions/0021).
        if (existing?.is_primary === 1) {
          await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
          await trx.deleteFrom("passwords").where("user_id", "=", userId).execute();
        }
      });
    },

    async passwordHash(userId) {
      const row = await db
        .selectFrom("passwords")
        .select("hash")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.hash;
    },

    async setPasswordHash(userId, hash) {
      const at = now();
      await db
        .insertInto("passwords")
        .values({ user_id: userId, hash, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ hash, updated_at: at }))
        .execute();
    },

    async remove(userId) {
      await deleteUser(db, userId);
    },

    async removePassword(userId) {
      await db.deleteFrom("passwords").where("user_id", "=", userId).execute();
    },

    async setUsername(userId, username) {
      try {
        // A savepoint of the caller's transaction: a taken name must not abort the rest.
        await atomically(db, (trx) =>
          trx
            .updateTable("users")
            .set({
              username: username === null ? null : normalizeUsername(username),
              updated_at: now(),
            })
            .where("id", "=", userId)
            .execute(),
        );
        return "ok";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },

    async unsafeMetadata(userId) {
      return unsafeMetadataOf((await userRow(userId))?.unsafe_metadata ?? null);
    },

    async setUnsafeMetadata(userId, metadata) {
      const stored = Object.keys(metadata).length === 0 ? null : JSON.stringify(metadata);
      await db
        .updateTable("users")
        .set({ unsafe_metadata: stored, updated_at: now() })
        .where("id", "=", userId)
        .execute();
    },

    async profile(userId) {
      const user = await userRow(userId);
      if (user === undefined) return undefined;
      const credentials = await db
        .selectFrom("webauthn_credentials")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const otp = await db
        .selectFrom("otp_secrets")
        .select("user_id")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      const identities = await db
        .selectFrom("identities")
        .select(["id", "email_id", "provider_id", "provider_user_id", "data"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      const shown = identities.flatMap((row): ShownIdentity[] => {
        const provider = providerNames(row);
        if (provider === undefined) return [];
        const identity = { id: row.provider_user_id, provider, identity_id: row.id };
        return [{ identity, emailId: row.email_id }];
      });
      return buildProfileData(
        user,
        await emailRows(userId),
        credentials,
        {
          auth_app_set_up: otp !== undefined,
          totp_enabled: mfa.totpEnabled,
          security_keys_enabled: mfa.securityKeysEnabled,
        },
        shown,
      );
    },

    within: (trx) => createUserStore(trx, clock, mfa, providerNames),
  };
}

function toUserSummary(user: UsersTable): UserSummary {
  return {
    id: user.id,
    username: user.username,
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}

function toEmailSummary(email: EmailsTable): EmailSummary {
  return {
    id: email.id,
    userId: email.user_id,
    address: email.address,
    verified: email.verified === 1,
    primary: email.is_primary === 1,
  };
}
