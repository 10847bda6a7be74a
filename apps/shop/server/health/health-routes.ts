// GET /healthz: the process is alive and its event loop turns (asks nothing else, so a stalled
// database never gets a healthy process restarted). GET /readyz: the shop can serve now: every
// readiness check passes within `timeoutMs` (the database answers, the shop is not shutting
// down), else 503 naming what failed, so a load balancer stops sending traffic to this instance
// and sends it again once it recovers. The auth server's /health/alive and /health/ready
// (apps/auth/src/rest/health-routes.ts) work the same way.
import { Hono } from "hono";
import type { ReadinessCheck } from "./readiness-check.ts";

export interface HealthRoutesOptions {
  checks: readonly ReadinessCheck[];
  /** How long /readyz waits for all checks together before calling the slow ones failed. */
  timeoutMs: number;
}

export function createHealthRoutes({ checks, timeoutMs }: HealthRoutesOptions): Hono {
  const app = new Hono();
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("ok");
  });
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const deadline = AbortSignal.timeout(timeoutMs);
    const results = await Promise.allSettled(
      checks.map((dependency) => withDeadline(dependency.check(), deadline)),
    );
    const failing = results.flatMap((result, i) =>
      result.status === "rejected"
        ? [{ name: checks[i]!.name, err: result.reason as unknown }]
        : [],
    );
    if (failing.length === 0) return c.json({ ready: true });
    for (const { name, err } of failing) c.get("log").warn({ check: name, err }, "not ready");
    return c.json({ ready: false, failing: failing.map(({ name }) => name) }, 503);
  });
  return app;
}

function withDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const late = () => reject(new Error("no answer before the readiness deadline"));
    if (deadline.aborted) late();
    deadline.addEventListener("abort", late, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", late));
  });
}
