import { parseJwksResponse } from "@kretsbutiken/flow-protocol/checks";
import { accepted } from "@kretsbutiken/flow-protocol/testing";
import { decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";

describe("JWKS and health (flow-api.md §6.4)", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth();
  });
  afterAll(() => auth.close());

  it("publishes the signing key with Cache-Control: max-age=600 (conformance #42, #100)", async () => {
    const user = await signIn(auth);
    const response = await auth.request("/.well-known/jwks.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("max-age=600");
    const jwks = accepted(parseJwksResponse(await response.json()));
    expect(jwks.keys.map((key) => key.kid)).toContain(
      decodeProtectedHeader(user.session.token).kid,
    );
    expect(JSON.stringify(jwks)).not.toMatch(/"d"|"p"|"q"|"dp"|"dq"|"qi"/);
  });

  it.each([
    { path: "/health/alive", body: { alive: true } },
    { path: "/health/ready", body: { ready: true } },
  ])("answers $path", async ({ path, body }) => {
    const response = await auth.request(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
  });

  it.each([
    { method: "GET", path: "/nowhere" },
    { method: "POST", path: "/me" },
    { method: "GET", path: "/emails/x/y/z" },
  ])("answers $method $path 404 Not Found", async ({ method, path }) => {
    const response = await auth.request(path, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: "Not Found" });
  });
});

describe("GET /health/ready without a database", () => {
  it("answers 503", async () => {
    const auth = await createTestAuth();
    await auth.deps.close();
    try {
      const response = await auth.request("/health/ready");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: 503, message: "Service Unavailable" });
    } finally {
      await auth.close().catch(() => {});
    }
  });
});
