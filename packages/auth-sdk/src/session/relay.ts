// Keeps this tab's view of the session and sends the session events (the official SDK's
// `Relay`). Sending an event records it in the session state; between `start()` and `stop()`
// it also fires `hanko-session-expired` when the session runs out, and re-fires what other tabs
// record (their writes arrive as `storage` events). Nothing runs before `start()`.
import type { Claims } from "@kretsbutiken/flow-protocol";
import type { EventBus } from "../events/event-bus.ts";
import {
  flowAfterStateChangeType,
  flowBeforeStateChangeType,
  sessionCreatedType,
  sessionExpiredType,
  userDeletedType,
  userLoggedOutType,
  type FlowDetail,
  type SessionDetail,
} from "../events/event-types.ts";
import type { Clock, EventTargetLike, Timers } from "../platform/platform.ts";
import { ExpiryTimer } from "./expiry-timer.ts";
import {
  isSessionValid,
  parseSessionState,
  remainingSeconds,
  type SessionState,
  type SessionStateData,
} from "./session-state.ts";

export type RelayOptions = {
  bus: EventBus;
  sessionState: SessionState;
  clock: Clock;
  timers: Timers;
  /** Where `storage` events arrive: the window. */
  windowEvents: EventTargetLike;
};

export class Relay {
  readonly #bus: EventBus;
  readonly #state: SessionState;
  readonly #clock: Clock;
  readonly #windowEvents: EventTargetLike;
  readonly #timer: ExpiryTimer;
  #running = false;
  /** The session this tab last announced, `undefined` when it announced none or an expiry. */
  #announced: string | undefined;

  constructor(options: RelayOptions) {
    this.#bus = options.bus;
    this.#state = options.sessionState;
    this.#clock = options.clock;
    this.#windowEvents = options.windowEvents;
    this.#timer = new ExpiryTimer({ timers: options.timers, clock: options.clock });
  }

  get isRunning(): boolean {
    return this.#running;
  }

  /** Starts the expiry timer and the cross-tab listener; idempotent. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#windowEvents.addEventListener("storage", this.#onStorage);
    const state = this.#state.read();
    if (isSessionValid(state, this.#clock)) {
      this.#announced = announcement(state);
      this.#scheduleExpiry(state);
    }
  }

  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#windowEvents.removeEventListener("storage", this.#onStorage);
    this.#timer.stop();
  }

  /** Records the session (expiry, claims, flow completed) and sends `hanko-session-created`. */
  dispatchSessionCreatedEvent(detail: SessionDetail): void {
    this.#state.completed(detail.claims, detail.expirationSeconds);
    const state = this.#state.read();
    this.#announced = announcement(state);
    if (this.#running) this.#scheduleExpiry(state);
    this.#bus.dispatch(sessionCreatedType, detail);
  }

  /** Forgets the session and sends `hanko-session-expired`. */
  dispatchSessionExpiredEvent(): void {
    this.#end();
    this.#bus.dispatch(sessionExpiredType, null);
  }

  dispatchUserLoggedOutEvent(): void {
    this.#end();
    this.#bus.dispatch(userLoggedOutType, null);
  }

  dispatchUserDeletedEvent(): void {
    this.#end();
    this.#bus.dispatch(userDeletedType, null);
  }

  dispatchAfterStateChangeEvent(detail: FlowDetail): void {
    this.#bus.dispatch(flowAfterStateChangeType, detail);
  }

  dispatchBeforeStateChangeEvent(detail: FlowDetail): void {
    this.#bus.dispatch(flowBeforeStateChangeType, detail);
  }

  /**
   * Seconds left of a session whose claims just arrived: from X-Session-Lifetime when this
   * response stored one (local clock, so server clock skew does not matter), else from the
   * claims' expiration.
   */
  expirationSecondsFor(claims: Claims): number {
    const stored = this.#state.read();
    const fresh = isSessionValid(stored, this.#clock) && !stored.authFlowCompleted;
    if (fresh) return remainingSeconds(stored, this.#clock);
    return Math.floor((Date.parse(claims.expiration) - this.#clock.now()) / 1000);
  }

  #end(): void {
    this.#state.reset();
    this.#announced = undefined;
    this.#timer.stop();
  }

  #scheduleExpiry(state: SessionStateData): void {
    this.#timer.schedule(state.expiry * 1000, this.#onTimer);
  }

  readonly #onTimer = (): void => {
    const state = this.#state.read();
    if (isSessionValid(state, this.#clock)) {
      // Another tab extended the session, or the wait was capped.
      this.#scheduleExpiry(state);
      return;
    }
    if (this.#announced === undefined) return;
    this.#announced = undefined;
    this.#bus.dispatch(sessionExpiredType, null);
  };

  /** Another tab wrote the session state: announce what changed, never write back. */
  readonly #onStorage = (event: Event): void => {
    const { key, newValue } = event as StorageEvent;
    if (key !== null && key !== this.#state.key) return;
    const state = key === null ? this.#state.read() : parseSessionState(newValue);
    if (isSessionValid(state, this.#clock)) {
      const id = announcement(state);
      if (state.claims === undefined || !state.authFlowCompleted || id === this.#announced) return;
      this.#announced = id;
      this.#scheduleExpiry(state);
      const expirationSeconds = remainingSeconds(state, this.#clock);
      this.#bus.dispatch(sessionCreatedType, { claims: state.claims, expirationSeconds });
    } else if (this.#announced !== undefined) {
      this.#announced = undefined;
      this.#timer.stop();
      this.#bus.dispatch(sessionExpiredType, null);
    }
  };
}

/** Identifies one announced session: the same session id and expiry is not announced twice. */
function announcement(state: SessionStateData): string {
  return `${state.claims?.session_id ?? ""}@${state.expiry}`;
}
