// Redis answers a PING (the abuse limits' shared store, when REDIS_URL is set). The connection
// fails commands at once while it is down (server/rate-limit/open-redis.ts), so /readyz says 503
// without waiting; it passes again as soon as ioredis has reconnected.
import type { Redis } from "ioredis";
import type { ReadinessCheck } from "./readiness-check.ts";

export function redisReadiness(redis: Pick<Redis, "ping">): ReadinessCheck {
  return { name: "redis", check: () => redis.ping() };
}
