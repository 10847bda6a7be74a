import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createAuthMetrics } from "./auth-metrics.ts";
import { metricsPlugin } from "./metrics-plugin.ts";
import { parseScrape } from "./testing/scrape.ts";

const FLOW_ID = "0b9d4c1e-7a8f-4e2b-9c3d-5f6a7b8c9d0e";

// Stand-ins for the flow and session routes: they answer what the query asks for.
function app() {
  const metrics = createAuthMetrics();
  const hono = new Hono();
  hono.use(metricsPlugin(metrics));
  hono.post("/login", (c) => {
    const failed = c.req.query("fail");
    return failed
      ? c.json({ name: "login_init", status: 429, error: { code: failed } }, 429)
      : c.json({ name: "login_init", status: 200 });
  });
  hono.post("/sessions/validate", (c) =>
    c.req.query("bad")
      ? c.json({ code: 400, message: "Bad Request" }, 400)
      : c.json({ is_valid: c.req.query("valid") === "1" }),
  );
  hono.get("/sessions/validate", (c) => c.json({ is_valid: false }));
  hono.get("/users/:id", (c) => c.text("user"));
  const request = (path: string, method = "GET") => hono.request(path, { method });
  const scrape = async () => parseScrape(await metrics.registry.metrics());
  return { request, scrape };
}

describe("metricsPlugin", () => {
  it("counts requests by route pattern, method and status", async () => {
    const { request, scrape } = app();
    await request("/users/1");
    await request("/users/2");
    await request("/users/3/extra");
    const metrics = await scrape();
    expect(
      metrics.value("auth_http_requests_total", {
        route: "/users/:id",
        method: "GET",
        status: "200",
      }),
    ).toBe(2);
    expect(
      metrics.value("auth_http_requests_total", {
        route: "unmatched",
        method: "GET",
        status: "404",
      }),
    ).toBe(1);
  });

  it("counts a flow start and actions by their outcome", async () => {
    const { request, scrape } = app();
    await request("/login", "POST");
    await request(`/login?action=continue_with_login_identifier%40${FLOW_ID}`, "POST");
    await request(`/login?action=verify_passcode%40${FLOW_ID}&fail=rate_limit_exceeded`, "POST");
    const metrics = await scrape();
    const flowAction = (action: string, outcome: string) =>
      metrics.value("auth_flow_actions_total", { flow: "login", action, outcome });
    expect(flowAction("start", "success")).toBe(1);
    expect(flowAction("continue_with_login_identifier", "success")).toBe(1);
    expect(flowAction("verify_passcode", "rate_limit_exceeded")).toBe(1);
  });

  it("counts session validations by validity, but not requests it could not read", async () => {
    const { request, scrape } = app();
    await request("/sessions/validate?valid=1", "POST");
    await request("/sessions/validate", "POST");
    await request("/sessions/validate");
    await request("/sessions/validate?bad=1", "POST");
    const metrics = await scrape();
    expect(metrics.value("auth_session_validations_total", { result: "valid" })).toBe(1);
    expect(metrics.value("auth_session_validations_total", { result: "invalid" })).toBe(2);
  });

  it("counts no flow action or validation for other routes", async () => {
    const { request, scrape } = app();
    await request("/users/1");
    const metrics = await scrape();
    expect(metrics.value("auth_http_requests_total", { route: "/users/:id" })).toBe(1);
    expect(metrics.value("auth_flow_actions_total")).toBe(0);
    expect(metrics.value("auth_session_validations_total")).toBe(0);
  });

  it("leaves the response readable for the client", async () => {
    const { request } = app();
    const response = await request("/sessions/validate?valid=1", "POST");
    expect(await response.json()).toEqual({ is_valid: true });
  });
});
