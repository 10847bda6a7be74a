// The per-flow lock of flow-api.md §1.11: an action request takes its flow's lock before
// loading it and gives up at once when another request holds it (the engine answers 500
// technical_error); the engine releases it in a `finally`. Redis when the server has one, so
// two instances exclude each other; process memory otherwise. Both expire after `ttlSeconds`
// (FLOW_LOCK_TTL, default 15 s). Redis failures are thrown as ioredis reports them.
import type { Redis } from "ioredis";
import type { Clock, FlowLock } from "../services.ts";
import { createMemoryFlowLock } from "./memory-flow-lock.ts";
import { createRedisFlowLock } from "./redis-flow-lock.ts";

/** `clock` drives the in-memory store's expiry (tests); Redis expires keys itself. */
export function createFlowLock(
  redis: Redis | undefined,
  ttlSeconds: number,
  prefix: string,
  options: { clock?: Clock } = {},
): FlowLock {
  return redis === undefined
    ? createMemoryFlowLock(ttlSeconds, options.clock)
    : createRedisFlowLock(redis, ttlSeconds, prefix);
}
