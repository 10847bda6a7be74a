import type { Hanko } from "@kretsbutiken/auth-elements";

/**
 * Once the widget has signed the shopper in, go to `next` with a full page load, so the header
 * and every loader see the new session cookie at once. Returns the unsubscribe.
 */
export function goAfterSignIn(next: string) {
  return (hanko: Hanko) => hanko.onSessionCreated(() => window.location.assign(next));
}
