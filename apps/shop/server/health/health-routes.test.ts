import { Hono } from "hono";
import type { Logger } from "pino";
import { describe, expect, it, vi } from "vitest";
import { createHealthRoutes } from "./health-routes.ts";
import type { ReadinessCheck } from "./readiness-check.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

const passes = (name: string): ReadinessCheck => ({ name, check: () => Promise.resolve() });
const fails = (name: string): ReadinessCheck => ({
  name,
  check: () => Promise.reject(new Error(`${name} down`)),
});
const hangs = (name: string): ReadinessCheck => ({ name, check: () => new Promise(() => {}) });

function shop(checks: ReadinessCheck[], timeoutMs = 200) {
  const log = { warn: vi.fn() };
  const app = new Hono();
  app.use("*", async (c, next) => {
    c.set("log", log as unknown as Logger);
    await next();
  });
  app.route("/", createHealthRoutes({ checks, timeoutMs }));
  return { app, log };
}

describe("/healthz", () => {
  it("answers ok without asking any dependency", async () => {
    const check = vi.fn(() => Promise.reject(new Error("down")));
    const { app } = shop([{ name: "database", check }]);
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(check).not.toHaveBeenCalled();
  });
});

describe("/readyz", () => {
  it.each([
    ["no checks", [], 200, { ready: true }],
    ["all passing", [passes("database"), passes("shutdown")], 200, { ready: true }],
    [
      "the database failing",
      [fails("database"), passes("shutdown")],
      503,
      { ready: false, failing: ["database"] },
    ],
    [
      "the database not answering",
      [hangs("database")],
      503,
      { ready: false, failing: ["database"] },
    ],
    [
      "two failing",
      [fails("database"), fails("shutdown")],
      503,
      { ready: false, failing: ["database", "shutdown"] },
    ],
  ])("with %s answers %i", async (_what, checks, status, body) => {
    const { app } = shop(checks);
    const response = await app.request("/readyz");
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers by its deadline when a check hangs", async () => {
    const { app } = shop([hangs("database")], 300);
    const started = performance.now();
    expect((await app.request("/readyz")).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(scaled(1000));
  });

  it("logs each failing check once, with its error", async () => {
    const { app, log } = shop([fails("database"), passes("shutdown")]);
    await app.request("/readyz");
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { check: "database", err: expect.any(Error) as unknown },
      "not ready",
    );
  });
});
