// Counts every request once it is answered: by route pattern, method and status with its
// duration; on flow routes the action and its outcome, read from the envelope sent; on
// /sessions/validate whether the session was valid. Outermost of the plugins, so what it counts
// is what the client got, error pages included. Reading a body takes a copy of the response.
import { REST_PATHS } from "@kretsbutiken/flow-protocol";
import type { MiddlewareHandler } from "hono";
import type { AuthMetrics } from "./auth-metrics.ts";
import { flowActionLabels, isFlowRoute } from "./flow-action-labels.ts";
import { methodLabel } from "./method-label.ts";
import { routeLabel } from "./route-label.ts";

type Recorders = Pick<AuthMetrics, "httpRequest" | "flowAction" | "sessionValidation">;

export function metricsPlugin(metrics: Recorders): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(c);
    const { status } = c.res;
    metrics.httpRequest(route, methodLabel(c.req.method), status, secondsSince(started));
    if (!isFlowRoute(route) && route !== REST_PATHS.sessionsValidate) return;
    const body = await jsonOf(c.res);
    const flow = flowActionLabels(route, c.req.query("action"), body);
    if (flow) metrics.flowAction(flow.flow, flow.action, flow.outcome);
    // Only a 200 is an answer about a session; anything else was a malformed request.
    if (route === REST_PATHS.sessionsValidate && status === 200) {
      metrics.sessionValidation(isValid(body) ? "valid" : "invalid");
    }
  };
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

const isValid = (body: unknown) =>
  typeof body === "object" && body !== null && "is_valid" in body && body.is_valid === true;

async function jsonOf(response: Response): Promise<unknown> {
  if (!response.headers.get("Content-Type")?.includes("application/json")) return undefined;
  return response
    .clone()
    .json()
    .catch(() => undefined);
}
