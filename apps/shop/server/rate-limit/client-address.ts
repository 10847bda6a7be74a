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
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : Math.max(0, trustProxy);
  const remote = request.remoteAddress === undefined ? undefined : bareIp(request.remoteAddress);
  const entries =
    hops === 0
      ? []
      : (request.headers.get("X-Forwarded-For") ?? "")
          .split(",")
          .map((entry) => entry.trim())
          .filter((entry) => entry !== "");
  const named = entries[entries.length - hops] ?? entries[0];
  return (named === undefined ? undefined : bareIp(named)) ?? remote ?? UNKNOWN_ADDRESS;
}

/** A bare IP, lower-cased, or undefined when the text is not one; IPv4-mapped IPv6 is IPv4. */
function bareIp(text: string): string | undefined {
  const value = text.trim();
  if (isIP(value) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  return mapped?.[1] ?? value.toLowerCase();
}
