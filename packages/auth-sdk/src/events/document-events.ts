// The SDK's events on `document` in the DOM's own event map, so a page that imports the SDK (or
// the elements) gets `event.detail` typed without a cast:
//   document.addEventListener("hanko-session-created", (event) => event.detail.claims.subject);
// `<hanko-events>` sends the session events on itself too; type those with HankoDocumentEventMap.
import type { FlowDetail, SessionDetail } from "./event-types.ts";

export interface HankoDocumentEventMap {
  "hanko-session-created": CustomEvent<SessionDetail>;
  "hanko-session-expired": CustomEvent<null>;
  "hanko-user-logged-out": CustomEvent<null>;
  "hanko-user-deleted": CustomEvent<null>;
  "hanko-after-state-change": CustomEvent<FlowDetail>;
  "hanko-before-state-change": CustomEvent<FlowDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the SDK's events into the DOM's map
  interface DocumentEventMap extends HankoDocumentEventMap {}
}
