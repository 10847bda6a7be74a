// Which URIs a relying party may register as redirect_uris or post_logout_redirect_uris: as a
// webhook callback (webhooks/callback-url.ts), absolute http(s) URLs without credentials, and
// besides without a fragment (RFC 6749 §3.1.2, OpenID Connect Core §3.1.2.1) or whitespace, since
// oidc-provider matches a redirect by exact string and a stray space would never match. In
// production only https, save for loopback, where a developer's or a native app's listener has
// no certificate (RFC 8252 §7.3; OAuth 2.1 allows http there). Other schemes (javascript:,
// data:, an app's own) are refused: every client we register is a web app.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** What is wrong with one URI, as the end of a sentence naming it; undefined when nothing. */
export function redirectUriProblem(uri: string, production: boolean): string | undefined {
  if (/\s/.test(uri)) return "must not hold whitespace";
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return "is not an absolute URL";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return "must be an http(s) URL";
  }
  if (production && parsed.protocol === "http:" && !LOOPBACK_HOSTS.has(parsed.hostname)) {
    return "must be an https URL (http only on localhost)";
  }
  if (parsed.username !== "" || parsed.password !== "") return "must not hold credentials";
  // Any "#" starts a fragment, an empty one too (which `parsed.hash` does not show).
  if (uri.includes("#")) return "must not hold a fragment";
  return undefined;
}

/** The first problem of a list, naming the member and index (`redirect_uris.1 …`). */
export function redirectUrisProblem(
  member: string,
  uris: readonly string[],
  production: boolean,
): string | undefined {
  for (const [index, uri] of uris.entries()) {
    const problem = redirectUriProblem(uri, production);
    if (problem !== undefined) return `${member}.${index} ${problem}`;
  }
  return undefined;
}
