import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, TEST_ORIGIN, type TestAuth } from "../test/create-test-auth.ts";
import { signIn } from "../test/sign-in.ts";

const EXPOSED =
  "Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Session-Lifetime, X-Session-Retention, X-Auth-Token";

describe("createAuthApp plugins", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth();
  });
  afterAll(() => auth.close());

  describe("CORS (official-elements README §4)", () => {
    const preflight = (
      path: string,
      origin: string,
      requestHeaders = "content-type,x-language,authorization",
    ) =>
      auth.request(path, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": requestHeaders,
        },
      });

    it.each(["/login", "/me", "/logout", "/sessions/validate", "/nowhere"])(
      "answers a preflight to %s with 204 before anything else",
      async (path) => {
        const response = await preflight(path, TEST_ORIGIN);
        expect(response.status).toBe(204);
        expect(await response.text()).toBe("");
        expect(Object.fromEntries(response.headers)).toMatchObject({
          "access-control-allow-origin": TEST_ORIGIN,
          "access-control-allow-credentials": "true",
          "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
          "access-control-allow-headers": "content-type,x-language,authorization",
          "access-control-max-age": "7200",
        });
        expect(response.headers.get("Vary")).toMatch(/\bOrigin\b/);
      },
    );

    it("reflects whatever headers the preflight asks for", async () => {
      const response = await preflight("/login", TEST_ORIGIN, "content-type,x-language");
      expect(response.headers.get("Access-Control-Allow-Headers")).toBe("content-type,x-language");
    });

    it.each([
      { case: "a disallowed origin", origin: "https://evil.example" },
      { case: "an allowed origin on another port", origin: "http://localhost:3001" },
      { case: "the literal null origin", origin: "null" },
    ])("gives $case no CORS headers", async ({ origin }) => {
      const pre = await preflight("/login", origin);
      expect(pre.status).toBe(204);
      expect(pre.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(pre.headers.get("Access-Control-Allow-Credentials")).toBeNull();
      const actual = await auth.request("/health/alive", { headers: { Origin: origin } });
      expect(actual.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(actual.headers.get("Access-Control-Expose-Headers")).toBeNull();
    });

    it.each([
      { case: "a success", path: "/health/alive", status: 200 },
      { case: "a 401", path: "/me", status: 401 },
      { case: "a 404", path: "/nowhere", status: 404 },
    ])(
      "marks $case for the allowed origin with credentials and exposed headers",
      async ({ path, status }) => {
        const response = await auth.request(path, { headers: { Origin: TEST_ORIGIN } });
        expect(response.status).toBe(status);
        expect(response.headers.get("Access-Control-Allow-Origin")).toBe(TEST_ORIGIN);
        expect(response.headers.get("Access-Control-Allow-Credentials")).toBe("true");
        expect(response.headers.get("Access-Control-Expose-Headers")).toBe(EXPOSED);
        expect(response.headers.get("Vary")).toMatch(/\bOrigin\b/);
      },
    );
  });

  describe("every response", () => {
    it.each([
      { case: "a success", path: "/health/alive" },
      { case: "an error", path: "/nowhere" },
    ])("carries security headers and a request id on $case", async ({ path }) => {
      const response = await auth.request(path);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "content-security-policy": "frame-ancestors 'none'",
        "cache-control": "no-store",
      });
      expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      { case: "a sane id", sent: "abc-123", kept: true },
      { case: "an id with spaces", sent: "a b", kept: false },
      { case: "an over-long id", sent: "a".repeat(65), kept: false },
    ])("keeps the caller's X-Request-Id only for $case", async ({ sent, kept }) => {
      const response = await auth.request("/health/alive", { headers: { "X-Request-Id": sent } });
      expect(response.headers.get("X-Request-Id") === sent).toBe(kept);
    });
  });

  describe("bad requests", () => {
    it("refuses an oversized REST body with 413 before reading it", async () => {
      const response = await auth.request("/sessions/validate", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ session_token: "x".repeat(70_000) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ code: 413, message: "Request Entity Too Large" });
    });

    it("refuses an oversized flow body with a 400 flow error result", async () => {
      const response = await auth.request("/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ input_data: { email: "x".repeat(70_000) }, csrf_token: "x" }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        name: "error",
        status: 400,
        error: { code: "form_data_invalid_error", message: "Form data invalid." },
        csrf_token: "",
        actions: {},
        links: null,
      });
    });
  });
});

describe("CORS without the token header", () => {
  it("does not expose X-Auth-Token", async () => {
    const auth = await createTestAuth({ SESSION_TOKEN_HEADER: "false", SESSION_COOKIE: "true" });
    try {
      const response = await auth.request("/health/alive", { headers: { Origin: TEST_ORIGIN } });
      expect(response.headers.get("Access-Control-Expose-Headers")).toBe(
        EXPOSED.replace(", X-Auth-Token", ""),
      );
    } finally {
      await auth.close();
    }
  });
});

describe("createAuthApp failures", () => {
  it("answers an internal failure with a bare 500 and logs the cause", async () => {
    const auth = await createTestAuth();
    const user = await signIn(auth);
    auth.deps.users.profile = () =>
      Promise.reject(new Error("secret: connection string postgres://u:p@h"));
    try {
      const response = await auth.request("/me", { headers: user.auth });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"code":500,"message":"Internal Server Error"}');
    } finally {
      await auth.close();
    }
  });
});

describe("the development outbox page", () => {
  it.each([
    { env: "development", status: 200 },
    { env: "production", status: 404 },
    { env: "test", status: 404 },
  ] as const)("is served with NODE_ENV=$env: $status", async ({ env, status }) => {
    // Production requires SECRETS_KEY (it seals the signing keys at rest).
    const secrets = env === "production" ? { SECRETS_KEY: randomBytes(32).toString("base64") } : {};
    const auth = await createTestAuth({ NODE_ENV: env, SMTP_URL: undefined, ...secrets });
    try {
      expect((await auth.request("/dev/outbox")).status).toBe(status);
    } finally {
      await auth.close();
    }
  });
});
