// Whom a page may be rendered for once and answered to many (decision record 0052): every
// anonymous visitor with the same preference cookies, or every signed-in one. A signed-in
// visitor of a shared page (its route's `sharedPage`) gets the page kept for signed-in visitors:
// its header says "Mitt konto" and nothing more, and the account menu fetches who they are
// after hydration (/api/account). The session is still verified on every such request, with the
// provider's answer remembered as long as AUTH_SESSION_CHECK_SECONDS (server/auth/), so a revoked
// or expired session is anonymous again within that interval. Every other page of a signed-in
// visitor is rendered for them alone, with their session.
import { readSessionToken, SESSION_COOKIE } from "../../http/session-token.ts";
import type { ShopAuth } from "../auth/shopper-session.ts";

export type PageAudience = "anonymous" | "signed-in";

export interface PageAudienceOptions {
  /** Whether an address is a shared page (shared-paths.ts). */
  isSharedPath: (pathname: string) => boolean;
  auth: Pick<ShopAuth, "sessionFor">;
}

/**
 * The audience whose kept page may answer this request, or undefined when it must be rendered
 * for this visitor alone (a page that is not shared, an Authorization that is no bearer token).
 */
export function pageAudience({
  isSharedPath,
  auth,
}: PageAudienceOptions): (
  request: Request,
  requestId?: string,
) => Promise<PageAudience | undefined> {
  return async (request, requestId) => {
    const token = readSessionToken(request.headers);
    if (token === undefined) {
      return request.headers.has("Authorization") ? undefined : "anonymous";
    }
    if (!isSharedPath(new URL(request.url).pathname)) return undefined;
    // A token that does not check out (expired, ended, forged) is an anonymous visitor, as the
    // root middleware would see them.
    return (await auth.sessionFor(token, { requestId })) ? "signed-in" : "anonymous";
  };
}

/**
 * The request as a shared page is rendered from: without the session token, so that nothing
 * the page's loaders read can come from the session. Who the page is for goes along in the
 * router context (app/context/page-audience-context.ts).
 */
export function withoutSession(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Authorization");
  const cookie = headers.get("Cookie");
  if (cookie !== null) {
    const kept = cookie
      .split(";")
      .filter((pair) => pair.split("=", 1)[0]?.trim() !== SESSION_COOKIE)
      .map((pair) => pair.trim())
      .filter(Boolean);
    if (kept.length > 0) headers.set("Cookie", kept.join("; "));
    else headers.delete("Cookie");
  }
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
