// Fixed windows in Redis, so every instance of the shop on one Redis shares the counts: the
// window is server-kit's, the same the auth server's rate limits stand on.
import { createRedisFixedWindow } from "@kretsbutiken/server-kit";
import type { Redis } from "ioredis";
import type { WindowStore } from "./window-store.ts";

/** Keys are `${prefix}${key}`. */
export function createRedisWindowStore(redis: Redis, prefix: string): WindowStore {
  return createRedisFixedWindow(redis, prefix);
}
