// The admin API's one guard: `Authorization: Bearer <ADMIN_API_SECRET>`, compared in constant
// time (both sides hashed first, so neither the content nor the length of the secret leaks
// through timing). Without it, or with another one, the answer is Hanko's 401 body. Once the
// secret matches it sets `adminRequest`: who asked, for the audit log and the security mail,
// read as the flow API reads it (client IP, User-Agent, X-Language: Swedish or English).
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { requestClientInfo } from "../http/request-client-info.ts";
import type { AdminEnv } from "./admin-env.ts";
import { adminError } from "./admin-error.ts";

export interface AdminAuthOptions {
  readonly secret: string;
  /** Take the client IP from X-Forwarded-For (TRUST_PROXY), as the public API does. */
  readonly trustProxy: boolean;
}

export function adminAuthPlugin(options: AdminAuthOptions): MiddlewareHandler<AdminEnv> {
  const expected = digest(options.secret);
  return async (c, next) => {
    const presented = bearerToken(c.req.header("Authorization"));
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      return adminError(c, 401);
    }
    const client = requestClientInfo(c, options.trustProxy);
    c.set("adminRequest", {
      requestId: c.get("requestId"),
      ip: client.ip,
      userAgent: client.userAgent,
      language: client.language,
    });
    await next();
  };
}

/**
 * The token of `Bearer <token>` (scheme in any case, RFC 9110 §11.1); undefined otherwise. The
 * value arrives trimmed (fetch's Headers strip surrounding whitespace), so none is looked for.
 */
function bearerToken(header: string | undefined): string | undefined {
  // Stryker disable next-line StringLiteral: any text without the scheme reads as none, as "" does
  const match = /^Bearer +(\S+)$/i.exec(header ?? "");
  return match?.[1];
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
