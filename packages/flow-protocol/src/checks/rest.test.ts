import { describe, expect, it } from "vitest";
import { USER_ID, claims, profileUser } from "../testing/flow-responses.ts";
import type { Check, Issues } from "./check.ts";
import { claimsCheck, lastLoginCheck } from "./claims.ts";
import { parseMeResponse, parseSessionValidateResponse } from "./rest.ts";

type Body = Record<string, unknown>;
const EXPIRATION = new Date("2026-11-22T14:33:52.000Z");

function validSession(): Body {
  const sessionClaims = claims(EXPIRATION);
  return {
    is_valid: true,
    claims: sessionClaims,
    expiration_time: sessionClaims.expiration,
    user_id: USER_ID,
  };
}

describe("parseSessionValidateResponse", () => {
  it.each([
    ["a valid session", validSession],
    ["an invalid session", () => ({ is_valid: false })],
    ["custom claims", () => ({ ...validSession(), claims: { ...claims(EXPIRATION), role: "x" } })],
  ])("accepts %s as sent", (_what, body) => {
    const json = body();
    expect(parseSessionValidateResponse(json)).toEqual({ ok: true, value: json });
  });

  const invalid: [what: string, body: () => unknown, path: string][] = [
    ["is_valid a string", () => ({ ...validSession(), is_valid: "yes" }), "is_valid"],
    ["claims missing", () => ({ ...validSession(), claims: undefined }), "claims"],
    [
      "claims.expiration not a time",
      () => ({ ...validSession(), claims: { ...claims(EXPIRATION), expiration: "soon" } }),
      "claims.expiration",
    ],
    [
      "claims.session_id not a UUID",
      () => ({ ...validSession(), claims: { ...claims(EXPIRATION), session_id: "abc" } }),
      "claims.session_id",
    ],
    ["user_id missing", () => ({ ...validSession(), user_id: undefined }), "user_id"],
    ["an array", () => [], "(root)"],
  ];
  it.each(invalid)("rejects %s", (_what, body, path) => {
    const result = parseSessionValidateResponse(body());
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.code).toBe("malformed_rest_response");
    expect(result.error.issues.map((issue) => issue.path)).toContain(path);
    expect(result.error.message).toContain(`Invalid /sessions/validate response: ${path}`);
  });
});

describe("parseMeResponse", () => {
  it("accepts ProfileData with passkeys, username, metadata and identities", () => {
    const json = {
      ...profileUser(),
      passkeys: [
        {
          id: "cred-1",
          public_key: "pk",
          attestation_type: "none",
          aaguid: "00000000-0000-0000-0000-000000000000",
          created_at: "2026-11-22T02:33:51Z",
          transports: ["internal"],
          backup_eligible: true,
          backup_state: true,
          mfa_only: false,
        },
      ],
      username: {
        id: USER_ID,
        username: "jane",
        created_at: "2026-11-22T02:33:51Z",
        updated_at: "2026-11-22T02:33:51Z",
      },
      metadata: { public_metadata: { tier: "gold" } },
      identities: [{ id: "g-1", provider: "Google", identity_id: USER_ID }],
    };
    expect(parseMeResponse(json)).toEqual({ ok: true, value: json });
  });

  const invalid: [what: string, change: Body, path: string][] = [
    ["mfa_config missing", { mfa_config: undefined }, "mfa_config"],
    ["created_at not a time", { created_at: "yesterday" }, "created_at"],
    ["emails null", { emails: null }, "emails"],
    ["username a string", { username: "jane" }, "username"],
    ["id not a UUID", { id: 1 }, "id"],
    ["a passkey without id", { passkeys: [{}] }, "passkeys[0].id"],
  ];
  it.each(invalid)("rejects %s", (_what, change, path) => {
    const result = parseMeResponse({ ...profileUser(), ...change });
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.issues.map((issue) => issue.path)).toContain(path);
    expect(result.error.message).toContain(`Invalid /me response: ${path}`);
  });
});

describe("claims and last login", () => {
  it.each([
    ["claims", () => claimsCheck(claims(EXPIRATION), "claims", [])],
    ["claims with amr", () => claimsCheck({ ...claims(EXPIRATION), amr: ["otp"] }, "claims", [])],
    ["a last login", () => lastLoginCheck({ login_method: "passkey" }, "last_login", [])],
    [
      "a third-party last login",
      () => lastLoginCheck({ login_method: "third_party", third_party_provider: "google" }, "", []),
    ],
  ])("accept %s", (_what, check) => {
    expect(check()).toBe(true);
  });

  // The field a malformed value must be reported at, the check, and the value.
  const invalid: [path: string, check: Check<unknown>, value: unknown][] = [
    ["claims.subject", claimsCheck, { ...claims(EXPIRATION), subject: 7 }],
    ["claims.expiration", claimsCheck, { ...claims(EXPIRATION), expiration: undefined }],
    [
      "claims.email.address",
      claimsCheck,
      { ...claims(EXPIRATION), email: { address: 1, is_primary: true, is_verified: true } },
    ],
    ["claims.amr[0]", claimsCheck, { ...claims(EXPIRATION), amr: [1] }],
    ["last_login.login_method", lastLoginCheck, { login_method: "sms" }],
    ["last_login.mfa_method", lastLoginCheck, { login_method: "password", mfa_method: "sms" }],
  ];
  it.each(invalid)("reject a malformed %s", (path, check, value) => {
    const issues: Issues = [];
    const [root = ""] = path.split(".");
    expect(check(value, root, issues)).toBe(false);
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});
