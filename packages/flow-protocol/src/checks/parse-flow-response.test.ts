import { describe, expect, it } from "vitest";
import type { FlowResponse } from "../envelope.ts";
import { loadFixture } from "../fixtures/load-fixture.ts";
import { parseFlowResponse } from "./flow-response.ts";

function parsed(json: unknown): FlowResponse {
  const result = parseFlowResponse(json);
  if (!result.ok) throw result.error;
  return result.value;
}

// Every kind of flow response the official client exchanges (wire log) or meets at Hanko
// (flow-api.md examples): file, state, status.
const fixtures: [file: string, name: FlowResponse["name"], status: number][] = [
  ["login-preflight.json", "preflight", 200],
  ["registration-preflight.json", "preflight", 200],
  ["login-init.json", "login_init", 200],
  ["login-init-email-invalid.json", "login_init", 400],
  ["login-passcode-confirmation.json", "passcode_confirmation", 200],
  ["registration-passcode-confirmation.json", "passcode_confirmation", 200],
  ["login-passcode-invalid.json", "passcode_confirmation", 400],
  ["login-passcode-rate-limited.json", "passcode_confirmation", 429],
  ["login-passkey.json", "login_passkey", 200],
  ["login-thirdparty.json", "thirdparty", 200],
  ["login-success.json", "success", 200],
  ["registration-init.json", "registration_init", 200],
  ["registration-otp-secret-creation.json", "mfa_otp_secret_creation", 200],
  ["registration-success.json", "success", 200],
  ["profile-init.json", "profile_init", 200],
  ["profile-email-created.json", "profile_init", 200],
  ["profile-unauthorized.json", "error", 401],
  ["error-operation-not-permitted.json", "error", 403],
  ["error-flow-discontinuity.json", "error", 500],
];

describe("parseFlowResponse", () => {
  it.each(fixtures)("accepts %s as %s (%i) and keeps every field", (file, name, status) => {
    const json = loadFixture(file);
    const result = parseFlowResponse(json);
    if (!result.ok) throw result.error;
    expect(result.value.name).toBe(name);
    expect(result.value.status).toBe(status);
    expect(result.value).toEqual(json);
  });

  it("narrows the payload by state name", () => {
    const response = parsed(loadFixture("login-success.json"));
    if (response.name !== "success") throw new Error("expected success");
    expect(response.payload.claims.expiration).toBe("2026-11-22T14:33:52.000Z");
    expect(response.payload.last_login).toEqual({ login_method: "passcode" });
    expect(response.actions).toEqual({});
  });

  it("lets error results omit the payload and keeps it on error states", () => {
    const result = parsed(loadFixture("profile-unauthorized.json"));
    expect("payload" in result).toBe(false);
    const state = parsed(loadFixture("error-flow-discontinuity.json"));
    expect(state.payload).toEqual({});
  });

  it("tolerates payload keys a server may add (passcode_resent, Appendix B15)", () => {
    const json = loadFixture("login-passcode-confirmation.json");
    json.payload = { passcode_resent: true };
    expect(parseFlowResponse(json).ok).toBe(true);
  });

  it("accepts a raw @ in hrefs as well as %40 (§1.3)", () => {
    const json = loadFixture("login-preflight.json");
    const text = JSON.stringify(json).replaceAll("%40", "@");
    expect(parseFlowResponse(JSON.parse(text)).ok).toBe(true);
  });
});
