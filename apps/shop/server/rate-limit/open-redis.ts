// The shop's Redis connection (REDIS_URL), opened at start by server.ts and closed at shutdown.
// A command that cannot be sent at once fails at once rather than queueing: the limits then
// let the form through (abuse-limit.ts) instead of holding the request.
import { Redis } from "ioredis";

export function openRedis(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  // Without a listener, ioredis prints every reconnect failure; one log line each instead.
  redis.on("error", onError);
  return redis;
}
