import { describe, expect, it } from "vitest";
import { ConfigError, readAuthConfig } from "./config.ts";

const delivery = (env: Record<string, string | undefined>) => {
  const { session } = readAuthConfig(env);
  return { tokenHeader: session.tokenHeader, cookie: session.cookie.enabled };
};

describe("how a session reaches the browser", () => {
  it.each([
    { case: "nothing set: the token header", env: {}, header: true, cookie: false },
    {
      case: "SESSION_COOKIE alone: Hanko's cookie mode, no token for page script",
      env: { SESSION_COOKIE: "true" },
      header: false,
      cookie: true,
    },
    {
      case: "Hanko's enable_auth_token_header off: the cookie",
      env: { SESSION_ENABLE_AUTH_TOKEN_HEADER: "false" },
      header: false,
      cookie: true,
    },
    {
      case: "the older SESSION_TOKEN_HEADER off: the cookie",
      env: { SESSION_TOKEN_HEADER: "false" },
      header: false,
      cookie: true,
    },
    {
      case: "both asked for (docs/decisions/0008)",
      env: { SESSION_COOKIE: "true", SESSION_ENABLE_AUTH_TOKEN_HEADER: "true" },
      header: true,
      cookie: true,
    },
    {
      case: "the header asked for by both names",
      env: { SESSION_ENABLE_AUTH_TOKEN_HEADER: "on", SESSION_TOKEN_HEADER: "1" },
      header: true,
      cookie: false,
    },
  ])("$case", ({ env, header, cookie }) => {
    expect(delivery(env)).toEqual({ tokenHeader: header, cookie });
  });

  it.each([
    {
      case: "no way at all",
      env: { SESSION_COOKIE: "false", SESSION_ENABLE_AUTH_TOKEN_HEADER: "false" },
      names: "SESSION_COOKIE",
    },
    {
      case: "the two names of the header disagreeing",
      env: { SESSION_ENABLE_AUTH_TOKEN_HEADER: "true", SESSION_TOKEN_HEADER: "false" },
      names: "SESSION_ENABLE_AUTH_TOKEN_HEADER",
    },
    {
      case: "a cookie that page script could read",
      env: { SESSION_COOKIE: "true", SESSION_COOKIE_HTTP_ONLY: "false" },
      names: "SESSION_COOKIE_HTTP_ONLY",
    },
    {
      case: "a switch that is neither on nor off",
      env: { SESSION_ENABLE_AUTH_TOKEN_HEADER: "maybe" },
      names: "SESSION_ENABLE_AUTH_TOKEN_HEADER",
    },
  ])("refuses $case, naming the variable", ({ env, names }) => {
    expect(() => readAuthConfig(env)).toThrow(ConfigError);
    expect(() => readAuthConfig(env)).toThrow(names);
  });
});
