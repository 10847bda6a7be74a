// Binds an SP-initiated SAML sign-in to the browser that started it (docs/decisions/0044), so
// that a captured SAMLResponse posted from another browser (login CSRF) signs nobody in.
// `GET /saml/auth` gives the browser a random value in an HttpOnly cookie and stores only its
// SHA-256 with the AuthnRequest; `/saml/callback` answers a request only when the browser
// posting the Response carries the value whose hash was stored.
//
// The Response arrives as a cross-site top-level POST from the IdP, which carries no SameSite=Lax
// cookie: the cookie is SameSite=None, so Secure, with the `__Host-` prefix (host-only, Path=/,
// so no sibling subdomain can plant one). Chromium accepts Secure cookies over plain http on
// loopback (localhost, 127.0.0.1, [::1]) as on https, so the demo and the tests use the same
// cookie. Only on plain http at any other host is it a SameSite=Lax cookie without prefix, which
// then works only with an IdP on the same site (development only: deploy SAML over https).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { generateCookie } from "hono/cookie";

const COOKIE = "hanko_saml_request";
/** 256 random bits, base64url. */
const VALUE = /^[A-Za-z0-9_-]{43}$/;
/** Whether `value` is one of ours (String: an absent one reads "undefined", which is not). */
function wellFormed(value: string | undefined): value is string {
  return VALUE.test(String(value));
}

export interface BrowserBindingCookie {
  /** The cookie's name: `__Host-hanko_saml_request` when Secure. */
  readonly name: string;
  readonly secure: boolean;
  /** `Set-Cookie` for `value`, living `maxAgeSeconds`. */
  set(value: string, maxAgeSeconds: number): string;
  /** `Set-Cookie` that removes it, once its request is answered. */
  clear(): string;
}

/** The cookie for an ACS at `endpointUrl` (`saml.endpoint_url`). */
export function browserBindingCookie(endpointUrl: string): BrowserBindingCookie {
  const secure = allowsSecureCookies(new URL(endpointUrl));
  const name = secure ? `__Host-${COOKIE}` : COOKIE;
  const serialize = (value: string, maxAge: number) =>
    generateCookie(name, value, {
      path: "/",
      maxAge,
      httpOnly: true,
      secure,
      sameSite: secure ? "None" : "Lax",
    });
  return { name, secure, set: serialize, clear: () => serialize("", 0) };
}

/** A browser's value: a well-formed one it already carries (other tabs keep working), or new. */
export function browserValue(carried: string | undefined): string {
  return wellFormed(carried) ? carried : randomBytes(32).toString("base64url");
}

/** What is stored with the AuthnRequest: the value's SHA-256, never the value. */
export const bindingOf = (value: string): string =>
  createHash("sha256").update(value).digest("base64url");

/** Whether the browser's cookie value is the one a request was bound to; constant time. */
export function isBoundTo(carried: string | undefined, binding: string | undefined): boolean {
  if (binding === undefined || !wellFormed(carried)) return false;
  const expected = Buffer.from(binding);
  const actual = Buffer.from(bindingOf(carried));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** https, or plain http on a loopback host, where browsers keep Secure cookies. */
function allowsSecureCookies(url: URL): boolean {
  if (url.protocol === "https:") return true;
  const host = url.hostname;
  return host === "localhost" || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}
