// Where a request carries its session token: `Authorization: Bearer`, else the `hanko` cookie,
// which the auth server sets itself (HttpOnly, `SESSION_COOKIE`, as under `npm start`) or the
// sign-in widget's SDK writes from `X-Auth-Token` (product spec §9).
import { bearerToken } from "@kretsbutiken/flow-protocol";
import { parseCookies } from "./read-cookies.ts";

/** The SDK's default cookie name (auth-sdk `cookieName`). */
export const SESSION_COOKIE = "hanko";

export function readSessionToken(headers: Headers): string | undefined {
  return (
    bearerToken(headers.get("Authorization")) ??
    (parseCookies(headers.get("Cookie")).get(SESSION_COOKIE) || undefined)
  );
}
