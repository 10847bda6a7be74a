// Inserts a new user with its first (primary) email and password inside the caller's
// transaction. A unique violation becomes a UserConflict naming the field, so the caller can
// let the transaction roll back and answer a CreateUserResult.
import { isUniqueViolation, type Transaction } from "@kretsbutiken/database";
import type { AuthDatabase, UsersTable } from "../db/schema.ts";
import type { NewUser } from "../services.ts";
import { normalizeAddress, normalizeUsername } from "./normalize.ts";

/** Thrown inside the transaction so that it rolls back; turned into a result outside. */
export class UserConflict extends Error {
  readonly field: "email" | "username";
  constructor(field: "email" | "username", cause: unknown) {
    super(`${field} already exists`, { cause });
    this.field = field;
  }
}

export async function insertUser(
  trx: Transaction<AuthDatabase>,
  newUser: NewUser,
  at: string,
): Promise<UsersTable> {
  const user: UsersTable = {
    id: newUser.id,
    username: newUser.username === undefined ? null : normalizeUsername(newUser.username),
    unsafe_metadata: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await trx.insertInto("users").values(user).execute();
  } catch (error) {
    // With no username the only unique column is the caller's id: a bug, not a conflict.
    if (user.username !== null && isUniqueViolation(error))
      throw new UserConflict("username", error);
    throw error;
  }
  if (newUser.email) {
    const address = normalizeAddress(newUser.email.address);
    if (newUser.email.verified) {
      await releaseUnverified(trx, address, user.id);
    } else {
      // Unproven, it may not shadow an address someone has proven (docs/decisions/0016).
      const owned = await trx
        .selectFrom("emails")
        .select("id")
        .where("address", "=", address)
        .where("verified", "=", 1)
        .executeTakeFirst();
      if (owned)
        throw new UserConflict("email", new Error("the address is verified by another user"));
    }
    try {
      await trx
        .insertInto("emails")
        .values({
          id: crypto.randomUUID(),
          user_id: user.id,
          address,
          verified: newUser.email.verified ? 1 : 0,
          is_primary: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new UserConflict("email", error);
      throw error;
    }
  }
  if (newUser.passwordHash !== undefined) {
    await trx
      .insertInto("passwords")
      .values({ user_id: user.id, hash: newUser.passwordHash, created_at: at, updated_at: at })
      .execute();
  }
  return user;
}

/**
 * An address just proven by `ownerId` is taken from every other account that holds it
 * unverified (docs/decisions/0016), in the caller's transaction.
 */
export async function releaseUnverified(
  trx: Transaction<AuthDatabase>,
  address: string,
  ownerId: string,
): Promise<void> {
  await trx
    .deleteFrom("emails")
    .where("address", "=", address)
    .where("verified", "=", 0)
    .where("user_id", "!=", ownerId)
    .execute();
}
