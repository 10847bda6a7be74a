// Where fixed-window counts live: in this process (memory-window-store.ts), or in Redis when
// REDIS_URL is set, so every instance of the shop shares them (redis-window-store.ts).

export interface WindowHit {
  /** Attempts in this key's current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

export interface WindowStore {
  /** Counts one attempt for `key` in a window of `windowMs` that starts at its first attempt. */
  hit(key: string, windowMs: number): Promise<WindowHit>;
  /** The attempts counted for `key` in its current window, counting none; 0 and 0 when none. */
  peek(key: string): Promise<WindowHit>;
}
