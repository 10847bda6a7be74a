// AUDIT_LOG_MASK (Hanko's audit_log.mask, on by default): what identifies a person is cut down
// before an entry is stored, so the log itself holds no more than an operator needs to tell
// events apart. Hanko masks e-mail addresses and usernames; we mask the IP address and the
// User-Agent as well, the "masked as configured".
import { isIP } from "node:net";
import { userAgentLabel } from "../sessions/user-agent-label.ts";

/** "jane.doe@example.com" → "j*****@example.com": the domain stays, the name's length goes. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return maskUsername(address);
  const name = address.slice(0, at);
  return `${name.slice(0, 1)}*****${address.slice(at)}`;
}

/** "kretsbutik" → "k*****k"; one character becomes "*". */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 1) return "*";
  return `${chars[0]}*****${chars[chars.length - 1]}`;
}

/** An IPv4 address loses its last octet, an IPv6 address all but its /48 prefix. */
export function maskIp(ip: string): string {
  if (isIP(ip) === 4) return ip.replace(/\.\d+$/, ".0");
  if (isIP(ip) === 6) {
    const head = ip.split("::")[0] ?? "";
    const groups = head.split(":").filter(Boolean).slice(0, 3);
    return `${groups.join(":")}::`;
  }
  return ip;
}

/** Only the system and browser ("macOS (Safari)"), not the versions that help fingerprint. */
export function maskUserAgent(userAgent: string): string {
  if (userAgent === "") return "";
  return userAgentLabel(userAgent) ?? "Unknown";
}
