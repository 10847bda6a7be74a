// Creating a user through the admin API (Hanko's POST /users, backend/handler/user_admin.go):
// the caller's id or a new one, any number of addresses (one of them primary), a username,
// a creation time; all of it in one transaction. A taken id or username is a conflict, and so
// is an address someone has proven, or one another account registered with unverified as its
// primary. Unlike Hanko, an address others merely added unverified is no conflict: it belongs to
// nobody; created verified, it is proven, so those accounts lose it, as when a user proves it
// with a passcode (docs/decisions/0016).
import {
  atomically,
  isUniqueViolation,
  type Kysely,
  type Transaction,
} from "@kretsbutiken/database";
import type { AuthDatabase } from "../../db/schema.ts";
import { releaseUnverified, UserConflict } from "../../users/insert-user.ts";
import { normalizeAddress, normalizeUsername } from "../../users/normalize.ts";

export interface NewAdminUser {
  readonly id: string;
  readonly emails: readonly { address: string; isPrimary: boolean; isVerified: boolean }[];
  readonly username?: string | undefined;
  readonly createdAt?: string | undefined;
}

export type CreateAdminUserResult =
  { ok: true } | { ok: false; conflict: "id" | "email" | "username" };

export async function createAdminUser(
  db: Kysely<AuthDatabase>,
  user: NewAdminUser,
  now: string,
): Promise<CreateAdminUserResult> {
  const existing = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", user.id)
    .executeTakeFirst();
  if (existing) return { ok: false, conflict: "id" };
  try {
    await atomically(db, (trx) => insert(trx, user, now));
    return { ok: true };
  } catch (error) {
    if (error instanceof UserConflict) return { ok: false, conflict: error.field };
    // Another request created the same id between the check and the insert.
    if (isUniqueViolation(error)) return { ok: false, conflict: "id" };
    throw error;
  }
}

async function insert(
  trx: Transaction<AuthDatabase>,
  user: NewAdminUser,
  now: string,
): Promise<void> {
  const username = user.username === undefined ? null : normalizeUsername(user.username);
  const taken =
    username !== null &&
    (await trx
      .selectFrom("users")
      .select("id")
      .where("username", "=", username)
      .executeTakeFirst());
  if (taken) {
    throw new UserConflict(
      "username",
      // Stryker disable next-line StringLiteral: the cause is never read; the result says "username"
      new Error("the username is taken"),
    );
  }
  await trx
    .insertInto("users")
    .values({
      id: user.id,
      username,
      unsafe_metadata: null,
      created_at: user.createdAt ?? now,
      updated_at: now,
    })
    .execute();
  for (const email of user.emails) {
    const address = normalizeAddress(email.address);
    if (email.isVerified) await releaseUnverified(trx, address, user.id);
    else if (await provenByAnother(trx, address)) {
      // Unproven, it may not shadow an address someone has proven (docs/decisions/0016).
      throw new UserConflict(
        "email",
        // Stryker disable next-line StringLiteral: the cause is never read; the result says "email"
        new Error("the address is verified by another user"),
      );
    }
    try {
      // The whole transaction rolls back on the conflict, so no savepoint is needed here.
      await trx
        .insertInto("emails")
        .values({
          id: crypto.randomUUID(),
          user_id: user.id,
          address,
          verified: email.isVerified ? 1 : 0,
          is_primary: email.isPrimary ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new UserConflict("email", error);
      throw error;
    }
  }
}

async function provenByAnother(trx: Transaction<AuthDatabase>, address: string): Promise<boolean> {
  const owner = await trx
    .selectFrom("emails")
    .select("id")
    .where("address", "=", address)
    .where("verified", "=", 1)
    .executeTakeFirst();
  return owner !== undefined;
}
