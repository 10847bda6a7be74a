// <hanko-events>: no UI; sends the SDK's session events on itself while in the page
// (hanko-session-created with {claims, expirationSeconds}, hanko-session-expired,
// hanko-user-logged-out, hanko-user-deleted; not bubbling). No attributes.
import type { ElementEnv } from "../element/element-env.ts";
import { eventsElementClass } from "../element/events-element.ts";

export const HANKO_EVENTS_TAG = "hanko-events";

export function hankoEventsElement(env: ElementEnv): CustomElementConstructor {
  return eventsElementClass(env);
}
