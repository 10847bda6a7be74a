// The session headers of flow-api §1.12 / §6.2 and what they mean for the token cookie. Pure:
// the HTTP client applies the result.
import { HEADERS } from "@kretsbutiken/flow-protocol";

export type SessionHeaders = {
  /** X-Auth-Token: the session JWT, only with `session.enable_auth_token_header`. */
  token?: string;
  /** X-Session-Lifetime in whole seconds. */
  lifetimeSeconds?: number;
  /** X-Session-Retention (`persistent` | `session`); `session` means a cookie without expiry. */
  retention?: string;
};

export function readSessionHeaders(headers: {
  getResponseHeader(name: string): string | null;
}): SessionHeaders {
  const result: SessionHeaders = {};
  const token = headers.getResponseHeader(HEADERS.authToken)?.trim();
  if (token) result.token = token;
  const lifetime = Number.parseInt(headers.getResponseHeader(HEADERS.sessionLifetime) ?? "", 10);
  if (Number.isFinite(lifetime) && lifetime > 0) result.lifetimeSeconds = lifetime;
  const retention = headers.getResponseHeader(HEADERS.sessionRetention)?.trim();
  if (retention) result.retention = retention;
  return result;
}

function isHttps(url: string, base: string): boolean {
  try {
    return new URL(url, base).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Secure only when both the API and the page are https; expires after the lifetime unless the
 * retention is `session` or no lifetime was readable (then a session cookie, where the official
 * SDK would set one that has already expired).
 */
export function tokenCookieAttributes(options: {
  apiUrl: string;
  pageUrl: string;
  headers: SessionHeaders;
  now: number;
}): { secure: boolean; expires?: Date } {
  const secure =
    isHttps(options.pageUrl, "http://invalid") && isHttps(options.apiUrl, options.pageUrl);
  const { lifetimeSeconds, retention } = options.headers;
  if (retention === "session" || lifetimeSeconds === undefined) return { secure };
  return { secure, expires: new Date(options.now + lifetimeSeconds * 1000) };
}
