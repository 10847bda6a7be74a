// Plain name=value cookies, readable by both server and browser code: the spec names them
// and stores plain values, so no signing or JSON encoding.

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A malformed %-escape: ignore that cookie rather than the request.
    }
  }
  return cookies;
}

/** A year, the longest a preference is kept (and the consent answer asked again). */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  /** Seconds; undefined makes a session cookie, 0 deletes. */
  maxAge?: number | undefined;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join("; ");
}
