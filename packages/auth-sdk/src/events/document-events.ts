// The SDK's events on `document` in the DOM's own event map, so a page that imports the SDK (or
// the elements) gets `event.detail` typed without a cast:
//   document.addEventListener("hanko-session-created", (event) => event.detail.claims.subject);
// `<hanko-events>` sends the session events on itself too; type those with HankoDocumentEventMap.
import type { FlowDetail, HankoEventType, SessionDetail } from "./event-types.ts";

declare global {
  interface DocumentEventMap {
    "hanko-session-created": CustomEvent<SessionDetail>;
    "hanko-session-expired": CustomEvent<null>;
    "hanko-user-logged-out": CustomEvent<null>;
    "hanko-user-deleted": CustomEvent<null>;
    "hanko-after-state-change": CustomEvent<FlowDetail>;
    "hanko-before-state-change": CustomEvent<FlowDetail>;
  }
}

/** The SDK's events as the DOM's map has them (its test holds the names to HankoEventMap's). */
export type HankoDocumentEventMap = Pick<DocumentEventMap, HankoEventType>;
