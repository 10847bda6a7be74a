import { describe, expect, it } from "vitest";
import { readAuthConfig } from "../config/config.ts";
import { expiredSessionCookie, sessionCookie } from "./session-cookie.ts";

const cookieConfig = (env: Record<string, string | undefined>) =>
  readAuthConfig(env).session.cookie;

describe("sessionCookie", () => {
  it.each([
    {
      case: "the defaults: Hanko's (conformance #40) but SameSite=Lax (decision 0045)",
      env: {},
      maxAge: 43200,
      expected: "hanko=T; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax",
    },
    {
      case: "session retention: no Max-Age",
      env: {},
      maxAge: undefined,
      expected: "hanko=T; Path=/; HttpOnly; Secure; SameSite=Lax",
    },
    {
      case: "Hanko's SameSite=Strict, and its http_only spelled out",
      env: { SESSION_COOKIE_SAME_SITE: "strict", SESSION_COOKIE_HTTP_ONLY: "true" },
      maxAge: 60,
      expected: "hanko=T; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Strict",
    },
    {
      case: "a name, a domain, Lax and no Secure",
      env: {
        SESSION_COOKIE_NAME: "kb_session",
        SESSION_COOKIE_DOMAIN: "kretsbutiken.se",
        SESSION_COOKIE_SECURE: "false",
        SESSION_COOKIE_SAME_SITE: "lax",
      },
      maxAge: 60,
      expected: "kb_session=T; Max-Age=60; Domain=kretsbutiken.se; Path=/; HttpOnly; SameSite=Lax",
    },
    {
      case: "SameSite=None",
      env: { SESSION_COOKIE_SAME_SITE: "none" },
      maxAge: 60,
      expected: "hanko=T; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=None",
    },
  ])("builds $case", ({ env, maxAge, expected }) => {
    expect(sessionCookie(cookieConfig(env), "T", maxAge)).toBe(expected);
  });
});

describe("expiredSessionCookie", () => {
  it("empties the cookie with Max-Age=0 and the same flags (§6.4 logout)", () => {
    expect(expiredSessionCookie(cookieConfig({ SESSION_COOKIE_DOMAIN: "example.se" }))).toBe(
      "hanko=; Max-Age=0; Domain=example.se; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });
});
