// CORS as Hanko's middleware/cors.go and the official client need it (official-elements
// README §4, flow-api.md §1.1): the exact allowed Origin echoed with credentials, preflights
// answered 204 before anything else runs, and the session headers exposed to scripts.
// A disallowed origin gets no CORS headers at all, so the browser blocks the response.
import {
  CORS_ALLOWED_METHODS,
  CORS_MAX_AGE_SECONDS,
  corsExposedHeaders,
} from "@kretsbutiken/flow-protocol";
import type { MiddlewareHandler } from "hono";

export interface CorsOptions {
  allowedOrigins: readonly string[];
  /** X-Auth-Token is exposed only when the server sends it (session.tokenHeader). */
  authTokenHeader: boolean;
}

// What the official client asks for; used when a preflight names no headers.
const DEFAULT_ALLOW_HEADERS = "Content-Type, X-Language, Authorization";

export function corsPlugin(options: CorsOptions): MiddlewareHandler {
  const allowed = new Set(options.allowedOrigins.map(toOrigin));
  const exposed = corsExposedHeaders({ authTokenHeader: options.authTokenHeader }).join(", ");

  return async (c, next) => {
    const origin = c.req.header("Origin");
    const isAllowed = origin !== undefined && allowed.has(origin);

    if (c.req.method === "OPTIONS") {
      const headers = new Headers({ Vary: "Origin" });
      if (isAllowed) {
        headers.set("Access-Control-Allow-Origin", origin);
        headers.set("Access-Control-Allow-Credentials", "true");
        headers.set("Access-Control-Allow-Methods", CORS_ALLOWED_METHODS.join(", "));
        headers.set(
          "Access-Control-Allow-Headers",
          c.req.header("Access-Control-Request-Headers") || DEFAULT_ALLOW_HEADERS,
        );
        headers.set("Access-Control-Max-Age", String(CORS_MAX_AGE_SECONDS));
        headers.append("Vary", "Access-Control-Request-Method");
        headers.append("Vary", "Access-Control-Request-Headers");
      }
      return new Response(null, { status: 204, headers });
    }

    await next();
    const headers = c.res.headers;
    headers.append("Vary", "Origin");
    if (isAllowed) {
      headers.set("Access-Control-Allow-Origin", origin);
      headers.set("Access-Control-Allow-Credentials", "true");
      headers.set("Access-Control-Expose-Headers", exposed);
    }
  };
}

/** ALLOWED_ORIGINS entries are URLs; browsers send bare origins without a trailing slash. */
function toOrigin(url: string): string {
  return new URL(url).origin;
}
