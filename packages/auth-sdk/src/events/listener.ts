// Typed subscriptions to the SDK's events (the official SDK's `Listener`, which `Hanko`
// extends), with its members: `addEventListener`, `addEventListenerWithType`, `wrapCallback`,
// `_addEventListener`, `_removeEventListener`, `_throttle`, `throttleLimit`. Session
// created/expired listeners are throttled: several SDK instances on one page may send the same
// event at the same moment.
import type { CallbackFunc, CleanupFunc, CustomEventWithDetail, EventBus } from "./event-bus.ts";
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
import type { ThrottleOptions } from "./throttle.ts";

/** The detail a listener of `type` receives: typed for the SDK's events, unknown otherwise. */
export type EventDetail<K extends string> = K extends HankoEventType ? HankoEventMap[K] : unknown;

export type EventListenerParams<T> = {
  callback: CallbackFunc<T>;
  /** Remove the listener after its first call. */
  once?: boolean;
};

export type EventListenerWithTypeParams<K extends string> = EventListenerParams<EventDetail<K>> & {
  type: K;
  /** Run at most once per `throttleLimit` milliseconds. */
  throttle?: boolean;
};

/** A listener of the DOM event that hands its detail to a callback. */
export type WrappedCallback<T> = (event: CustomEvent<T> | CustomEventWithDetail<T>) => void;

export type DomListener = (event: Event) => void;

export class Listener {
  /** Milliseconds between two calls of a throttled listener. */
  throttleLimit = SESSION_EVENT_THROTTLE_MS;
  /** Adds a DOM listener on the target the SDK's events travel on (the document by default). */
  _addEventListener: (
    type: string,
    listener: DomListener,
    options?: boolean | AddEventListenerOptions,
  ) => void;
  _removeEventListener: (
    type: string,
    listener: DomListener,
    options?: boolean | EventListenerOptions,
  ) => void;
  /** Throttles a function on the SDK's clock; leading and trailing calls unless told otherwise. */
  _throttle: <A extends unknown[]>(
    func: (...args: A) => unknown,
    wait: number,
    options?: ThrottleOptions,
  ) => (...args: A) => void;

  constructor(bus: EventBus) {
    this._addEventListener = (type, listener, options) =>
      bus.addEventListener(type, listener, options);
    this._removeEventListener = (type, listener, options) =>
      bus.removeEventListener(type, listener, options);
    this._throttle = (func, wait, options) => bus.throttle(func, wait, options);
  }

  /** Called before a listener is added; Hanko starts its session relay here. */
  protected beforeListen(_type: string): void {}

  /** A DOM listener that calls `callback` with the event's detail, throttled if asked. */
  wrapCallback<T>(callback: CallbackFunc<T>, throttle: boolean): WrappedCallback<T> {
    const wrapped: WrappedCallback<T> = (event) => void callback(event.detail);
    return throttle
      ? this._throttle(wrapped, this.throttleLimit, { leading: true, trailing: false })
      : wrapped;
  }

  /** Listens to `type`; the returned function removes the listener. */
  addEventListenerWithType<K extends string>(params: EventListenerWithTypeParams<K>): CleanupFunc {
    const { type, callback, once = false, throttle = false } = params;
    this.beforeListen(type);
    const wrapped = this.wrapCallback(callback, throttle);
    const listener: DomListener = (event) => {
      if (once) cleanup();
      wrapped(event as CustomEvent<EventDetail<K>>);
    };
    const cleanup = () => this._removeEventListener(type, listener);
    this._addEventListener(type, listener);
    return cleanup;
  }

  /** Listens to `type` (the official positional form); the returned function removes it. */
  addEventListener<K extends string>(
    type: K,
    params: EventListenerParams<EventDetail<K>>,
    throttle?: boolean,
  ): CleanupFunc {
    return this.addEventListenerWithType({ type, ...params, throttle });
  }

  /** A session was created here or in another tab; throttled. */
  onSessionCreated(callback: CallbackFunc<SessionDetail>, once?: boolean): CleanupFunc {
    return this.addEventListener(sessionCreatedType, { callback, once }, true);
  }

  /** The session ran out, was rejected with 401, or ended in another tab; throttled. */
  onSessionExpired(callback: CallbackFunc<null>, once?: boolean): CleanupFunc {
    return this.addEventListener(sessionExpiredType, { callback, once }, true);
  }

  onUserLoggedOut(callback: CallbackFunc<null>, once?: boolean): CleanupFunc {
    return this.addEventListener(userLoggedOutType, { callback, once });
  }

  onUserDeleted(callback: CallbackFunc<null>, once?: boolean): CleanupFunc {
    return this.addEventListener(userDeletedType, { callback, once });
  }

  onAfterStateChange(callback: CallbackFunc<FlowDetail>, once?: boolean): CleanupFunc {
    return this.addEventListener(flowAfterStateChangeType, { callback, once });
  }

  onBeforeStateChange(callback: CallbackFunc<FlowDetail>, once?: boolean): CleanupFunc {
    return this.addEventListener(flowBeforeStateChangeType, { callback, once });
  }
}
