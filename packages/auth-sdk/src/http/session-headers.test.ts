import { describe, expect, it } from "vitest";
import { readSessionHeaders, tokenCookieAttributes } from "./session-headers.ts";

function headers(values: Record<string, string>) {
  return { getResponseHeader: (name: string) => new Headers(values).get(name) };
}

describe("readSessionHeaders", () => {
  it.each([
    [{}, {}],
    [{ "x-auth-token": "jwt" }, { token: "jwt" }],
    [
      { "X-Auth-Token": "jwt", "X-Session-Lifetime": "43200", "X-Session-Retention": "session" },
      { token: "jwt", lifetimeSeconds: 43200, retention: "session" },
    ],
    [{ "X-Session-Lifetime": "soon" }, {}],
    [{ "X-Session-Lifetime": "0" }, {}],
  ])("%o", (values, expected) => {
    expect(readSessionHeaders(headers(values))).toEqual(expected);
  });
});

describe("tokenCookieAttributes", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");
  const https = { apiUrl: "https://auth.example", pageUrl: "https://shop.example/", now };

  it.each([
    ["persistent", { lifetimeSeconds: 60, retention: "persistent" }, new Date(now + 60_000)],
    ["no retention header", { lifetimeSeconds: 60 }, new Date(now + 60_000)],
    ["session retention", { lifetimeSeconds: 60, retention: "session" }, undefined],
    ["no lifetime (session cookie, not an expired one)", { retention: "persistent" }, undefined],
  ])("%s", (_, session, expires) => {
    expect(tokenCookieAttributes({ ...https, headers: session }).expires).toEqual(expires);
  });

  it("is Secure only when both API and page are https", () => {
    const secure = (apiUrl: string, pageUrl: string) =>
      tokenCookieAttributes({ apiUrl, pageUrl, now, headers: {} }).secure;
    expect(secure("https://a", "https://b/")).toBe(true);
    expect(secure("http://a", "https://b/")).toBe(false);
    expect(secure("https://a", "http://b/")).toBe(false);
    expect(secure("/relative", "https://b/")).toBe(true);
    expect(secure("https://a", "")).toBe(false);
  });
});
