// The address a request came from, as every shop limit keys it (through clientKey()): the
// socket's peer, or behind TRUST_PROXY the address the trusted proxies name in X-Forwarded-For.
// Each proxy appends the address it was called from, so with N trusted proxies the client is
// the N-th entry from the right; entries further left are whatever the client sent and are
// never trusted (a client that sends its own X-Forwarded-For cannot choose its key). With fewer
// entries than proxies the leftmost is taken; an entry that is not an IP falls back to the
// socket's peer, as the auth server does (apps/auth/src/http-client-info/client-info.ts).
import { isIP } from "node:net";

/** What a request must show: its headers and the socket's peer address. */
export interface ClientRequest {
  headers: { get(name: string): string | null };
  remoteAddress: string | undefined;
}

/** TRUST_PROXY: off (false, 0), one proxy (true, 1), or how many proxies stand in front. */
export type TrustProxy = boolean | number;

/** The address when neither the socket nor a trusted proxy names one (in-process requests). */
export const UNKNOWN_ADDRESS = "unknown";

export function clientAddress(request: ClientRequest, trustProxy: TrustProxy): string {
  const remote = bareIp(request.remoteAddress) ?? UNKNOWN_ADDRESS;
  const hops = Math.max(0, Number(trustProxy));
  const header = request.headers.get("X-Forwarded-For");
  if (hops === 0 || header === null) return remote;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return bareIp(entries[entries.length - hops] ?? entries[0]) ?? remote;
}

/** A bare IP, lower-cased, or undefined when the text is not one; IPv4-mapped IPv6 is IPv4. */
function bareIp(text: string | undefined): string | undefined {
  if (text === undefined || isIP(text) === 0) return undefined;
  // isIP vouched for the whole text: nothing can follow the dotted quad.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)/i.exec(text);
  return mapped?.[1] ?? text.toLowerCase();
}
