// The one module that sends and hears the SDK's events. They are page-wide `CustomEvent`s on
// the document (the official SDK's contract: several SDK instances and the widget hear each
// other); the target is injected, so nothing else touches the document.
import type { Clock, EventTargetLike, Timers } from "../platform/platform.ts";
import type { HankoEventMap, HankoEventType } from "./event-types.ts";
import { throttle, type ThrottleOptions } from "./throttle.ts";

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

export class EventBus {
  readonly #target: EventTargetLike;
  readonly #clock: Clock;
  readonly #timers: Timers | undefined;

  /** `timers` are needed only by `throttle` with a trailing call. */
  constructor(options: { target: EventTargetLike; clock: Clock; timers?: Timers }) {
    this.#target = options.target;
    this.#clock = options.clock;
    this.#timers = options.timers;
  }

  /** Adds a raw DOM listener on the target the events travel on. */
  addEventListener(
    type: string,
    listener: (event: Event) => void,
    options?: boolean | AddEventListenerOptions,
  ): void {
    this.#target.addEventListener(type, listener, options);
  }

  removeEventListener(
    type: string,
    listener: (event: Event) => void,
    options?: boolean | EventListenerOptions,
  ): void {
    this.#target.removeEventListener(type, listener, options);
  }

  /** `fn` throttled on this bus's clock and timers; leading and trailing by default. */
  throttle<A extends unknown[]>(
    fn: (...args: A) => unknown,
    wait: number,
    options: ThrottleOptions = {},
  ): (...args: A) => void {
    const timing = this.#timers === undefined ? {} : { timers: this.#timers };
    return throttle(fn, {
      wait,
      clock: this.#clock,
      ...timing,
      leading: options.leading ?? true,
      trailing: options.trailing ?? true,
    });
  }

  dispatch<K extends HankoEventType>(type: K, detail: HankoEventMap[K]): void {
    this.#target.dispatchEvent(new CustomEventWithDetail(type, detail));
  }
}
