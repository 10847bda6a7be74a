// Notices a session ended elsewhere (signed out on another device, revoked in the profile or by
// the admin API, idle too long) without waiting for a 401: while the page is visible and this
// browser believes in a session, it asks `GET /sessions/validate` every `sessionCheckInterval`
// (the official SDK 2.x option: 30 s, at least 3 s). A hidden tab asks nothing; when it is shown
// again it asks at once. That request never counts as use, so polling keeps no idle session alive.
import type { Clock, EventTargetLike, TimerId, Timers } from "../platform/platform.ts";

export const DEFAULT_SESSION_CHECK_INTERVAL_MS = 30_000;
export const MIN_SESSION_CHECK_INTERVAL_MS = 3_000;

export type SessionPollerOptions = {
  /** Asks the server; an answer of "invalid" ends the session there (SessionClient.validate). */
  check: () => Promise<unknown>;
  /** Whether this browser still holds a session worth asking about. */
  believesInSession: () => boolean;
  intervalMs: number;
  timers: Timers;
  clock: Clock;
  /** Where `visibilitychange` arrives: the document. */
  documentEvents: EventTargetLike;
  isVisible: () => boolean;
};

/** The interval the official SDK would use for `sessionCheckInterval`. */
export function sessionCheckInterval(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) {
    return DEFAULT_SESSION_CHECK_INTERVAL_MS;
  }
  return Math.max(MIN_SESSION_CHECK_INTERVAL_MS, requested);
}

export class SessionPoller {
  readonly #options: SessionPollerOptions;
  #running = false;
  #timer: TimerId;
  #lastCheck = Number.NEGATIVE_INFINITY;
  #checking = false;

  constructor(options: SessionPollerOptions) {
    this.#options = options;
  }

  get isRunning(): boolean {
    return this.#running;
  }

  /** Starts polling (idempotent); the first check is one interval away. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#lastCheck = this.#options.clock.now();
    this.#options.documentEvents.addEventListener("visibilitychange", this.#onVisibility);
    this.#schedule(this.#options.intervalMs);
  }

  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#options.documentEvents.removeEventListener("visibilitychange", this.#onVisibility);
    this.#clear();
  }

  #clear(): void {
    if (this.#timer === undefined) return;
    this.#options.timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(delayMs: number): void {
    this.#clear();
    if (!this.#options.isVisible()) return;
    this.#timer = this.#options.timers.setTimeout(() => {
      this.#timer = undefined;
      void this.#tick();
    }, delayMs);
  }

  async #tick(): Promise<void> {
    if (this.#checking) return;
    if (this.#options.believesInSession()) {
      this.#checking = true;
      this.#lastCheck = this.#options.clock.now();
      try {
        await this.#options.check();
      } catch {
        // Offline or a server in trouble: the session is not ended for that; ask again later.
      } finally {
        this.#checking = false;
      }
    }
    if (this.#running) this.#schedule(this.#options.intervalMs);
  }

  readonly #onVisibility = (): void => {
    if (!this.#running) return;
    if (!this.#options.isVisible()) {
      this.#clear();
      return;
    }
    // Shown again: ask now, unless a check ran less than an interval ago.
    const since = this.#options.clock.now() - this.#lastCheck;
    this.#schedule(Math.max(0, this.#options.intervalMs - since));
  };
}
