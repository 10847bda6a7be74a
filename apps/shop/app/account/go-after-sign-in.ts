import type { Hanko } from "@kretsbutiken/auth-elements";
import { DASHBOARD_PATH } from "./guards.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/**
 * Once the widget has signed the shopper in, go to `next` with a full page load, so the header
 * and every loader see the new session cookie at once. `next` is checked again here, where the
 * browser navigates: a path of this shop, else the dashboard. Returns the unsubscribe.
 */
export function goAfterSignIn(next: string) {
  const target = safeRedirectPath(next) ?? DASHBOARD_PATH;
  return (hanko: Hanko) => hanko.onSessionCreated(() => window.location.assign(target));
}
