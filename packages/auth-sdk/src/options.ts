// The options of `new Hanko(api, options)`: the official SDK's names and defaults, plus the
// injectable platform. Resolved once, at construction.
import { COOKIES } from "@kretsbutiken/flow-protocol";
import { DEFAULT_TIMEOUT_MS } from "./http/http-client.ts";
import type { CookieSameSite } from "./platform/cookie-jar.ts";
import type { Platform } from "./platform/platform.ts";
import { sessionCheckInterval } from "./session/session-poller.ts";
import type { SessionTokenLocation } from "./session/token-store.ts";

export const DEFAULT_LOCAL_STORAGE_KEY = "hanko";
export const DEFAULT_COOKIE_SAME_SITE: CookieSameSite = "lax";

export interface HankoOptions {
  /** Request timeout in milliseconds (13 000). */
  timeout?: number;
  /** Cookie of the session token (`hanko`); also its sessionStorage key. */
  cookieName?: string;
  /** Domain of that cookie; defaults to the page's host. */
  cookieDomain?: string;
  /** SameSite of that cookie (`lax`); `none` needs https page and API. */
  cookieSameSite?: CookieSameSite;
  /** Prefix of the localStorage keys (`hanko` → `hanko_session`, `hanko_last_login`). */
  localStorageKey?: string;
  /** Sent as X-Language (email language); `en` when unset. */
  lang?: string;
  /**
   * Milliseconds between `GET /sessions/validate` checks while the page is visible and a session
   * is held (30 000; at least 3 000): a session ended elsewhere is noticed without a 401.
   */
  sessionCheckInterval?: number;
  /** Accepted for compatibility; tabs talk through `storage` events instead. */
  sessionCheckChannelName?: string;
  /** `cookie` (default) or `sessionStorage`. */
  sessionTokenLocation?: SessionTokenLocation;
  /** Replacements for the browser: fetch, storage, cookies, location, clock, timers, … */
  platform?: Partial<Platform>;
}

export type ResolvedOptions = {
  timeout: number;
  cookieName: string;
  cookieDomain?: string;
  cookieSameSite: CookieSameSite;
  localStorageKey: string;
  lang?: string;
  sessionTokenLocation: SessionTokenLocation;
  sessionCheckInterval: number;
};

export function resolveOptions(options: HankoOptions = {}): ResolvedOptions {
  const resolved: ResolvedOptions = {
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    cookieName: options.cookieName ?? COOKIES.session,
    cookieSameSite: options.cookieSameSite ?? DEFAULT_COOKIE_SAME_SITE,
    localStorageKey: options.localStorageKey ?? DEFAULT_LOCAL_STORAGE_KEY,
    sessionTokenLocation: options.sessionTokenLocation ?? "cookie",
    sessionCheckInterval: sessionCheckInterval(options.sessionCheckInterval),
  };
  if (options.cookieDomain !== undefined) resolved.cookieDomain = options.cookieDomain;
  if (options.lang !== undefined) resolved.lang = options.lang;
  return resolved;
}
