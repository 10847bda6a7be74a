// A request's cookies, read the one way the shop reads them, on the server and in the browser
// (cookie-header.ts writes them). Our own few lines rather than hono's parser: the pages' script
// reads the cart's and the lists' cookies, and hono's parser, with the URL helpers it brings,
// would add nearly a kilobyte to it.

/**
 * Each cookie of a Cookie header (or document.cookie) by name, its value without surrounding
 * quotes and percent-decoded, or kept as it came when an escape is broken. Of a repeated name
 * the first wins: browsers send the cookie of the longest path first (RFC 6265 §5.4).
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header?.split(";") ?? []) {
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    if (at < 0 || name === "" || cookies.has(name)) continue;
    cookies.set(
      name,
      decoded(
        pair
          .slice(at + 1)
          .trim()
          .replace(/^"(.*)"$/, "$1"),
      ),
    );
  }
  return cookies;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
