// Leading-edge throttle on an injected clock: the first call runs, later calls within `wait`
// milliseconds are dropped (the official SDK's `leading: true, trailing: false`). No timer.
import type { Clock } from "../platform/platform.ts";

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  options: { wait: number; clock: Clock },
): (...args: A) => void {
  let last: number | undefined;
  return (...args: A) => {
    const now = options.clock.now();
    if (last !== undefined && now - last < options.wait && now >= last) return;
    last = now;
    fn(...args);
  };
}
