// The `hanko_thirdparty_state` cookie (flow-api.md §1.12), built here and nowhere else. It holds
// the random browser binding of a third-party state (./oauth-state.ts), not the state itself.
// Path=/, Domain as the session cookie's, Max-Age the state's lifetime, HttpOnly. Secure with
// SameSite=None as Hanko sets it: `thirdparty_oauth` is usually answered to a cross-site fetch,
// whose Set-Cookie a browser drops unless SameSite=None. On plain http (development) a browser
// refuses None without Secure, so there it is SameSite=Lax, which the provider's top-level GET
// redirect back to the callback still carries.
import { generateCookie } from "hono/cookie";
import type { AuthConfig } from "../config/config.ts";
import { STATE_TTL_SECONDS } from "./oauth-state.ts";

export const STATE_COOKIE_NAME = "hanko_thirdparty_state";

type CookieConfig = Pick<AuthConfig["session"]["cookie"], "domain" | "secure">;

/** `Set-Cookie` for the answer to `thirdparty_oauth` / `connect_thirdparty_oauth_provider`. */
export const stateCookie = (cookie: CookieConfig, value: string): string =>
  serialize(cookie, value, STATE_TTL_SECONDS);

/** `Set-Cookie` the callback answers with, once the state is used. */
export const expiredStateCookie = (cookie: CookieConfig): string => serialize(cookie, "", 0);

function serialize(cookie: CookieConfig, value: string, maxAge: number): string {
  return generateCookie(STATE_COOKIE_NAME, value, {
    path: "/",
    domain: cookie.domain,
    maxAge,
    httpOnly: true,
    secure: cookie.secure,
    sameSite: cookie.secure ? "None" : "Lax",
  });
}
