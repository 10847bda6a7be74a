// A per-key budget of attempts in a fixed window, in this process's memory: enough to stop one
// client from guessing order numbers and e-mail addresses at speed. Keys are forgotten when
// their window ends, and the map never grows past `maxKeys` (the oldest go first).
export interface FixedWindowLimiter {
  /** Spends one attempt for `key`; false when its budget for this window is used up. */
  take(key: string): boolean;
}

export interface FixedWindowOptions {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}

export function createFixedWindowLimiter(options: FixedWindowOptions): FixedWindowLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const windows = new Map<string, { start: number; used: number }>();
  return {
    take(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= options.windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          // Undefined only with maxKeys 0, and deleting nothing changes nothing.
          windows.delete(windows.keys().next().value as string);
        }
        window = { start: at, used: 0 };
        windows.set(key, window);
      }
      window.used += 1;
      return window.used <= options.limit;
    },
  };
}
