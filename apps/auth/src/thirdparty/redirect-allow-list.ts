// The allow-list check for `redirect_to` in `thirdparty_oauth` (flow-api.md §5.6): one trailing
// `/` trimmed; an absolute http(s) URL with a host; a glob match (separators `.` and `/`) of one
// pattern, and the URL's scheme, host and static port match that pattern's authority. A glob
// over the whole string alone would let `http://allowed.example.com.evil.com` through
// `http://allowed.example.com**`; the authority check is what keeps the browser on our hosts.
//
// Stricter than Hanko where browsers and Go's URL parser disagree: the URL must be printable
// ASCII without `\` (browsers read `\` as `/`), and its authority may hold no userinfo and no
// percent-encoding, and must name its host as the browser will (no `0x7f.1` for 127.0.0.1).
// Scheme and host compare case-insensitively, as browsers treat them.
import { globToRegExp } from "./glob.ts";

/** Longer URLs are refused rather than matched (patterns with several `**` backtrack). */
const MAX_LENGTH = 4096;
const PRINTABLE_ASCII_WITHOUT_BACKSLASH = /^[\x21-\x5b\x5d-\x7e]+$/;
const URL_HEAD = /^(https?):\/\/([^/?#]*)/i;
const PATTERN_HEAD = /^([^:/?#]+):\/\/([^/?#]*)/;
const PLAIN_AUTHORITY = /^[a-z0-9.:[\]-]+$/;
const WILDCARD = /[*?[{]/;
const DEFAULT_PORTS: Record<string, string> = { http: "80", https: "443" };

interface Destination {
  /** The URL with its scheme and authority in lower case: what the patterns glob-match. */
  text: string;
  scheme: string;
  host: string;
  port: string;
}

/**
 * Whether the browser may be sent to `redirectTo`, given the operator's `patterns`
 * (`allowed_redirect_urls` plus `error_redirect_url`). Never throws.
 */
export function isAllowedRedirect(redirectTo: string, patterns: readonly string[]): boolean {
  if (typeof redirectTo !== "string" || !Array.isArray(patterns)) return false;
  const destination = parseDestination(
    redirectTo.endsWith("/") ? redirectTo.slice(0, -1) : redirectTo,
  );
  if (destination === undefined) return false;
  return patterns.some(
    (pattern: unknown) => typeof pattern === "string" && patternAllows(pattern, destination),
  );
}

function parseDestination(target: string): Destination | undefined {
  if (target.length > MAX_LENGTH || !PRINTABLE_ASCII_WITHOUT_BACKSLASH.test(target)) return;
  const head = URL_HEAD.exec(target);
  if (head === null) return;
  const scheme = head[1]!.toLowerCase();
  const authority = head[2]!.toLowerCase();
  // No `@` (userinfo) and no `%` (encoded host characters) in the authority. The parser ends
  // the authority where URL_HEAD does (`\` is refused), so the URL has no userinfo either, and
  // its scheme is the head's; an http(s) URL without a host does not parse.
  if (!PLAIN_AUTHORITY.test(authority)) return;
  const url = URL.parse(target);
  if (url === null) return;
  // The WHATWG parser rewrites some hosts (IPv4 shorthand, IPv6 forms): the browser goes to
  // url.hostname, so that must be the host the patterns see.
  if (url.hostname !== splitAuthority(authority).host) return;
  // `https://.` names no host at all.
  const host = normalizeHost(url.hostname);
  if (host === "") return;
  return {
    text: `${scheme}://${authority}${target.slice(head[0].length)}`,
    scheme,
    host,
    port: url.port || DEFAULT_PORTS[scheme]!,
  };
}

function patternAllows(pattern: string, destination: Destination): boolean {
  const head = PATTERN_HEAD.exec(pattern);
  if (head === null) return false;
  const scheme = head[1]!.toLowerCase();
  const authority = head[2]!.toLowerCase();
  if (scheme !== destination.scheme) return false;
  const { host, port } = splitAuthority(authority);
  let glob: RegExp;
  let hostAllowed: (host: string) => boolean;
  try {
    // An IPv6 literal's brackets are the host's, not a glob character class.
    const globAuthority = authority.replace(/^\[([0-9a-f:.]+)\](?=:|$)/, "\\[$1\\]");
    glob = globToRegExp(`${scheme}://${globAuthority}${pattern.slice(head[0].length)}`, "./");
    hostAllowed = hostTest(normalizeHost(host));
  } catch {
    return false;
  }
  if (!glob.test(destination.text) || !hostAllowed(destination.host)) return false;
  // Only the port's static digits bind (`localhost:8888**` → 8888); none binds any port.
  const staticPort = staticPrefix(port);
  return staticPort === "" || staticPort === destination.port;
}

/**
 * A host pattern's wildcards must be pinned by literal text: `*.example.com` is a glob, but a
 * trailing `**` is dropped (`127.0.0.1**` means 127.0.0.1, not 127.0.0.1.evil.com), and a `**`
 * followed only by more wildcards falls back to the literal text before the first wildcard.
 * Throws GlobSyntaxError for a malformed host pattern.
 */
function hostTest(pattern: string): (host: string) => boolean {
  const lastSuperGlob = pattern.lastIndexOf("**");
  if (lastSuperGlob >= 0) {
    const tail = pattern.slice(lastSuperGlob + 2);
    if (tail === "") return hostTest(pattern.slice(0, lastSuperGlob));
    if (WILDCARD.test(tail)) {
      const literal = normalizeHost(staticPrefix(pattern));
      return (host) => host === literal;
    }
  }
  const glob = globToRegExp(pattern, ".");
  return (host) => glob.test(host);
}

/** `host:port` or `[v6]:port`; the host keeps its brackets, the port is "" when absent. */
function splitAuthority(authority: string): { host: string; port: string } {
  // The port's colon is the first after an IPv6 literal's `]` (or after -1, without one).
  const colon = authority.indexOf(":", authority.indexOf("]"));
  return colon === -1
    ? { host: authority, port: "" }
    : { host: authority.slice(0, colon), port: authority.slice(colon + 1) };
}

const staticPrefix = (text: string) => {
  const wildcard = text.search(WILDCARD);
  return wildcard < 0 ? text : text.slice(0, wildcard);
};

/** Without IPv6 brackets or the trailing dot of a fully qualified name (hosts are in lower case). */
const normalizeHost = (host: string) => host.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
