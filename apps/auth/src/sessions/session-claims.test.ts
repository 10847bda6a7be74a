import { claimsCheck } from "@kretsbutiken/flow-protocol/checks";
import { describe, expect, it } from "vitest";
import { buildJwtPayload, toWireClaims, type SessionJwtInput } from "./session-claims.ts";

const base: SessionJwtInput = {
  userId: "6a1c2f7e-0000-4000-8000-000000000001",
  sessionId: "6a1c2f7e-0000-4000-8000-000000000002",
  issuedAt: new Date("2026-01-02T03:04:05.678Z"),
  lifetimeSeconds: 43200,
  audience: ["localhost"],
  issuer: undefined,
  primaryEmail: undefined,
  username: null,
  amr: [],
};

describe("buildJwtPayload (flow-api.md §6.1)", () => {
  it.each([
    {
      case: "the bare minimum",
      input: base,
      expected: {
        sub: base.userId,
        iat: 1767323045,
        exp: 1767323045 + 43200,
        aud: ["localhost"],
        session_id: base.sessionId,
      },
    },
    {
      case: "every optional claim",
      input: {
        ...base,
        issuer: "https://auth.example",
        primaryEmail: { address: "a@b.se", is_primary: true, is_verified: false },
        username: "jane",
        amr: ["otp", "pwd"] as const,
      },
      expected: {
        sub: base.userId,
        iat: 1767323045,
        exp: 1767323045 + 43200,
        aud: ["localhost"],
        session_id: base.sessionId,
        email: { address: "a@b.se", is_primary: true, is_verified: false },
        username: "jane",
        amr: ["otp", "pwd"],
        iss: "https://auth.example",
      },
    },
  ])("builds $case", ({ input, expected }) => {
    // Strict: a claim present with the value undefined would still be a claim of the token.
    expect(buildJwtPayload({ ...input, amr: [...input.amr] })).toStrictEqual(expected);
  });
});

describe("toWireClaims (flow-api.md §3.4)", () => {
  it("renames registered claims, formats times and flattens the rest", () => {
    const claims = toWireClaims(
      buildJwtPayload({
        ...base,
        issuer: "https://auth.example",
        primaryEmail: { address: "a@b.se", is_primary: true, is_verified: true },
        amr: ["pwd"],
      }),
    );
    expect(claims).toEqual({
      subject: base.userId,
      issued_at: "2026-01-02T03:04:05.000Z",
      expiration: "2026-01-02T15:04:05.000Z",
      audience: ["localhost"],
      issuer: "https://auth.example",
      email: { address: "a@b.se", is_primary: true, is_verified: true },
      session_id: base.sessionId,
      amr: ["pwd"],
    });

    expect(claimsCheck(claims, "", [])).toBe(true);
  });

  it("names no issuer when the token has none, and passes no registered claim on under its JWT name", () => {
    const payload = { ...buildJwtPayload(base), nbf: 1767323045, jti: "j1", custom: "kept" };
    expect(toWireClaims(payload)).toStrictEqual({
      subject: base.userId,
      issued_at: "2026-01-02T03:04:05.000Z",
      expiration: "2026-01-02T15:04:05.000Z",
      audience: ["localhost"],
      session_id: base.sessionId,
      custom: "kept",
    });
  });
});
