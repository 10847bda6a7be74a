// One timer that fires when the session expires. Browsers run a setTimeout longer than
// 2^31 - 1 ms at once, so longer waits go in steps of at most that (product spec §9).
import type { Clock, TimerId, Timers } from "../platform/platform.ts";

export const MAX_TIMER_DELAY_MS = 2147483647;

export class ExpiryTimer {
  readonly #timers: Timers;
  readonly #clock: Clock;
  #id: TimerId;

  constructor(options: { timers: Timers; clock: Clock }) {
    this.#timers = options.timers;
    this.#clock = options.clock;
  }

  get isRunning(): boolean {
    return this.#id !== undefined;
  }

  /** Calls `onExpire` at `atMs` (epoch milliseconds); replaces an earlier schedule. */
  schedule(atMs: number, onExpire: () => void): void {
    this.stop();
    const delay = Math.max(0, atMs - this.#clock.now());
    if (delay > MAX_TIMER_DELAY_MS) {
      this.#id = this.#timers.setTimeout(() => this.schedule(atMs, onExpire), MAX_TIMER_DELAY_MS);
      return;
    }
    this.#id = this.#timers.setTimeout(() => {
      this.#id = undefined;
      onExpire();
    }, delay);
  }

  stop(): void {
    if (this.#id === undefined) return;
    this.#timers.clearTimeout(this.#id);
    this.#id = undefined;
  }
}
