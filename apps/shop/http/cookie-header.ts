// The shop's cookies on the wire: plain name=value pairs that server and browser code both read
// and write, since the spec names them and stores plain values (and the `hanko` cookie is the
// SDK's plain token), so no signing or JSON encoding (docs/decisions/0023). Written here,
// through hono's serializer (the same library the servers use); read by read-cookies.ts.
import { serialize } from "hono/utils/cookie";

/** A year, the longest a preference is kept (and the consent answer asked again). */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  /** Seconds; undefined makes a session cookie, 0 deletes. */
  maxAge?: number | undefined;
  /** Sent over HTTPS only: set when the page itself came over HTTPS. */
  secure?: boolean;
}

/** Site-wide and Lax: `name=value; Max-Age=…; Path=/; SameSite=Lax`, `; Secure` if asked. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, {
    ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
    path: "/",
    ...(options.secure === true ? { secure: true } : {}),
    sameSite: "Lax",
  });
}
