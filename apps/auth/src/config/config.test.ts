import { describe, expect, it } from "vitest";
import { ConfigError, readAuthConfig } from "./config.ts";

describe("readAuthConfig", () => {
  it("takes Hanko's defaults with nothing set", () => {
    const config = readAuthConfig({});
    expect(config).toMatchObject({
      env: "production",
      port: 8000,
      trustProxy: false,
      allowedOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
      password: { enabled: true, minLength: 8, recovery: true },
      email: { requireVerification: true, passcodeTtlSeconds: 300, maxLength: 120 },
      session: { lifetimeSeconds: 43_200, retention: "persistent", tokenHeader: true },
    });
    expect(config.session.cookie).toMatchObject({ enabled: false, name: "hanko", secure: true });
  });

  it.each([
    [
      "TRUST_PROXY",
      { TRUST_PROXY: "true" },
      (c: ReturnType<typeof readAuthConfig>) => c.trustProxy,
      true,
    ],
    [
      "SIGNUP_ENABLED",
      { SIGNUP_ENABLED: "0" },
      (c: ReturnType<typeof readAuthConfig>) => c.account.allowSignup,
      false,
    ],
    [
      "PASSWORD_MIN_LENGTH",
      { PASSWORD_MIN_LENGTH: "12" },
      (c: ReturnType<typeof readAuthConfig>) => c.password.minLength,
      12,
    ],
    [
      "PUBLIC_URL without trailing slash",
      { PUBLIC_URL: "https://auth.example.se/" },
      (c: ReturnType<typeof readAuthConfig>) => c.publicUrl,
      "https://auth.example.se",
    ],
    [
      "PUBLIC_URL following PORT when unset",
      { PORT: "8100" },
      (c: ReturnType<typeof readAuthConfig>) => c.publicUrl,
      "http://localhost:8100",
    ],
    [
      "ALLOWED_ORIGINS list",
      { ALLOWED_ORIGINS: " https://a.se , https://b.se " },
      (c: ReturnType<typeof readAuthConfig>) => c.allowedOrigins,
      ["https://a.se", "https://b.se"],
    ],
  ])("reads %s", (_name, env, pick, expected) => {
    expect(pick(readAuthConfig(env))).toEqual(expected);
  });

  it.each([
    ["PORT", { PORT: "seventy" }],
    ["PASSWORD_MIN_LENGTH", { PASSWORD_MIN_LENGTH: "100" }],
    ["TRUST_PROXY", { TRUST_PROXY: "maybe" }],
    ["ALLOWED_ORIGINS", { ALLOWED_ORIGINS: "not a url" }],
    ["REDIS_URL", { REDIS_URL: "http://127.0.0.1:6379" }],
    ["SESSION_RETENTION", { SESSION_RETENTION: "forever" }],
    [
      "SESSION_COOKIE_SAME_SITE",
      { SESSION_COOKIE_SAME_SITE: "none", SESSION_COOKIE_SECURE: "false" },
    ],
  ])("refuses a bad %s and names it", (name, env) => {
    expect(() => readAuthConfig(env)).toThrow(ConfigError);
    expect(() => readAuthConfig(env)).toThrow(name);
  });
});
