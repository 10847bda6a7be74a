// Typed subscriptions to the SDK's events (the official SDK's `Listener`, which `Hanko`
// extends). Session created/expired listeners are throttled: several SDK instances on one page
// may send the same event at the same moment.
import type { CallbackFunc, CleanupFunc, EventBus } from "./event-bus.ts";
import {
  SESSION_EVENT_THROTTLE_MS,
  flowAfterStateChangeType,
  flowBeforeStateChangeType,
  sessionCreatedType,
  sessionExpiredType,
  userDeletedType,
  userLoggedOutType,
  type FlowDetail,
  type HankoEventMap,
  type HankoEventType,
  type SessionDetail,
} from "./event-types.ts";

export class Listener {
  /** Milliseconds between two calls of a throttled listener. */
  throttleLimit = SESSION_EVENT_THROTTLE_MS;
  readonly #bus: EventBus;

  constructor(bus: EventBus) {
    this.#bus = bus;
  }

  /** Called before a listener is added; Hanko starts its session relay here. */
  protected beforeListen(_type: HankoEventType): void {}

  #listen<K extends HankoEventType>(
    type: K,
    callback: CallbackFunc<HankoEventMap[K]>,
    once: boolean | undefined,
    throttle: boolean,
  ): CleanupFunc {
    this.beforeListen(type);
    return this.#bus.listen(type, callback, {
      once: once === true,
      throttle,
      throttleLimit: this.throttleLimit,
    });
  }

  /** A session was created here or in another tab; throttled. */
  onSessionCreated(callback: CallbackFunc<SessionDetail>, once?: boolean): CleanupFunc {
    return this.#listen(sessionCreatedType, callback, once, true);
  }

  /** The session ran out, was rejected with 401, or ended in another tab; throttled. */
  onSessionExpired(callback: CallbackFunc<null>, once?: boolean): CleanupFunc {
    return this.#listen(sessionExpiredType, callback, once, true);
  }

  onUserLoggedOut(callback: CallbackFunc<null>, once?: boolean): CleanupFunc {
    return this.#listen(userLoggedOutType, callback, once, false);
  }

  onUserDeleted(callback: CallbackFunc<null>, once?: boolean): CleanupFunc {
    return this.#listen(userDeletedType, callback, once, false);
  }

  onAfterStateChange(callback: CallbackFunc<FlowDetail>, once?: boolean): CleanupFunc {
    return this.#listen(flowAfterStateChangeType, callback, once, false);
  }

  onBeforeStateChange(callback: CallbackFunc<FlowDetail>, once?: boolean): CleanupFunc {
    return this.#listen(flowBeforeStateChangeType, callback, once, false);
  }
}
