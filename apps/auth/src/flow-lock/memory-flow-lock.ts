// Process-local flow locks (flow-api.md §1.11 `store: in_memory`). Unlike Hanko's mutex these
// expire after the TTL too, so a request that hangs cannot wedge its flow for good (B18).
import { randomUUID } from "node:crypto";
import type { Clock, FlowLock } from "../services.ts";

interface Hold {
  token: string;
  expiresAt: number;
}

export function createMemoryFlowLock(ttlSeconds: number, clock?: Clock): FlowLock {
  const now = () => (clock ?? { now: () => new Date() }).now().getTime();
  const holds = new Map<string, Hold>();

  // Releases normally delete their hold; only holds whose release never ran are left to sweep,
  // and only when the map has grown, so the common path stays O(1).
  let sweepAbove = 1024;
  const sweep = (at: number) => {
    for (const [flowId, hold] of holds) if (hold.expiresAt <= at) holds.delete(flowId);
    sweepAbove = Math.max(1024, holds.size * 2);
  };

  return {
    tryAcquire(flowId: string) {
      const at = now();
      const current = holds.get(flowId);
      if (current !== undefined && current.expiresAt > at) return Promise.resolve(undefined);
      const hold = { token: randomUUID(), expiresAt: at + ttlSeconds * 1000 };
      holds.set(flowId, hold);
      if (holds.size > sweepAbove) sweep(at);
      return Promise.resolve(() => {
        // Only the owner's hold: after expiry another request may hold the lock by now.
        if (holds.get(flowId)?.token === hold.token) holds.delete(flowId);
        return Promise.resolve();
      });
    },
  };
}
