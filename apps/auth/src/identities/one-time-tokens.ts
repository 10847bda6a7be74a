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

/** What the v2 `POST /token` gets for a value (Appendix A: 404 unknown, 422 expired). */
export type OutsideFlowRedemption =
  | { ok: true; token: RedeemedToken }
  /** `not_here`: a token for a flow, or one that needs what `POST /token` cannot give. */
  | { ok: false; reason: "unknown" | "expired" | "not_here" };

export interface OneTimeTokenStore {
  /** Stores a grant and returns the token's value, which is never stored. */
  issue(grant: TokenGrant): Promise<string>;
  /**
   * Takes the token out of the store (single use, whatever follows) and returns its grant, or
   * undefined when unknown or expired.
   */
  redeem(value: string, codeVerifier: string | undefined): Promise<RedeemedToken | undefined>;
  /**
   * For the v2 `POST /token`, which knows no flows and carries no PKCE verifier: takes a token
   * that no flow waits for and that needs no verifier (nor, with `requireVerifiedEmail`, a
   * passcode for its address). Any other token is left in place for its flow (`not_here`), so a
   * misdirected client cannot spend it.
   */
  redeemOutsideFlows(
    value: string,
    options: { requireVerifiedEmail: boolean },
  ): Promise<OutsideFlowRedemption>;
}

const sha256 = (value: string): Buffer => createHash("sha256").update(value).digest();
const hex = (value: string): string => sha256(value).toString("hex");

/** 43 base64url characters; anything else cannot be a token of ours and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createOneTimeTokenStore(db: Kysely<AuthDatabase>, clock: Clock): OneTimeTokenStore {
  const find = (value: string) =>
    typeof value !== "string" || !TOKEN_SHAPE.test(value)
      ? Promise.resolve(undefined)
      : db
          .selectFrom("one_time_tokens")
          .selectAll()
          .where("value_hash", "=", hex(value))
          .executeTakeFirst();

  /** Deletes the row; single use, whatever follows. */
  async function take(row: OneTimeTokensTable): Promise<"taken" | "unknown" | "expired"> {
    // Whoever deletes the row owns the exchange: two requests with one token get one grant.
    const deleted = await db
      .deleteFrom("one_time_tokens")
      .where("value_hash", "=", row.value_hash)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return "unknown";
    return clock.now().toISOString() >= row.expires_at ? "expired" : "taken";
  }

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
      const row = await find(value);
      if (row === undefined) return undefined;
      const taken = await take(row);
      return taken === "taken" ? toRedeemed(row, codeVerifier) : undefined;
    },

    async redeemOutsideFlows(value, { requireVerifiedEmail }) {
      const row = await find(value);
      if (row === undefined) return { ok: false, reason: "unknown" };
      const unproven = requireVerifiedEmail && row.email_verified !== 1;
      if (row.flow_id !== null || row.code_verifier_hash !== null || unproven) {
        return { ok: false, reason: "not_here" };
      }
      const taken = await take(row);
      if (taken !== "taken") return { ok: false, reason: taken };
      return { ok: true, token: toRedeemed(row, undefined) };
    },
  };
}

function toRedeemed(row: OneTimeTokensTable, codeVerifier: string | undefined): RedeemedToken {
  return {
    userId: row.user_id,
    identityId: row.identity_id,
    flowId: row.flow_id,
    emailVerified: row.email_verified === 1,
    userCreated: row.user_created === 1,
    verifier: verifierOutcome(row.code_verifier_hash, codeVerifier),
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
