import { describe, expect, it } from "vitest";
import { DEV_ADMIN_SECRET } from "./admin-api-config.ts";
import { ConfigError, readAuthConfig } from "./config.ts";

const SECRET = "s".repeat(32);

describe("the admin API's configuration", () => {
  it.each([
    { case: "off in production unless ADMIN_PORT is set", env: {}, adminApi: undefined },
    {
      case: "off in tests unless ADMIN_PORT is set",
      env: { NODE_ENV: "test" },
      adminApi: undefined,
    },
    {
      case: "on at 8001 on the loopback in development, with the development secret",
      env: { NODE_ENV: "development" },
      adminApi: { port: 8001, host: "127.0.0.1", secret: DEV_ADMIN_SECRET, devSecret: true },
    },
    {
      case: "where ADMIN_PORT and ADMIN_HOST say, with ADMIN_API_SECRET",
      env: { ADMIN_PORT: "9001", ADMIN_HOST: "10.0.0.5", ADMIN_API_SECRET: SECRET },
      adminApi: { port: 9001, host: "10.0.0.5", secret: SECRET, devSecret: false },
    },
  ])("is $case", ({ env, adminApi }) => {
    expect(readAuthConfig(env).adminApi).toEqual(adminApi);
  });

  it.each([
    {
      case: "ADMIN_PORT equal to PORT",
      env: { ADMIN_PORT: "8000", ADMIN_API_SECRET: SECRET },
      name: "ADMIN_PORT",
    },
    {
      case: "the same port in development",
      env: { NODE_ENV: "development", PORT: "8001" },
      name: "ADMIN_PORT",
    },
    { case: "ADMIN_PORT that is no port", env: { ADMIN_PORT: "admin" }, name: "ADMIN_PORT" },
    {
      case: "ADMIN_PORT without a secret in production",
      env: { ADMIN_PORT: "9001" },
      name: "ADMIN_API_SECRET",
    },
    {
      case: "a short secret in production",
      env: { ADMIN_PORT: "9001", ADMIN_API_SECRET: "short" },
      name: "ADMIN_API_SECRET",
    },
    {
      case: "the development secret in production",
      env: { ADMIN_PORT: "9001", ADMIN_API_SECRET: DEV_ADMIN_SECRET },
      name: "ADMIN_API_SECRET",
    },
  ])("refuses $case, naming $name", ({ env, name }) => {
    expect(() => readAuthConfig(env)).toThrow(ConfigError);
    expect(() => readAuthConfig(env)).toThrow(name);
  });
});
