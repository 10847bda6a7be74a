// GET /health/alive and /health/ready (flow-api.md §6.4). Ready asks every dependency (the
// database, and Redis when configured), each bounded by its timeout, so a load balancer stops
// sending traffic to an instance that lost one, and sends it again once it is back.
import {
  REST_PATHS,
  type HealthAliveResponse,
  type HealthReadyResponse,
} from "@kretsbutiken/flow-protocol";
import { sql } from "@kretsbutiken/database";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { restErrorBody } from "../http/error-bodies.ts";
import type { AuthDeps } from "../services.ts";

export function createHealthRoutes(deps: Pick<AuthDeps, "db" | "healthChecks">): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const checks = [
    { name: "database", check: () => sql`select 1`.execute(deps.db) },
    ...(deps.healthChecks ?? []),
  ];
  app.get(REST_PATHS.healthAlive, (c) => c.json({ alive: true } satisfies HealthAliveResponse));
  app.get(REST_PATHS.healthReady, async (c) => {
    const results = await Promise.allSettled(checks.map((dependency) => dependency.check()));
    const failed = results.flatMap((result, i) =>
      result.status === "rejected"
        ? [{ name: checks[i]!.name, err: result.reason as unknown }]
        : [],
    );
    if (failed.length > 0) {
      for (const { name, err } of failed) c.get("logger").error({ err }, `${name} not reachable`);
      return c.json(restErrorBody(503), 503);
    }
    return c.json({ ready: true } satisfies HealthReadyResponse);
  });
  return app;
}
