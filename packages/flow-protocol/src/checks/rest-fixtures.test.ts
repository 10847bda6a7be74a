import { describe, expect, it } from "vitest";
import { loadFixture, objectAt, type JsonObject } from "../fixtures/load-fixture.ts";
import { parseMeResponse, parseRestErrorBody, parseSessionValidateResponse } from "./rest.ts";

describe("parseSessionValidateResponse", () => {
  it.each(["sessions-validate-valid.json", "sessions-validate-invalid.json"])(
    "accepts %s",
    (file) => {
      const json = loadFixture(file);
      expect(parseSessionValidateResponse(json)).toEqual({ ok: true, value: json });
    },
  );

  it("keeps custom claims flattened into the claims object (§3.4)", () => {
    const json = loadFixture("sessions-validate-valid.json");
    objectAt(json, "claims").amr = ["otp"];
    objectAt(json, "claims").shop_role = "customer";
    const result = parseSessionValidateResponse(json);
    if (!result.ok || !result.value.is_valid) throw new Error("expected a valid session");
    expect(result.value.claims.shop_role).toBe("customer");
  });

  const invalid: [what: string, mutate: (json: JsonObject) => void, path: string][] = [
    ["is_valid a string", (j) => void (j.is_valid = "yes"), "is_valid"],
    ["claims missing", (j) => void delete j.claims, "claims"],
    [
      "claims.expiration not a time",
      (j) => void (objectAt(j, "claims").expiration = "soon"),
      "claims.expiration",
    ],
    [
      "claims.session_id not a UUID",
      (j) => void (objectAt(j, "claims").session_id = "abc"),
      "claims.session_id",
    ],
    ["user_id missing", (j) => void delete j.user_id, "user_id"],
  ];
  it.each(invalid)("rejects %s and names %s", (_what, mutate, path) => {
    const json = loadFixture("sessions-validate-valid.json");
    mutate(json);
    const result = parseSessionValidateResponse(json);
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.code).toBe("malformed_rest_response");
    expect(result.error.issues.map((issue) => issue.path)).toContain(path);
  });
});

describe("parseMeResponse", () => {
  it("accepts ProfileData with passkeys, username, metadata and identities", () => {
    const json = loadFixture("me.json");
    expect(parseMeResponse(json)).toEqual({ ok: true, value: json });
  });

  it("accepts the user of a success payload", () => {
    expect(parseMeResponse(objectAt(loadFixture("login-success.json"), "payload", "user")).ok).toBe(
      true,
    );
  });

  const invalid: [what: string, mutate: (json: JsonObject) => void, path: string][] = [
    ["mfa_config missing", (j) => void delete j.mfa_config, "mfa_config"],
    ["created_at not a time", (j) => void (j.created_at = "yesterday"), "created_at"],
    ["emails null", (j) => void (j.emails = null), "emails"],
    ["username a string", (j) => void (j.username = "jane"), "username"],
  ];
  it.each(invalid)("rejects %s and names %s", (_what, mutate, path) => {
    const json = loadFixture("me.json");
    mutate(json);
    const result = parseMeResponse(json);
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.message).toContain(path);
  });
});

describe("parseRestErrorBody", () => {
  it("accepts the 401 body of /me and /logout (§6.3)", () => {
    expect(parseRestErrorBody(loadFixture("rest-unauthorized.json"))).toEqual({
      ok: true,
      value: { code: 401, message: "Unauthorized" },
    });
  });

  it("rejects a flow response in its place", () => {
    expect(parseRestErrorBody(loadFixture("profile-unauthorized.json")).ok).toBe(false);
  });
});
