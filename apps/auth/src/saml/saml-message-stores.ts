// The AuthnRequest store and the assertion replay cache of ./stores.ts on the `saml_messages`
// table, so that every instance behind a load balancer answers a callback the same way: an
// AuthnRequest issued by one instance can be answered at another, once, and an assertion
// accepted by one is refused by all. The cleanup job deletes rows past `expires_at`.
//
// Both operations that must happen once are one statement the database decides: `take` deletes
// with RETURNING (PostgreSQL, and SQLite since 3.35), so of two concurrent callbacks only the one
// whose DELETE removed the row gets it; `remember` inserts, and the primary key (kind, id) refuses
// the second insert of a key however close the two are.
import { createHash } from "node:crypto";
import { atomically, isUniqueViolation, type Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import type { Clock } from "../services.ts";
import type { AuthnRequestStore, IssuedRequest, ReplayCache } from "./stores.ts";

const REQUEST = "request";
const ASSERTION = "assertion";
/** The width of `saml_messages.id`; our request ids are 41 characters. */
const MAX_ID_LENGTH = 255;

/** What a `request` row keeps in `data`. */
interface RequestData {
  provider: string;
  relayState: string;
  redirectTo?: string | undefined;
  flowId?: string | undefined;
  browserBinding?: string | undefined;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

export function createSamlRequestStore(db: Kysely<AuthDatabase>, clock: Clock): AuthnRequestStore {
  const fromRow = (row: { data: string | null; expires_at: string }): IssuedRequest | undefined => {
    if (row.data === null || row.expires_at <= clock.now().toISOString()) return undefined;
    const data = JSON.parse(row.data) as RequestData;
    return { ...data, expiresAt: Date.parse(row.expires_at) };
  };
  const usable = (id: string) => typeof id === "string" && id !== "" && id.length <= MAX_ID_LENGTH;

  return {
    async save(id, request) {
      const data: RequestData = {
        provider: request.provider,
        relayState: request.relayState,
        redirectTo: request.redirectTo,
        flowId: request.flowId,
        browserBinding: request.browserBinding,
      };
      await db
        .insertInto("saml_messages")
        .values({
          kind: REQUEST,
          id,
          data: JSON.stringify(data),
          expires_at: iso(request.expiresAt),
        })
        .execute();
    },

    async peek(id) {
      if (!usable(id)) return undefined;
      const row = await db
        .selectFrom("saml_messages")
        .select(["data", "expires_at"])
        .where("kind", "=", REQUEST)
        .where("id", "=", id)
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row);
    },

    async take(id) {
      if (!usable(id)) return undefined;
      // Whoever deletes the row answers the request; an expired row goes too.
      const row = await db
        .deleteFrom("saml_messages")
        .where("kind", "=", REQUEST)
        .where("id", "=", id)
        .returning(["data", "expires_at"])
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row);
    },
  };
}

export function createSamlReplayCache(db: Kysely<AuthDatabase>, clock: Clock): ReplayCache {
  return {
    async remember(key, expiresAt) {
      // The key is an issuer and an assertion id, both the IdP's and of any length.
      const id = createHash("sha256").update(key, "utf8").digest("hex");
      try {
        await atomically(db, async (trx) => {
          // A key whose time is up may be remembered anew (the cleanup job may not have run).
          await trx
            .deleteFrom("saml_messages")
            .where("kind", "=", ASSERTION)
            .where("id", "=", id)
            .where("expires_at", "<=", clock.now().toISOString())
            .execute();
          await trx
            .insertInto("saml_messages")
            .values({ kind: ASSERTION, id, data: null, expires_at: iso(expiresAt) })
            .execute();
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
