// The session cookie, built here and nowhere else (flow-api.md §6.2 step 6, §6.4 logout).
// Flags come from config: HttpOnly always (Hanko's default; there is no switch), Secure and
// SameSite as configured, Domain when set, Max-Age unless the session ends with the browser.
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
  const parts = [`${cookie.name}=${value}`, "Path=/"];
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  parts.push("HttpOnly");
  if (cookie.secure) parts.push("Secure");
  parts.push(`SameSite=${SAME_SITE[cookie.sameSite]}`);
  return parts.join("; ");
}
