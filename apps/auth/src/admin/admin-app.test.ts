import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdminTestServer,
  TEST_ADMIN_SECRET,
  type AdminTestServer,
} from "./admin-app-test-server.ts";

let admin: AdminTestServer;
beforeAll(async () => {
  admin = await createAdminTestServer();
});
afterAll(() => admin.close());

describe("the bearer secret", () => {
  it.each([
    ["no Authorization", undefined],
    ["a wrong secret", "Bearer wrong-secret"],
    ["the secret with one more character", `Bearer ${TEST_ADMIN_SECRET}x`],
    ["the secret under another scheme", `Basic ${TEST_ADMIN_SECRET}`],
    ["the bare secret", TEST_ADMIN_SECRET],
  ])("refuses %s with Hanko's 401 body", async (_case, authorization) => {
    const res = await admin.request("/users", {
      authorized: false,
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: "Unauthorized" });
  });

  it("lets the right secret through, the scheme in any case", async () => {
    const res = await admin.request("/users", {
      headers: { Authorization: `bearer ${TEST_ADMIN_SECRET}` },
    });
    expect(res.status).toBe(200);
  });

  it("answers an unknown route 401 without the secret, so nothing says what exists", async () => {
    const res = await admin.request("/nothing-here", { authorized: false });
    expect(res.status).toBe(401);
  });
});

describe("GET /metrics", () => {
  it("needs the secret", async () => {
    const res = await admin.request("/metrics", { authorized: false });
    expect(res.status).toBe(401);
  });

  it("counts the public API's requests by route pattern and status", async () => {
    await admin.auth.request("/.well-known/jwks.json");
    const res = await admin.request("/metrics");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toMatch(
      /^auth_http_requests_total\{route="\/\.well-known\/jwks\.json",method="GET",status="200"\} 1$/m,
    );
  });
});

describe("routes open without the secret", () => {
  it.each(["/health/alive", "/health/ready", "/openapi.json"])("serves %s", async (path) => {
    const res = await admin.request(path, { authorized: false });
    expect(res.status).toBe(200);
  });
});

describe("the app around the routes", () => {
  it("answers an unknown route 404 with the REST error body", async () => {
    const res = await admin.request("/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: "Not Found" });
  });

  it("answers malformed JSON 400, never 500", async () => {
    const res = await admin.request("/users", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await admin.request("/users", {
      method: "POST",
      json: { username: "x".repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
  });

  it("gives every answer a request id and the security headers", async () => {
    const res = await admin.request("/users", { authorized: false });
    expect(res.headers.get("X-Request-Id")).toMatch(/\S+/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps a request id the caller sent for the audit entry", async () => {
    const requestId = "admin-request-0001";
    const res = await admin.request("/users", {
      method: "POST",
      headers: { "X-Request-Id": requestId, "User-Agent": "ops-console/2" },
      json: { username: `req${Date.now()}` },
    });
    const { id } = (await res.json()) as { id: string };
    const [entry] = (await admin.auth.deps.audit.list({ filters: { actorUserId: id } })).entries;
    expect(entry).toMatchObject({
      meta_http_request_id: requestId,
      meta_user_agent: "ops-console/2",
      details: { actor: "admin_api" },
    });
  });
});
