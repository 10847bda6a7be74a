// The SDK's page-wide events: their names are the official SDK's, so pages written for it keep
// listening to the same strings. Detail types travel with them.
import type { Claims } from "@kretsbutiken/flow-protocol";
import type { AnyState } from "../flow/state-types.ts";

export const sessionCreatedType = "hanko-session-created";
export const sessionExpiredType = "hanko-session-expired";
export const userLoggedOutType = "hanko-user-logged-out";
export const userDeletedType = "hanko-user-deleted";
export const flowAfterStateChangeType = "hanko-after-state-change";
export const flowBeforeStateChangeType = "hanko-before-state-change";

/** Detail of `hanko-session-created`. */
export type SessionDetail = {
  claims: Claims;
  /** Whole seconds until the session expires (the official SDK sends milliseconds here). */
  expirationSeconds: number;
};

/** Detail of `hanko-before-state-change` and `hanko-after-state-change`. */
export type FlowDetail = { state: AnyState };

export type HankoEventMap = {
  [sessionCreatedType]: SessionDetail;
  [sessionExpiredType]: null;
  [userLoggedOutType]: null;
  [userDeletedType]: null;
  [flowAfterStateChangeType]: FlowDetail;
  [flowBeforeStateChangeType]: FlowDetail;
};

export type HankoEventType = keyof HankoEventMap;

/** Session events run their listeners at most once per this many milliseconds (spec §9). */
export const SESSION_EVENT_THROTTLE_MS = 1000;
