import { describe, expect, it } from "vitest";
import { bearerToken, corsExposedHeaders } from "./headers.ts";

describe("corsExposedHeaders", () => {
  it("exposes rate-limit and session headers, as Hanko does (§1.1)", () => {
    expect(corsExposedHeaders({ authTokenHeader: false })).toEqual([
      "Retry-After",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
      "X-Session-Lifetime",
      "X-Session-Retention",
    ]);
  });

  it("adds X-Auth-Token only with session.enable_auth_token_header", () => {
    expect(corsExposedHeaders({ authTokenHeader: true }).at(-1)).toBe("X-Auth-Token");
  });
});

describe("bearerToken", () => {
  it.each([
    ["Bearer eyJ.a.b", "eyJ.a.b"],
    ["Bearer ", undefined],
    ["bearer eyJ.a.b", "eyJ.a.b"],
    ["BEARER eyJ.a.b", "eyJ.a.b"],
    ["Bearer", undefined],
    ["Bearers eyJ.a.b", undefined],
    ["Basic dXNlcjpwYXNz", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("%j → %j", (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
