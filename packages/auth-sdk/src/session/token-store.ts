// Where the session JWT lives: the `hanko` cookie by default (so the page's own server sees it
// too), or sessionStorage with `sessionTokenLocation: "sessionStorage"` (official SDK option).
import type { CookieAttributes, CookieJar, CookieSameSite } from "../platform/cookie-jar.ts";
import type { StorageLike } from "../platform/platform.ts";
import { TechnicalError } from "../errors.ts";

export type SessionTokenLocation = "cookie" | "sessionStorage";

export type TokenStore = {
  get(): string | undefined;
  /** `expires` absent: until the browser closes. */
  set(token: string, attributes: { secure: boolean; expires?: Date }): void;
  remove(): void;
};

export type CookieTokenOptions = {
  cookies: CookieJar;
  cookieName: string;
  cookieDomain?: string;
  cookieSameSite: CookieSameSite;
};

export function cookieTokenStore(options: CookieTokenOptions): TokenStore {
  const scope = options.cookieDomain === undefined ? {} : { domain: options.cookieDomain };
  return {
    get: () => options.cookies.get(options.cookieName) || undefined,
    set(token, { secure, expires }) {
      // Browsers drop such a cookie silently; fail loudly instead (product spec §5).
      if (options.cookieSameSite.toLowerCase() === "none" && !secure) {
        throw new TechnicalError(new Error("Secure attribute must be set when SameSite=None"));
      }
      const attributes: CookieAttributes = { ...scope, secure, sameSite: options.cookieSameSite };
      if (expires !== undefined) attributes.expires = expires;
      options.cookies.set(options.cookieName, token, attributes);
    },
    remove: () => options.cookies.remove(options.cookieName, scope),
  };
}

export function sessionStorageTokenStore(options: {
  storage: StorageLike;
  key: string;
}): TokenStore {
  return {
    get: () => options.storage.getItem(options.key) || undefined,
    set: (token) => options.storage.setItem(options.key, token),
    remove: () => options.storage.removeItem(options.key),
  };
}
