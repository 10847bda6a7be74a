// Every response leaves with the security headers (security-headers.ts). A page is rendered
// with this request's nonce (c.get("cspNonce"), handed to React Router by server/app.ts) and
// answered with the policy naming it. A response that brings its own policy keeps it: a page
// from the page cache (its inline hashes), the test provider's pages, the blog's SVG pictures.
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import {
  contentSecurityPolicy,
  securityHeaders,
  type SecurityOrigins,
} from "./security-headers.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's CSP nonce: 128 random bits, base64. */
    cspNonce: string;
  }
}

export function securityHeadersMiddleware(origins: SecurityOrigins): MiddlewareHandler {
  const fixed = securityHeaders(origins);
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of fixed) headers.set(name, value);
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy(origins, { nonce }));
    }
  };
}
