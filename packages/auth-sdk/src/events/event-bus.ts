// The one module that sends and hears the SDK's events. They are page-wide `CustomEvent`s on
// the document (the official SDK's contract: several SDK instances and the widget hear each
// other); the target is injected, so nothing else touches the document.
import type { Clock, EventTargetLike } from "../platform/platform.ts";
import {
  SESSION_EVENT_THROTTLE_MS,
  type HankoEventMap,
  type HankoEventType,
} from "./event-types.ts";
import { throttle } from "./throttle.ts";

// Read when the module loads, not called: a page without CustomEvent still imports the SDK.
const CustomEventBase: typeof CustomEvent =
  globalThis.CustomEvent ?? (class {} as unknown as typeof CustomEvent);

/** A `CustomEvent` whose detail is set by the constructor (official SDK export). */
export class CustomEventWithDetail<T> extends CustomEventBase<T> {
  constructor(type: string, detail: T) {
    super(type, { detail });
  }
}

export type CallbackFunc<T> = (detail: T) => unknown;
export type CleanupFunc = () => void;

export type ListenOptions = {
  /** Remove the listener after its first call. */
  once?: boolean;
  /** Run at most once per `throttleLimit` ms, for events several instances may send at once. */
  throttle?: boolean;
  throttleLimit?: number;
};

export class EventBus {
  readonly #target: EventTargetLike;
  readonly #clock: Clock;

  constructor(options: { target: EventTargetLike; clock: Clock }) {
    this.#target = options.target;
    this.#clock = options.clock;
  }

  dispatch<K extends HankoEventType>(type: K, detail: HankoEventMap[K]): void {
    this.#target.dispatchEvent(new CustomEventWithDetail(type, detail));
  }

  listen<K extends HankoEventType>(
    type: K,
    callback: CallbackFunc<HankoEventMap[K]>,
    options: ListenOptions = {},
  ): CleanupFunc {
    let call: (detail: HankoEventMap[K]) => void = (detail) => void callback(detail);
    if (options.throttle === true) {
      const wait = options.throttleLimit ?? SESSION_EVENT_THROTTLE_MS;
      call = throttle(call, { wait, clock: this.#clock });
    }
    const listener = (event: Event) => {
      if (options.once === true) cleanup();
      call((event as CustomEvent<HankoEventMap[K]>).detail);
    };
    const cleanup = () => this.#target.removeEventListener(type, listener);
    this.#target.addEventListener(type, listener);
    return cleanup;
  }
}
