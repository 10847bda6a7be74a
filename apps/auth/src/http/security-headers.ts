// Headers every response carries. The API serves JSON to scripts on other origins; nothing of
// it should be sniffed as HTML, framed, cached by proxies or leak its URL in a Referer.
import type { MiddlewareHandler } from "hono";

export function securityHeadersPlugin(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "no-referrer");
    // A page (the development outbox) may bring its own policy; framing stays forbidden.
    const csp = headers.get("Content-Security-Policy");
    headers.set(
      "Content-Security-Policy",
      csp ? `${csp}; frame-ancestors 'none'` : "frame-ancestors 'none'",
    );
    headers.set("X-Frame-Options", "DENY");
    // Responses carry tokens and personal data; JWKS sets its own max-age.
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  };
}
