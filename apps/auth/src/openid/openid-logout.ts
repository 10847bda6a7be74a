// Signing out at the provider (RP-initiated logout, "Logga ut" on its question) signs the
// browser out of Kretsbutiken too: the session our flow API gave it ends, and its cookie goes.
// "Förbli inloggad" ends only the client's part, as oidc-provider decides.
import type { IncomingMessage } from "node:http";
import { cookieValue } from "../../demo-id/interaction-request.ts";
import type { AuthDeps } from "../services.ts";

interface LogoutContext {
  req: IncomingMessage;
  status: number;
  oidc?: { route?: string; params?: { logout?: unknown } };
  append(header: string, value: string): void;
}

export function endSessionOnLogout(deps: Pick<AuthDeps, "config" | "sessions">) {
  const { name, domain } = deps.config.session.cookie;
  return async (ctx: LogoutContext, next: () => Promise<void>): Promise<void> => {
    await next();
    const confirmed =
      ctx.oidc?.route === "end_session_confirm" &&
      Boolean(ctx.oidc.params?.logout) &&
      ctx.status === 303;
    if (!confirmed) return;
    const token = cookieValue(ctx.req, name);
    const session = token ? await deps.sessions.validate(decodeURIComponent(token)) : undefined;
    if (session) await deps.sessions.revoke(session.sessionId);
    ctx.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${domain ? `; Domain=${domain}` : ""}`,
    );
  };
}
