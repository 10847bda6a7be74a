// Throttle on an injected clock and timers. The first call runs at once (leading edge); later
// calls within `wait` milliseconds are dropped, or, with `trailing`, the last of them runs when
// the wait is over. A clock that went backwards counts as a wait that is over.
import type { Clock, TimerId, Timers } from "../platform/platform.ts";

/** The official SDK's `ThrottleOptions`. */
export type ThrottleOptions = {
  /** Run on the first call of a wait (default true). */
  leading?: boolean;
  /** Run the last dropped call at the end of the wait (needs `timers`). */
  trailing?: boolean;
};

export type ThrottleSetup = ThrottleOptions & { wait: number; clock: Clock; timers?: Timers };

export function throttle<A extends unknown[]>(
  fn: (...args: A) => unknown,
  options: ThrottleSetup,
): (...args: A) => void {
  const { wait, clock, timers } = options;
  const leading = options.leading ?? true;
  const trailing = options.trailing === true && timers !== undefined;
  /** When the wait began; undefined: no wait running. */
  let last: number | undefined;
  let pending: { id: TimerId; args: A } | undefined;

  return (...args: A) => {
    const now = clock.now();
    if (last === undefined && !leading) last = now;
    const elapsed = last === undefined ? wait : now - last;
    if (elapsed >= wait || elapsed < 0) {
      if (pending !== undefined) timers?.clearTimeout(pending.id);
      pending = undefined;
      last = now;
      fn(...args);
      return;
    }
    if (!trailing) return;
    if (pending !== undefined) {
      pending.args = args;
      return;
    }
    const id = timers.setTimeout(() => {
      const latest = pending?.args ?? args;
      pending = undefined;
      last = leading ? clock.now() : undefined;
      fn(...latest);
    }, wait - elapsed);
    pending = { id, args };
  };
}
