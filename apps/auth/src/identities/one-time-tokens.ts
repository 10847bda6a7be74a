// The `hanko_token` a callback appends to the redirect (flow-api.md §2.2 thirdparty, §6.4): 32
// random bytes, stored only as a SHA-256, good for one minute and one exchange. It is bound to
// the flow that started the sign-in (when one did) and to the client's PKCE verifier (when it
// sent one), so a token read from an address bar or a log is worth nothing elsewhere.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, OneTimeTokensTable } from "../db/schema.ts";
import type { Clock } from "../services.ts";

export const ONE_TIME_TOKEN_TTL_SECONDS = 60;

export interface TokenGrant {
  userId: string;
  identityId: string;
  /** The flow the token may be exchanged in; null: only outside flows (or `/token_exchange`). */
  flowId: string | null;
  codeVerifier: string | undefined;
  /** The provider vouched for the address, or there is none to verify. */
  emailVerified: boolean;
  userCreated: boolean;
}

export interface RedeemedToken {
  userId: string;
  identityId: string;
  flowId: string | null;
  emailVerified: boolean;
  userCreated: boolean;
  /** Whether the grant carried a PKCE verifier, and if so whether `codeVerifier` matched it. */
  verifier: "none" | "match" | "mismatch";
}

export interface OneTimeTokenStore {
  /** Stores a grant and returns the token's value, which is never stored. */
  issue(grant: TokenGrant): Promise<string>;
  /**
   * Takes the token out of the store (single use, whatever follows) and returns its grant, or
   * undefined when unknown or expired.
   */
  redeem(value: string, codeVerifier: string | undefined): Promise<RedeemedToken | undefined>;
}

const sha256 = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest();
const hex = (value: string): string => sha256(value).toString("hex");

/** 43 base64url characters; anything else cannot be a token of ours and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createOneTimeTokenStore(db: Kysely<AuthDatabase>, clock: Clock): OneTimeTokenStore {
  return {
    async issue(grant) {
      const value = randomBytes(32).toString("base64url");
      const now = clock.now();
      const row: OneTimeTokensTable = {
        value_hash: hex(value),
        user_id: grant.userId,
        identity_id: grant.identityId,
        flow_id: grant.flowId,
        code_verifier_hash: grant.codeVerifier === undefined ? null : hex(grant.codeVerifier),
        email_verified: grant.emailVerified ? 1 : 0,
        user_created: grant.userCreated ? 1 : 0,
        expires_at: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000).toISOString(),
        created_at: now.toISOString(),
      };
      await db.insertInto("one_time_tokens").values(row).execute();
      return value;
    },

    async redeem(value, codeVerifier) {
      if (typeof value !== "string" || !TOKEN_SHAPE.test(value)) return undefined;
      const hash = hex(value);
      const row = await db
        .selectFrom("one_time_tokens")
        .selectAll()
        .where("value_hash", "=", hash)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      // Whoever deletes the row owns the exchange: two requests with one token get one grant.
      const deleted = await db
        .deleteFrom("one_time_tokens")
        .where("value_hash", "=", hash)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return undefined;
      if (clock.now().toISOString() >= row.expires_at) return undefined;
      return {
        userId: row.user_id,
        identityId: row.identity_id,
        flowId: row.flow_id,
        emailVerified: row.email_verified === 1,
        userCreated: row.user_created === 1,
        verifier: verifierOutcome(row.code_verifier_hash, codeVerifier),
      };
    },
  };
}

function verifierOutcome(
  stored: string | null,
  given: string | undefined,
): RedeemedToken["verifier"] {
  if (stored === null) return "none";
  if (given === undefined || given === "") return "mismatch";
  return timingSafeEqual(Buffer.from(stored, "hex"), sha256(given)) ? "match" : "mismatch";
}
