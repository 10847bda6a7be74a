// GET /metrics: everything the registry holds, in the Prometheus text format. Served on the
// admin port behind its bearer secret, never on the public one (the admin app mounts it).
import { Hono } from "hono";
import type { AuthMetrics } from "./auth-metrics.ts";

export function metricsRoutes(metrics: Pick<AuthMetrics, "registry">): Hono {
  const app = new Hono();
  app.get("/metrics", async (c) => {
    const text = await metrics.registry.metrics();
    c.header("Content-Type", metrics.registry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(text, 200);
  });
  return app;
}
