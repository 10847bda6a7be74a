// What the auth server counts for Prometheus, on a registry of its own per app instance (tests
// build many apps, so the global default registry is never used). Callers record through typed
// methods; label values are bounded here or by the caller: a route is its pattern, never the
// raw path, and nothing a client typed (addresses, IPs, ids) becomes a label.
//
// Values owned elsewhere are read at scrape time through `registerGauge`. Names reserved for
// the webhooks:
//   auth_webhook_queue_depth               deliveries waiting to be sent
//   auth_webhook_deliveries_failed_total   deliveries given up on since the start
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { PasscodeTemplate } from "../services.ts";

export interface AuthMetricsOptions {
  /**
   * Node process metrics (CPU, memory, event-loop lag, GC) under `auth_`. Off unless asked:
   * collecting them starts an event-loop monitor and a GC observer, so the server entry turns
   * them on rather than every instance a test builds.
   */
  processMetrics?: boolean;
}

export interface AuthMetrics {
  readonly registry: Registry;
  /** `route` is the matched pattern (`/users/:id`), or "unmatched". */
  httpRequest(route: string, method: string, status: number, seconds: number): void;
  /** `outcome` is "success" or the flow error code of the answer. */
  flowAction(flow: string, action: string, outcome: string): void;
  passcodeMail(template: PasscodeTemplate, result: "sent" | "failed"): void;
  /** `scope` is the kind of limit (`passcode`, `password-ip`), never the key itself. */
  rateLimitRefused(scope: string): void;
  sessionValidation(result: "valid" | "invalid"): void;
  /** A value read when Prometheus scrapes, such as a queue's depth. */
  registerGauge(name: string, help: string, collect: () => Promise<number> | number): void;
}

export function createAuthMetrics(options: AuthMetricsOptions = {}): AuthMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: "auth_" });

  const requests = new Counter({
    name: "auth_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "auth_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    registers,
  });
  const flowActions = new Counter({
    name: "auth_flow_actions_total",
    help: "Flow requests by flow, action (start for a new flow) and outcome.",
    labelNames: ["flow", "action", "outcome"] as const,
    registers,
  });
  const passcodeMails = new Counter({
    name: "auth_passcode_mails_total",
    help: "Passcode mails by template and result (sent or failed).",
    labelNames: ["template", "result"] as const,
    registers,
  });
  const refusals = new Counter({
    name: "auth_rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by the limit's scope.",
    labelNames: ["scope"] as const,
    registers,
  });
  const validations = new Counter({
    name: "auth_session_validations_total",
    help: "Answers of /sessions/validate by result (valid or invalid).",
    labelNames: ["result"] as const,
    registers,
  });

  return {
    registry,
    httpRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      durations.observe({ route, method }, seconds);
    },
    flowAction: (flow, action, outcome) => flowActions.inc({ flow, action, outcome }),
    passcodeMail: (template, result) => passcodeMails.inc({ template, result }),
    rateLimitRefused: (scope) => refusals.inc({ scope }),
    sessionValidation: (result) => validations.inc({ result }),
    registerGauge(name, help, collect) {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await collect());
        },
      });
    },
  };
}
