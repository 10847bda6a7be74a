// Fixed windows in this process's memory, for a single instance (REDIS_URL unset). Keys are
// forgotten when their window ends, and the map never grows past `maxKeys` (the oldest go
// first), so a flood of new addresses cannot grow it without bound.
import type { WindowStore } from "./window-store.ts";

export interface MemoryWindowStoreOptions {
  maxKeys?: number;
  now?: () => number;
}

export function createMemoryWindowStore(options: MemoryWindowStoreOptions = {}): WindowStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { endsAt: number; count: number }>();
  return {
    hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || at >= window.endsAt) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        window = { endsAt: at + windowMs, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, resetInMs: window.endsAt - at });
    },
    peek(key) {
      const at = now();
      const window = windows.get(key);
      return Promise.resolve(
        window && at < window.endsAt
          ? { count: window.count, resetInMs: window.endsAt - at }
          : { count: 0, resetInMs: 0 },
      );
    },
  };
}
