import type { Hanko } from "@kretsbutiken/auth-elements";
import { DASHBOARD_PATH } from "./account-paths.ts";
import { sameOriginPath } from "../../http/same-origin-path.ts";

/**
 * Once the widget has signed the shopper in, go to `next` with a full page load, so the header
 * and every loader see the new session cookie at once. `next` is checked again here, where the
 * browser navigates: a path of this page's origin, else the dashboard. Returns the unsubscribe.
 */
export function goAfterSignIn(next: string) {
  return (hanko: Hanko) =>
    hanko.onSessionCreated(() =>
      window.location.assign(sameOriginPath(next, window.location.origin) ?? DASHBOARD_PATH),
    );
}
