// Which pages shared caches (and the server's own page cache) may keep. A page may be shared
// only when it is the same for everyone who sends the same cookies: a route that says so
// (`sharedPage` in its handle), answered 200 without setting a cookie, to a visitor without a
// session token (even a dead one) or Authorization header. Every page varies by the language,
// currency, colour and consent cookies, hence `Vary: Cookie` on all of them; a signed-in page is
// `private` and never gets a shared header. The server's own page cache also keeps a shared page
// for signed-in visitors, rendered without their session and answered to them `private`
// (server/page-cache/page-audience.ts).
//
// A shared page may be served up to STALE_SECONDS old by a cache while it revalidates (ETag,
// so a revalidation costs a 304): with SHOP_CATALOGUE_CHECK_MS that bounds how old the stock and
// prices shown can be. Checkout always reads the database.
import { readSessionToken } from "./session-token.ts";

/** What the page cache reads of a route's `handle` (app/layout/route-handle.ts has the rest). */
export interface SharedPageHandle {
  /**
   * The page is the same for every anonymous visitor with the same cookies (nothing random,
   * nothing from the session, no form token): caches may share it. Its loaders never see a
   * session: a signed-in visitor gets the page the server's cache keeps for every signed-in
   * visitor, rendered without the session token (decision record 0052).
   */
  sharedPage?: boolean;
}

export const STALE_SECONDS = 10;
export const SHARED_PAGE = `public, max-age=0, stale-while-revalidate=${STALE_SECONDS}`;
export const PERSONAL_PAGE = "private, no-cache";

/** A request that may carry who the visitor is: never served from or into a shared cache. */
export function isPersonalRequest(headers: Headers): boolean {
  return headers.has("Authorization") || readSessionToken(headers) !== undefined;
}

export interface RenderedPage {
  status: number;
  request: Request;
  /** The handles of the matched routes, root first. */
  handles: readonly unknown[];
  responseHeaders: Headers;
}

function sharedHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as SharedPageHandle).sharedPage === true
  );
}

export function pageCacheControl({
  status,
  request,
  handles,
  responseHeaders,
}: RenderedPage): string {
  const shared =
    status === 200 &&
    request.method.toUpperCase() !== "POST" &&
    !isPersonalRequest(request.headers) &&
    !responseHeaders.has("Set-Cookie") &&
    handles.length > 0 &&
    sharedHandle(handles[handles.length - 1]);
  return shared ? SHARED_PAGE : PERSONAL_PAGE;
}
