// Spec §6's middlewares as guards a loader calls first: they throw a redirect, so loaders stay
// flat. 303, so that a guarded POST is followed by a GET.
import { redirect, type RouterContextProvider } from "react-router";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import { sessionContext } from "../context/session-context.ts";
import { DASHBOARD_PATH, LOGIN_PATH } from "./account-paths.ts";
import { redirectTarget } from "./safe-redirect.ts";

export { DASHBOARD_PATH, LOGIN_PATH };

/** The logged-in middleware: the signed-in shopper, or off to the login page and back. */
export function requireShopper(
  request: Request,
  context: Readonly<RouterContextProvider>,
): ShopperSession {
  const session = context.get(sessionContext);
  if (session) return session;
  const { pathname, search } = new URL(request.url);
  const back = new URLSearchParams({ redirect_to: `${pathname}${search}` });
  throw redirect(`${LOGIN_PATH}?${back.toString()}`, 303);
}

/** The logged-out middleware: a signed-in shopper has no business on login or register. */
export function redirectSignedIn(request: Request, context: Readonly<RouterContextProvider>): void {
  if (context.get(sessionContext)) throw redirect(redirectTarget(request) ?? DASHBOARD_PATH, 303);
}
