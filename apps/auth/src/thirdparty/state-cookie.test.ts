import { describe, expect, it } from "vitest";
import { expiredStateCookie, STATE_COOKIE_NAME, stateCookie } from "./state-cookie.ts";

const attributes = (header: string) => header.split("; ").slice(1).sort();

describe("stateCookie", () => {
  it("is Secure, SameSite=None, HttpOnly for five minutes, as Hanko sets it", () => {
    const header = stateCookie({ domain: "kretsbutiken.se", secure: true }, "abc");
    expect(header.startsWith(`${STATE_COOKIE_NAME}=abc; `)).toBe(true);
    expect(attributes(header)).toStrictEqual(
      [
        "Domain=kretsbutiken.se",
        "HttpOnly",
        "Max-Age=300",
        "Path=/",
        "SameSite=None",
        "Secure",
      ].sort(),
    );
  });

  it("falls back to SameSite=Lax without Secure, and has no Domain unless configured", () => {
    const header = stateCookie({ domain: undefined, secure: false }, "abc");
    expect(attributes(header)).toStrictEqual(["HttpOnly", "Max-Age=300", "Path=/", "SameSite=Lax"]);
  });
});

describe("expiredStateCookie", () => {
  it("empties the cookie with the same Path and Domain, so the browser drops the one it holds", () => {
    const header = expiredStateCookie({ domain: "kretsbutiken.se", secure: false });
    expect(header.startsWith(`${STATE_COOKIE_NAME}=; `)).toBe(true);
    expect(attributes(header)).toStrictEqual([
      "Domain=kretsbutiken.se",
      "HttpOnly",
      "Max-Age=0",
      "Path=/",
      "SameSite=Lax",
    ]);
  });

  it("empties the cookie with the same attributes", () => {
    const header = expiredStateCookie({ domain: undefined, secure: true });
    expect(header.startsWith(`${STATE_COOKIE_NAME}=; `)).toBe(true);
    expect(attributes(header)).toContain("Max-Age=0");
    expect(attributes(header)).toContain("SameSite=None");
  });
});
