// The session cookie, built here and nowhere else (flow-api.md §6.2 step 6, §6.4 logout), with
// hono/cookie. HttpOnly always, so that script in a page (an XSS) cannot read the session: Hanko's
// default, and the config refuses to turn it off. Secure and SameSite (Lax unless configured,
// docs/decisions/0045) as configured, Domain when set, Max-Age unless the session ends with the
// browser.
import { generateCookie } from "hono/cookie";
import type { AuthConfig } from "../config/config.ts";

type CookieConfig = AuthConfig["session"]["cookie"];

const SAME_SITE = { strict: "Strict", lax: "Lax", none: "None" } as const;

/** `Set-Cookie` carrying a session token; `maxAgeSeconds` undefined makes a session cookie. */
export function sessionCookie(
  cookie: CookieConfig,
  token: string,
  maxAgeSeconds: number | undefined,
): string {
  return serialize(cookie, token, maxAgeSeconds);
}

/** `Set-Cookie` that removes the session cookie (logout, account deletion). */
export function expiredSessionCookie(cookie: CookieConfig): string {
  return serialize(cookie, "", 0);
}

function serialize(cookie: CookieConfig, value: string, maxAgeSeconds: number | undefined): string {
  return generateCookie(cookie.name, value, {
    path: "/",
    ...(cookie.domain ? { domain: cookie.domain } : {}),
    // Undefined for a session cookie: hono then writes no Max-Age.
    maxAge: maxAgeSeconds,
    httpOnly: true,
    secure: cookie.secure,
    sameSite: SAME_SITE[cookie.sameSite],
  });
}
