// Flow locks in Redis, shared by every server instance (flow-api.md §1.11 `store: redis`):
// one `SET NX PX` attempt, no waiting, released by compare-and-delete so a request whose lock
// already expired cannot free the next owner's.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { FlowLock } from "../services.ts";

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

export function createRedisFlowLock(redis: Redis, ttlSeconds: number, prefix: string): FlowLock {
  return {
    async tryAcquire(flowId: string) {
      // Hanko's key is `flow:lock:{flow_id}`; the prefix separates apps sharing one Redis.
      const key = `${prefix}flow:lock:${flowId}`;
      const token = randomUUID();
      const taken = await redis.set(key, token, "PX", ttlSeconds * 1000, "NX");
      if (taken !== "OK") return undefined;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await redis.eval(RELEASE, 1, key, token);
      };
    },
  };
}
