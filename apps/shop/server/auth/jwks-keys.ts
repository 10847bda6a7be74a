// The sign-in provider's signing keys, fetched from its JWKS and kept as long as its
// Cache-Control allows. A token signed with a key id we have not seen makes us fetch again
// (at most once per cooldown, so a stream of made-up key ids cannot turn into a stream of
// requests): a key rotation at the provider needs no restart here.
import { REST_PATHS } from "@kretsbutiken/flow-protocol";
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from "jose";
import { AuthUnavailableError } from "./auth-unavailable-error.ts";
import { cacheMaxAgeSeconds } from "./cache-control.ts";
import { providerHeaders } from "./provider-headers.ts";

/** Without a usable Cache-Control: the provider's documented max-age (flow-api.md §6.4). */
const DEFAULT_MAX_AGE_SECONDS = 600;
/** However long the provider allows, look again within the hour. */
const MAX_AGE_CAP_SECONDS = 3600;
/** The least time between two fetches caused by an unknown key id. */
export const UNKNOWN_KID_COOLDOWN_MS = 10_000;

export interface JwksKeysOptions {
  /** The provider's base URL as this server reaches it. */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface KeySet {
  resolve: JWTVerifyGetKey;
  kids: ReadonlySet<string>;
  fetchedAt: number;
  expiresAt: number;
}

/**
 * `jwtVerify` key resolvers over the provider's JWKS, one key set for all: a fetch it makes
 * carries the id of the request that needed it.
 */
export function jwksKeys(options: JwksKeysOptions): (requestId?: string) => JWTVerifyGetKey {
  const fetchJson = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = `${options.baseUrl}${REST_PATHS.jwks}`;
  let current: KeySet | undefined;
  let loading: Promise<KeySet> | undefined;

  async function load(requestId: string | undefined): Promise<KeySet> {
    let response: Response;
    try {
      response = await fetchJson(url, {
        headers: providerHeaders(requestId),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new AuthUnavailableError(`could not fetch ${url}`, { cause: error });
    }
    if (!response.ok) throw new AuthUnavailableError(`${url} answered ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as JSONWebKeySet | undefined;
    if (!body || !Array.isArray(body.keys)) {
      throw new AuthUnavailableError(`${url} did not answer with a key set`);
    }
    const fetchedAt = now();
    const maxAge = Math.min(
      cacheMaxAgeSeconds(response.headers.get("Cache-Control")) ?? DEFAULT_MAX_AGE_SECONDS,
      MAX_AGE_CAP_SECONDS,
    );
    return {
      resolve: createLocalJWKSet(body),
      kids: new Set(body.keys.flatMap((key) => (typeof key.kid === "string" ? [key.kid] : []))),
      fetchedAt,
      expiresAt: fetchedAt + maxAge * 1000,
    };
  }

  async function refresh(requestId: string | undefined): Promise<KeySet> {
    loading ??= load(requestId)
      .then((keys) => (current = keys))
      .finally(() => (loading = undefined));
    try {
      return await loading;
    } catch (error) {
      // The provider is down: keys we already have still tell a real token from a forged one.
      if (current) return current;
      throw error;
    }
  }

  return (requestId) =>
    async (...[header, token]: Parameters<JWTVerifyGetKey>) => {
      const at = now();
      let keys = current;
      if (keys === undefined || at >= keys.expiresAt) {
        keys = await refresh(requestId);
      } else if (
        header.kid !== undefined &&
        !keys.kids.has(header.kid) &&
        at - keys.fetchedAt >= UNKNOWN_KID_COOLDOWN_MS
      ) {
        keys = await refresh(requestId);
      }
      return keys.resolve(header, token);
    };
}
