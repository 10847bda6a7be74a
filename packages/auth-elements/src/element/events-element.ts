// <hanko-events>: no UI. While it is in the page, the SDK's session events are also sent on
// the element itself (not bubbling, so document listeners do not hear them twice), and its
// presence keeps the SDK's session relay running.
import {
  sessionCreatedType,
  sessionExpiredType,
  userDeletedType,
  userLoggedOutType,
} from "@kretsbutiken/auth-sdk";
import type { SessionEvent } from "../flow/flow-client.ts";
import type { ElementEnv } from "./element-env.ts";

const EVENT_TYPES: Record<SessionEvent, string> = {
  session_created: sessionCreatedType,
  session_expired: sessionExpiredType,
  user_logged_out: userLoggedOutType,
  user_deleted: userDeletedType,
};

export function eventsElementClass(env: ElementEnv): CustomElementConstructor {
  return class HankoEventsElement extends HTMLElement {
    #stop: (() => void) | undefined;

    connectedCallback(): void {
      this.#stop ??= env
        .clientFor(null)
        .onSessionEvent((event, detail) =>
          this.dispatchEvent(new CustomEvent(EVENT_TYPES[event], { detail })),
        );
    }

    disconnectedCallback(): void {
      this.#stop?.();
      this.#stop = undefined;
    }
  };
}
