// A provider's account that the profile's `connect_thirdparty_oauth_provider` reached at the
// callback, held until the signed-in user who asked takes it (docs/decisions/0043). As in Hanko,
// the callback of a connect links nothing: it hands the browser a `hanko_token` for this row,
// and only the profile's `exchange_token` links the account, in the flow that started the
// connect, for the session's user, and with the client's PKCE verifier when it sent one. A
// provider sign-in completed by anyone else (another browser, another session) links nothing.
//
// The token is kept as the one-time tokens are (./one-time-tokens.ts): 32 random bytes, only a
// SHA-256 stored, one minute, single use.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase, PendingConnectionsTable } from "../db/schema.ts";
import type { Clock } from "../services.ts";
import type { ProviderAccount } from "./link-account.ts";
import { ONE_TIME_TOKEN_TTL_SECONDS } from "./one-time-tokens.ts";

export interface PendingConnection {
  /** The user who started the connect. */
  userId: string;
  /** The profile flow that started it. */
  flowId: string;
  codeVerifier: string | undefined;
  account: ProviderAccount;
}

export interface TakenConnection {
  userId: string;
  flowId: string;
  account: ProviderAccount;
  /** Whether it carried a PKCE verifier, and if so whether the one given matched. */
  verifier: "none" | "match" | "mismatch";
}

export interface PendingConnectionStore {
  /** Keeps the account and returns the token's value, which is never stored. */
  issue(connection: PendingConnection): Promise<string>;
  /** Takes the row out (single use, whatever follows); undefined when unknown or expired. */
  take(value: string, codeVerifier: string | undefined): Promise<TakenConnection | undefined>;
}

const sha256 = (value: string): Buffer => createHash("sha256").update(value).digest();
const hex = (value: string): string => sha256(value).toString("hex");

/** 43 base64url characters; anything else cannot be a token of ours and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createPendingConnectionStore(
  db: Kysely<AuthDatabase>,
  clock: Clock,
): PendingConnectionStore {
  return {
    async issue({ userId, flowId, codeVerifier, account }) {
      const value = randomBytes(32).toString("base64url");
      const now = clock.now();
      const row: PendingConnectionsTable = {
        value_hash: hex(value),
        user_id: userId,
        flow_id: flowId,
        code_verifier_hash: codeVerifier === undefined ? null : hex(codeVerifier),
        provider_id: account.providerId,
        provider_user_id: account.subject,
        email: account.email ?? null,
        email_verified: account.emailVerified ? 1 : 0,
        data: JSON.stringify(account.data),
        expires_at: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000).toISOString(),
        created_at: now.toISOString(),
      };
      await db.insertInto("pending_connections").values(row).execute();
      return value;
    },

    async take(value, codeVerifier) {
      if (typeof value !== "string" || !TOKEN_SHAPE.test(value)) return undefined;
      const row = await db
        .selectFrom("pending_connections")
        .selectAll()
        .where("value_hash", "=", hex(value))
        .executeTakeFirst();
      if (row === undefined) return undefined;
      // Whoever deletes the row owns it: two requests with one token get one connection.
      const deleted = await db
        .deleteFrom("pending_connections")
        .where("value_hash", "=", row.value_hash)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return undefined;
      if (clock.now().toISOString() >= row.expires_at) return undefined;
      return {
        userId: row.user_id,
        flowId: row.flow_id,
        account: accountOf(row),
        verifier: verifierOutcome(row.code_verifier_hash, codeVerifier),
      };
    },
  };
}

function accountOf(row: PendingConnectionsTable): ProviderAccount {
  return {
    providerId: row.provider_id,
    subject: row.provider_user_id,
    email: row.email ?? undefined,
    emailVerified: row.email_verified === 1,
    data: JSON.parse(row.data) as Record<string, unknown>,
  };
}

function verifierOutcome(
  stored: string | null,
  given: string | undefined,
): TakenConnection["verifier"] {
  if (stored === null) return "none";
  if (given === undefined || given === "") return "mismatch";
  return timingSafeEqual(Buffer.from(stored, "hex"), sha256(given)) ? "match" : "mismatch";
}
