import type { Histogram } from "prom-client";
import { describe, expect, it } from "vitest";
import { createAuthMetrics } from "./auth-metrics.ts";
import { parseScrape } from "./testing/scrape.ts";

const read = async (metrics: ReturnType<typeof createAuthMetrics>) =>
  parseScrape(await metrics.registry.metrics());

describe("createAuthMetrics", () => {
  it("counts requests by route, method and status, and times them", async () => {
    const metrics = createAuthMetrics();
    metrics.httpRequest("/users/:id", "GET", 200, 0.02);
    metrics.httpRequest("/users/:id", "GET", 200, 0.5);
    metrics.httpRequest("/users/:id", "GET", 404, 0.01);
    const scrape = await read(metrics);
    const labels = { route: "/users/:id", method: "GET" };
    expect(scrape.value("auth_http_requests_total", { ...labels, status: "200" })).toBe(2);
    expect(scrape.value("auth_http_requests_total", { ...labels, status: "404" })).toBe(1);
    const name = "auth_http_request_duration_seconds";
    expect(scrape.families.find((f) => f.name === name)?.type).toBe("HISTOGRAM");
    // The text parser merges a histogram's labelled series, so its samples are read as recorded.
    const { values } = await (metrics.registry.getSingleMetric(name) as Histogram).get();
    const sample = (suffix: string, le?: number) =>
      values.find(
        (v) =>
          v.metricName === `${name}${suffix}` &&
          v.labels.route === "/users/:id" &&
          v.labels.method === "GET" &&
          v.labels.le === le,
      )?.value;
    expect(sample("_count")).toBe(3);
    expect(sample("_bucket", 0.025)).toBe(2);
  });

  it.each([
    [
      "flow actions",
      (m: ReturnType<typeof createAuthMetrics>) =>
        m.flowAction("login", "verify_passcode", "passcode_max_attempts_reached"),
      "auth_flow_actions_total",
      { flow: "login", action: "verify_passcode", outcome: "passcode_max_attempts_reached" },
    ],
    [
      "passcode mails",
      (m: ReturnType<typeof createAuthMetrics>) => m.passcodeMail("recovery", "failed"),
      "auth_passcode_mails_total",
      { template: "recovery", result: "failed" },
    ],
    [
      "rate-limit refusals",
      (m: ReturnType<typeof createAuthMetrics>) => m.rateLimitRefused("passcode-ip"),
      "auth_rate_limit_refusals_total",
      { scope: "passcode-ip" },
    ],
    [
      "session validations",
      (m: ReturnType<typeof createAuthMetrics>) => m.sessionValidation("invalid"),
      "auth_session_validations_total",
      { result: "invalid" },
    ],
  ])("counts %s under their labels", async (_what, record, name, labels) => {
    const metrics = createAuthMetrics();
    record(metrics);
    record(metrics);
    const scrape = await read(metrics);
    expect(scrape.families.find((f) => f.name === name)?.type).toBe("COUNTER");
    expect(scrape.value(name, labels)).toBe(2);
  });

  it("reads a registered gauge at every scrape", async () => {
    const metrics = createAuthMetrics();
    let depth = 3;
    metrics.registerGauge("auth_webhook_queue_depth", "Deliveries waiting.", () =>
      Promise.resolve(depth),
    );
    expect((await read(metrics)).value("auth_webhook_queue_depth")).toBe(3);
    depth = 7;
    expect((await read(metrics)).value("auth_webhook_queue_depth")).toBe(7);
  });

  it("keeps each instance's counts apart", async () => {
    const first = createAuthMetrics();
    const second = createAuthMetrics();
    first.sessionValidation("valid");
    expect((await read(first)).value("auth_session_validations_total")).toBe(1);
    expect((await read(second)).value("auth_session_validations_total")).toBe(0);
  });

  it("adds the Node process metrics under auth_ only when asked", async () => {
    const names = async (metrics: ReturnType<typeof createAuthMetrics>) =>
      (await read(metrics)).families.map((family) => family.name);
    expect(await names(createAuthMetrics({ processMetrics: true }))).toContain(
      "auth_process_cpu_user_seconds_total",
    );
    expect(await names(createAuthMetrics())).not.toContain("auth_process_cpu_user_seconds_total");
  });
});
