// ClientInfo for a request: the socket address from @hono/node-server when the app runs behind
// it, nothing when a test calls `app.request()` directly. With TRUST_PROXY the first valid
// X-Forwarded-For entry wins (only behind a proxy that sets it).
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { readClientInfo } from "../http-client-info/client-info.ts";
import type { ClientInfo } from "../services.ts";

export function requestClientInfo(c: Context, trustProxy: boolean): ClientInfo {
  const info = readClientInfo(c.req.raw, { remoteAddress: remoteAddress(c), trustProxy });
  // Set by http/request-id.ts on every request of the app (AppEnv); for the audit log.
  const requestId: unknown = c.get("requestId");
  return typeof requestId === "string" ? { ...info, requestId } : info;
}

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (in-process requests have no socket).
    return undefined;
  }
}
