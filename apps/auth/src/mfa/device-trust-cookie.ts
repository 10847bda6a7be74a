// The device-trust cookie (flow-api.md §5.2), built here and nowhere else: HttpOnly, Path=/,
// Max-Age the trust's duration; Secure with SameSite=None as Hanko sets it when the session
// cookie is secure, SameSite=Lax on plain http (a browser refuses None without Secure).
import { generateCookie } from "hono/cookie";
import type { AuthConfig } from "../config/config.ts";

export function deviceTrustCookie(
  config: AuthConfig,
  value: string,
  maxAgeSeconds: number,
): string {
  const secure = config.session.cookie.secure;
  return generateCookie(config.mfa.deviceTrust.cookieName, value, {
    path: "/",
    maxAge: maxAgeSeconds,
    httpOnly: true,
    secure,
    sameSite: secure ? "None" : "Lax",
  });
}
