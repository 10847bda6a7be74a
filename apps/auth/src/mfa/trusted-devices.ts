// Devices that skip the second factor (flow-api.md §5.2 device trust): an HttpOnly cookie
// `<user id>:<token>|…` (newest first, at most 20 users per device) and, per token, its SHA-256
// with the user and expiry in the database, so a stolen database cannot mint cookies and a
// forgotten device is forgotten everywhere.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";

const MAX_USERS_PER_DEVICE = 20;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export type DeviceEntries = { userId: string; token: string }[];

/** The entries of a device-trust cookie; anything malformed is left out. */
export function parseDeviceCookie(value: string | undefined): DeviceEntries {
  // An empty cookie needs no case of its own: its one part has no user id.
  if (value === undefined) return [];
  return value.split("|").flatMap((part) => {
    const [userId, token, ...rest] = part.split(":");
    return userId && token && rest.length === 0 && /^[\w-]+$/.test(token)
      ? [{ userId, token }]
      : [];
  });
}

export function serializeDeviceCookie(entries: DeviceEntries): string {
  return entries
    .slice(0, MAX_USERS_PER_DEVICE)
    .map(({ userId, token }) => `${userId}:${token}`)
    .join("|");
}

export interface TrustedDeviceStore {
  /** Whether one of the cookie's entries is an unexpired trust of `userId`. */
  trusts(entries: DeviceEntries, userId: string, now: Date): Promise<boolean>;
  /** Trusts this device for `userId`: the cookie's new entries, newest first. */
  grant(entries: DeviceEntries, userId: string, now: Date, seconds: number): Promise<DeviceEntries>;
  /** Forgets every device of `userId`. */
  forgetAll(userId: string): Promise<void>;
}

export function createTrustedDeviceStore(db: Kysely<AuthDatabase>): TrustedDeviceStore {
  return {
    async trusts(entries, userId, now) {
      const hashes = entries.filter((entry) => entry.userId === userId).map((e) => hashOf(e.token));
      if (hashes.length === 0) return false;
      const row = await db
        .selectFrom("trusted_devices")
        .select("token_hash")
        .where("token_hash", "in", hashes)
        .where("user_id", "=", userId)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    async grant(entries, userId, now, seconds) {
      const token = randomBytes(64).toString("base64url");
      await db
        .insertInto("trusted_devices")
        .values({
          token_hash: hashOf(token),
          user_id: userId,
          expires_at: new Date(now.getTime() + seconds * 1000).toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      return [{ userId, token }, ...entries.filter((entry) => entry.userId !== userId)];
    },

    async forgetAll(userId) {
      await db.deleteFrom("trusted_devices").where("user_id", "=", userId).execute();
    },
  };
}
