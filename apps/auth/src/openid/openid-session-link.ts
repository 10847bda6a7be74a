// The provider's own sign-in (oidc-provider's session cookie) lasts only while the browser's
// Kretsbutiken session does, and only for the same person: at each authorization request whose
// browser holds no live session of ours, or one of somebody else, the provider's session cookie
// is left out of the request, so the provider asks for a sign-in again. Signing out of the shop
// thus signs out of "Logga in med Kretsbutiken" too, and prompt=none answers login_required.
import type { IncomingMessage } from "node:http";
import { cookieValue } from "../../demo-id/interaction-request.ts";
import type { AuthDeps } from "../services.ts";
import type { ModelStore } from "./openid-model-store.ts";

interface LinkContext {
  req: IncomingMessage;
  method: string;
  path: string;
}

/** The Cookie header without the named cookies. */
export function withoutCookies(header: string, names: readonly string[]): string {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && !names.includes(pair.slice(0, pair.indexOf("=")).trim()))
    .join("; ");
}

export function linkSessions(
  deps: Pick<AuthDeps, "config" | "sessions">,
  sessionsStore: ModelStore,
  providerCookie: string,
) {
  const ours = deps.config.session.cookie.name;
  const dropped = [providerCookie, `${providerCookie}.sig`];
  return async (ctx: LinkContext, next: () => Promise<void>): Promise<void> => {
    const providerSession = cookieValue(ctx.req, providerCookie);
    if (ctx.path === "/auth" && providerSession !== undefined) {
      const token = cookieValue(ctx.req, ours);
      const session = token ? await deps.sessions.validate(decodeURIComponent(token)) : undefined;
      const stored = session && (await sessionsStore.find(providerSession));
      const accountId = stored?.accountId;
      if (session === undefined || (accountId !== undefined && accountId !== session.userId)) {
        ctx.req.headers.cookie = withoutCookies(ctx.req.headers.cookie ?? "", dropped);
      }
    }
    await next();
  };
}
