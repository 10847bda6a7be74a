// The JWT signing keys (flow-api.md §6.1), read from `signing_keys` and cached. Every stored key
// is published in the JWKS and accepted for verification. The newest key signs, but only once
// it has been published for a JWKS cache lifetime (600 s), so that verifiers holding a cached
// JWKS already know it; a lone key (first start) signs at once. README "Key rotation".
import { JWKS_MAX_AGE_SECONDS, type JwksResponse } from "@kretsbutiken/flow-protocol";
import { atomically, sql, type Dialect, type Kysely } from "@kretsbutiken/database";
import { importJWK, type JWK } from "jose";
import type { AuthDatabase, SigningKeysTable } from "../db/schema.ts";
import type { Clock } from "../services.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import { generateSigningKey } from "./generate-signing-key.ts";
import { SessionError } from "./session-error.ts";

export const ACTIVATION_DELAY_MS = JWKS_MAX_AGE_SECONDS * 1000;
// Another instance may add a key; a verification with an unknown kid reloads sooner.
const CACHE_MS = 60_000;
const UNKNOWN_KID_RELOAD_MS = 5_000;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/**
 * `executor` is the caller's transaction when it has one: on SQLite every query waits for the
 * one connection, so a query outside a transaction that holds it would wait forever.
 */
export interface SigningKeyRing {
  /** Creates the first key when there is none; safe when several instances start at once. */
  ensure(executor?: Kysely<AuthDatabase>): Promise<void>;
  signingKey(executor?: Kysely<AuthDatabase>): Promise<SigningKey>;
  verificationKey(kid: string): Promise<CryptoKey | undefined>;
  jwks(): Promise<JwksResponse>;
  /** Every private key, the signing one first (for a signer that picks the first, oidc-provider). */
  privateJwks(): Promise<JWK[]>;
}

export interface SigningKeyRingOptions {
  db: Kysely<AuthDatabase>;
  clock: Clock;
  /** PostgreSQL needs a lock for the first-start race (ensure); SQLite serialises writers. */
  dialect?: Dialect;
  modulusLength?: number;
  /** Tests replace it to line racing instances up; default generateSigningKey. */
  generateKey?: (createdAt: Date) => Promise<SigningKeysTable>;
  /**
   * Seals the private keys at rest (SECRETS_KEY). The server always passes one
   * (create-deps.ts); without it, as in engine tests, they are stored as they are.
   */
  box?: SecretBox;
  /**
   * Where the keys are kept: the sessions' `signing_keys` by default; "Logga in med
   * Kretsbutiken" signs its ID tokens with keys of its own (`openid_signing_keys`).
   */
  table?: "signing_keys" | "openid_signing_keys";
}

export function createSigningKeyRing(options: SigningKeyRingOptions): SigningKeyRing {
  const { db, clock } = options;
  const table = options.table ?? "signing_keys";
  const open = (stored: string) => options.box?.open(stored) ?? stored;
  const seal = (plain: string) => options.box?.seal(plain) ?? plain;

  /** Rows written in plain text, or under a rotated-out key, sealed under the current key. */
  const reseal = async (rows: readonly SigningKeysTable[], executor: Kysely<AuthDatabase>) => {
    const { box } = options;
    if (box === undefined) return;
    for (const row of rows) {
      if (box.isCurrent(row.private_jwk)) continue;
      await executor
        .updateTable(table)
        .set({ private_jwk: box.seal(box.open(row.private_jwk)) })
        .where("kid", "=", row.kid)
        .where("private_jwk", "=", row.private_jwk)
        .execute();
    }
  };
  let cache: { rows: SigningKeysTable[]; loadedAt: number } | undefined;
  const imported = new Map<string, Promise<CryptoKey>>();

  const loadCache = async (executor = db) => {
    const rows = await executor
      .selectFrom(table)
      .selectAll()
      .orderBy("created_at")
      .orderBy("kid")
      .execute();
    cache = { rows, loadedAt: Date.now() };
    return cache;
  };
  const load = async (executor = db) => (await loadCache(executor)).rows;
  const cached = async (executor = db) => {
    if (cache && Date.now() - cache.loadedAt < CACHE_MS && cache.rows.length > 0) return cache;
    return loadCache(executor);
  };
  const rows = async (executor = db) => (await cached(executor)).rows;
  /** `id` names the key and its use; `jwk` gives its JWK text the first time. */
  const importKey = (id: string, jwk: () => string) => {
    let key = imported.get(id);
    if (!key) {
      key = importJWK(JSON.parse(jwk()) as JWK, "RS256") as Promise<CryptoKey>;
      imported.set(id, key);
    }
    return key;
  };

  const ring: SigningKeyRing = {
    async ensure(executor = db) {
      const existing = await load(executor);
      if (existing.length > 0) {
        await reseal(existing, executor);
        await load(executor);
        return;
      }
      const generate =
        options.generateKey ??
        ((createdAt: Date) =>
          generateSigningKey({ createdAt, modulusLength: options.modulusLength }));
      const generated = await generate(clock.now());
      const key = { ...generated, private_jwk: seal(generated.private_jwk) };
      // Insert only into an empty table: of instances racing on first start exactly one key
      // is stored, and every instance then reads and uses that one. SQLite runs the statement
      // under its single write lock; PostgreSQL needs a lock, or both inserts see no row.
      const insert = sql`insert into ${sql.table(table)} (kid, private_jwk, public_jwk, created_at)
        select ${key.kid}, ${key.private_jwk}, ${key.public_jwk}, ${key.created_at}
        where not exists (select 1 from ${sql.table(table)})`;
      if (options.dialect === "postgres") {
        await atomically(executor, async (trx) => {
          await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${`.${table}`}))`.execute(
            trx,
          );
          await insert.execute(trx);
        });
      } else {
        await insert.execute(executor);
      }
      await load(executor);
    },

    async signingKey(executor = db) {
      let all = await rows(executor);
      if (all.length === 0) {
        await ring.ensure(executor);
        all = await rows(executor);
      }
      const row = pickSigningKey(all, clock.now());
      const privateKey = await importKey(`private:${row.kid}`, () => open(row.private_jwk));
      return { kid: row.kid, privateKey };
    },

    async verificationKey(kid) {
      const current = await cached();
      let row = current.rows.find((r) => r.kid === kid);
      if (!row && Date.now() - current.loadedAt >= UNKNOWN_KID_RELOAD_MS) {
        row = (await load()).find((r) => r.kid === kid);
      }
      if (row === undefined) return undefined;
      const found = row;
      return importKey(`public:${found.kid}`, () => found.public_jwk);
    },

    async jwks() {
      const keys = (await rows()).map((row) => {
        // Written by generateSigningKey: an RSA public JWK always has both.
        const { n, e } = JSON.parse(row.public_jwk) as { n: string; e: string };
        return {
          kty: "RSA" as const,
          kid: row.kid,
          alg: "RS256" as const,
          use: "sig" as const,
          n,
          e,
        };
      });
      return { keys };
    },

    async privateJwks() {
      const all = await rows();
      const signing = all.length === 0 ? undefined : pickSigningKey(all, clock.now());
      const ordered = signing ? [signing, ...all.filter((row) => row !== signing)] : all;
      return ordered.map((row) => JSON.parse(open(row.private_jwk)) as JWK);
    },
  };
  return ring;
}

/** The newest key published long enough ago; otherwise (first start) the oldest one. */
export function pickSigningKey(rows: readonly SigningKeysTable[], now: Date): SigningKeysTable {
  const cutoff = now.getTime() - ACTIVATION_DELAY_MS;
  const active = rows.filter((row) => Date.parse(row.created_at) <= cutoff);
  const row = active.at(-1) ?? rows[0];
  if (!row) throw new SessionError("signing_key_missing", "no signing key is stored");
  return row;
}
