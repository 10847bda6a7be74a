import { describe, expect, it } from "vitest";
import { createAuthMetrics } from "./auth-metrics.ts";
import { metricsRoutes } from "./metrics-routes.ts";
import { parseScrape } from "./testing/scrape.ts";

describe("GET /metrics", () => {
  it("answers the registry in the Prometheus text format", async () => {
    const metrics = createAuthMetrics();
    metrics.rateLimitRefused("password");
    const response = await metricsRoutes(metrics).request("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(metrics.registry.contentType);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const scrape = parseScrape(await response.text());
    expect(scrape.value("auth_rate_limit_refusals_total", { scope: "password" })).toBe(1);
  });

  it("answers nothing but GET /metrics", async () => {
    const app = metricsRoutes(createAuthMetrics());
    expect((await app.request("/metrics", { method: "POST" })).status).toBe(404);
    expect((await app.request("/metrics/extra")).status).toBe(404);
  });
});
