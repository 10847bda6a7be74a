// GET /health/alive and /health/ready (flow-api.md §6.4). Ready also asks the database, so a
// load balancer stops sending traffic to an instance that lost it.
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

export function createHealthRoutes(deps: Pick<AuthDeps, "db">): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(REST_PATHS.healthAlive, (c) => c.json({ alive: true } satisfies HealthAliveResponse));
  app.get(REST_PATHS.healthReady, async (c) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      c.get("logger").error({ err: error }, "database not reachable");
      return c.json(restErrorBody(503), 503);
    }
    return c.json({ ready: true } satisfies HealthReadyResponse);
  });
  return app;
}
