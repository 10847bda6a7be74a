// Hanko's admin user (backend/dto/admin/user.go) from the stored rows: id, e-mails, username,
// WebAuthn credentials, password, OTP and metadata, each omitted when the user has none (Go's
// omitempty). Loaded for many users at once, so a page of the list costs five queries, not five
// per user. Linked identities and names are not shown yet. The password, the OTP secret and the
// username live one per user beside its row, so their `id` is the user's (as profile-data.ts
// does for the username); Hanko keeps them in tables of their own.
import type { WebauthnCredential } from "@kretsbutiken/flow-protocol";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, EmailsTable, UsersTable } from "../../db/schema.ts";
import { toWireCredential } from "../../users/profile-data.ts";
import { adminMetadataOf, type AdminMetadata } from "./admin-metadata.ts";

export interface AdminEmail {
  id: string;
  address: string;
  is_verified: boolean;
  is_primary: boolean;
  created_at: string;
  updated_at: string;
}

export interface AdminUser {
  id: string;
  webauthn_credentials?: WebauthnCredential[];
  emails?: AdminEmail[];
  username?: { id: string; username: string; created_at: string; updated_at: string };
  created_at: string;
  updated_at: string;
  password?: { id: string; created_at: string; updated_at: string };
  otp?: { id: string; created_at: string };
  metadata?: AdminMetadata;
}

export async function loadAdminUser(
  db: Kysely<AuthDatabase>,
  userId: string,
): Promise<AdminUser | undefined> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  return user && (await loadAdminUsers(db, [user]))[0];
}

/** The admin view of each of `users`, in their order. */
export async function loadAdminUsers(
  db: Kysely<AuthDatabase>,
  users: readonly UsersTable[],
): Promise<AdminUser[]> {
  if (users.length === 0) return [];
  const ids = users.map((user) => user.id);
  const [emails, credentials, passwords, otps] = await Promise.all([
    db
      .selectFrom("emails")
      .selectAll()
      .where("user_id", "in", ids)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("webauthn_credentials")
      .selectAll()
      .where("user_id", "in", ids)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("passwords").selectAll().where("user_id", "in", ids).execute(),
    db.selectFrom("otp_secrets").selectAll().where("user_id", "in", ids).execute(),
  ]);
  return users.map((user) => {
    const own = <T extends { user_id: string }>(rows: readonly T[]) =>
      rows.filter((row) => row.user_id === user.id);
    const password = own(passwords)[0];
    const otp = own(otps)[0];
    const metadata = adminMetadataOf(user);
    const userEmails = own(emails).map(toAdminEmail);
    const userCredentials = own(credentials).map(toWireCredential);
    return {
      id: user.id,
      ...(userCredentials.length > 0 && { webauthn_credentials: userCredentials }),
      ...(userEmails.length > 0 && { emails: userEmails }),
      ...(user.username !== null && {
        username: {
          id: user.id,
          username: user.username,
          created_at: user.created_at,
          updated_at: user.updated_at,
        },
      }),
      created_at: user.created_at,
      updated_at: user.updated_at,
      ...(password && {
        password: { id: user.id, created_at: password.created_at, updated_at: password.updated_at },
      }),
      ...(otp && { otp: { id: user.id, created_at: otp.created_at } }),
      ...(metadata && { metadata }),
    };
  });
}

/** Hanko's admin `Email` (backend/dto/admin/email.go). */
export function toAdminEmail(email: EmailsTable): AdminEmail {
  return {
    id: email.id,
    address: email.address,
    is_verified: email.verified === 1,
    is_primary: email.is_primary === 1,
    created_at: email.created_at,
    updated_at: email.updated_at,
  };
}
