// Who is asking, as flows and sessions care (flow-api.md §1.12): the client IP for rate-limit
// keys and session records, the User-Agent for session records, and X-Language for mail.
import { isIP } from "node:net";
import { HEADERS } from "@kretsbutiken/flow-protocol";
import type { ClientInfo, MailLanguage } from "../services.ts";

export interface ClientInfoOptions {
  /**
   * The socket's peer address. With @hono/node-server it is
   * `getConnInfo(c).remote.address` from "@hono/node-server/conninfo"; the caller passes it in
   * so this module stays free of the HTTP server.
   */
  remoteAddress?: string | undefined;
  /** Take the first X-Forwarded-For entry (Hanko's `x_forwarded_for` extractor, §5.9). */
  trustProxy: boolean;
}

/** The IP used when neither the socket nor a trusted proxy names one (in-process requests). */
export const UNKNOWN_IP = "unknown";

export function readClientInfo(request: Request, options: ClientInfoOptions): ClientInfo {
  return {
    ip: clientIp(request.headers, options),
    userAgent: request.headers.get("User-Agent") ?? undefined,
    language: mailLanguage(request.headers.get(HEADERS.language)),
  };
}

function clientIp(headers: Headers, options: ClientInfoOptions): string {
  if (options.trustProxy) {
    const forwarded = headers.get("X-Forwarded-For")?.split(",")[0];
    const ip = forwarded === undefined ? undefined : normaliseIp(forwarded);
    if (ip !== undefined) return ip;
  }
  const remote =
    options.remoteAddress === undefined ? undefined : normaliseIp(options.remoteAddress);
  return remote ?? UNKNOWN_IP;
}

/** A bare IP, or undefined when the text is not one; IPv4-mapped IPv6 becomes plain IPv4. */
function normaliseIp(text: string): string | undefined {
  const value = text.trim();
  if (isIP(value) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  return mapped?.[1] ?? value.toLowerCase();
}

/**
 * "sv", "sv-SE", "se" (any case, any region) → "sv"; everything else → "en", Hanko's fallback.
 * That includes a missing header and the literal "undefined" the official SDK sends on
 * non-flow calls (official-elements README §3).
 */
export function mailLanguage(header: string | null | undefined): MailLanguage {
  const primary = header?.split(",")[0]?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary === "sv" || primary === "se" ? "sv" : "en";
}
