// The token of a complaint's own link (its receipt, its mails): as unguessable as an order's
// (order-link-token.ts: 192 random bits), kept as such because the mails of later steps carry
// the link too. A case is looked up by the token's first characters (the unique index on the
// whole token serves the prefix) and the rest compared in constant time, as an order link is.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";
import {
  isOrderLinkToken,
  newOrderLinkToken,
  sameToken,
  SELECTOR_LENGTH,
} from "../orders/order-link-token.ts";

export const newCaseToken = newOrderLinkToken;
export const isCaseToken = isOrderLinkToken;

/** The id of the complaint whose link token is `token`; undefined for any other text. */
export async function complaintIdByToken(
  db: Kysely<ShopDatabase>,
  token: string,
): Promise<string | undefined> {
  if (!isCaseToken(token)) return undefined;
  const candidates = await db
    .selectFrom("complaints")
    .select(["id", "access_token"])
    .where(sql<string>`substr(access_token, 1, 12)`, "=", token.slice(0, SELECTOR_LENGTH))
    .execute();
  return candidates.find((row) => sameToken(row.access_token, token))?.id;
}
