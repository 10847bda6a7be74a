// The shop's cookies on the wire, through hono's cookie utilities (the same library the servers
// use): plain name=value pairs that server and browser code both read and write, since the spec
// names them and stores plain values (and the `hanko` cookie is the SDK's plain token), so no
// signing or JSON encoding (docs/decisions/0023).
import { parse, serialize } from "hono/utils/cookie";

export function parseCookies(header: string | null | undefined): Map<string, string> {
  return new Map(Object.entries(parse(header ?? "")));
}

/** A year, the longest a preference is kept (and the consent answer asked again). */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  /** Seconds; undefined makes a session cookie, 0 deletes. */
  maxAge?: number | undefined;
}

/** Site-wide and Lax: `name=value; Max-Age=…; Path=/; SameSite=Lax`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, {
    ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
    path: "/",
    sameSite: "Lax",
  });
}
