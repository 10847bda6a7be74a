// The client's address as the limits see it. Directly on the internet it is the socket's peer;
// behind a reverse proxy (TRUST_PROXY on) every request comes from the proxy, which names the
// client in X-Forwarded-For: its first entry, as the auth server reads it
// (apps/auth/src/http-client-info/client-info.ts). The proxy must set that header, not pass on
// the client's own; without TRUST_PROXY the header is never read, as anyone can send it.
import { isIP } from "node:net";

export const UNKNOWN_ADDRESS = "unknown";

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const first = forwardedFor?.split(",")[0]?.trim();
    if (first !== undefined && isIP(first) !== 0) return first;
  }
  return socketAddress ?? UNKNOWN_ADDRESS;
}
