// The token of an order's links (tracking, the payment provider's way back, the order mails):
// 24 random bytes (192 bits), so a link can be neither guessed nor counted up to, unlike the
// order number (sequential) or anything derived from the database id. The token is kept as
// such because mails sent later (shipped, "Ångra köp" receipt) carry it too; a link is looked
// up by its first SELECTOR_LENGTH characters (an index) and the rest is compared in constant
// time, so how long the database takes says nothing about the part that makes it secret.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import { sql } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const SELECTOR_LENGTH = 12;

export function newOrderLinkToken(): string {
  return randomBytes(24).toString("base64url");
}

export function isOrderLinkToken(text: string): boolean {
  return TOKEN.test(text);
}

/** True when `given` is exactly `stored`, in a time that does not depend on where they differ. */
export function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The id of the order whose link token is `token`; undefined for any other text. */
export async function orderIdByLinkToken(
  db: Kysely<ShopDatabase>,
  token: string,
): Promise<string | undefined> {
  if (!isOrderLinkToken(token)) return undefined;
  const candidates = await db
    .selectFrom("orders")
    .select(["id", "access_token"])
    .where(sql<string>`substr(access_token, 1, 12)`, "=", token.slice(0, SELECTOR_LENGTH))
    .execute();
  const match = candidates.find(
    (row) => row.access_token !== null && sameToken(row.access_token, token),
  );
  return match?.id;
}
