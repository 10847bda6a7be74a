import type { ProfileData, WebauthnCredential } from "@kretsbutiken/flow-protocol";
import { profileUser } from "@kretsbutiken/flow-protocol/testing";
import { describe, expect, it } from "vitest";
import {
  passkeySignals,
  sendPasskeySignals,
  userHandle,
  type SignalApi,
} from "./passkey-signals.ts";

const credential = (id: string, mfaOnly = false): WebauthnCredential => ({
  id,
  public_key: "pk",
  attestation_type: "none",
  aaguid: "00000000-0000-0000-0000-000000000000",
  created_at: "2026-11-22T02:33:51.829Z",
  transports: ["internal"],
  backup_eligible: true,
  backup_state: true,
  mfa_only: mfaOnly,
});

const user = (extra: Partial<ProfileData> = {}): ProfileData => ({ ...profileUser(), ...extra });

function recorder(): SignalApi & { calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  return {
    calls,
    signalAllAcceptedCredentials: (options) => {
      calls.push(["accepted", options]);
      return Promise.resolve();
    },
    signalCurrentUserDetails: (options) => {
      calls.push(["details", options]);
      return Promise.resolve();
    },
  };
}

describe("userHandle", () => {
  it("is the user id's 16 bytes in base64url, as the server registers passkeys", () => {
    expect(userHandle("00112233-4455-6677-8899-aabbccddeeff")).toBe("ABEiM0RVZneImaq7zN3u_w");
    expect(userHandle("fbffffff-ffff-4fff-bfff-ffffffffffff")).toBe("-_______T_-__________w");
  });
});

describe("passkeySignals", () => {
  it("accepts passkeys and security keys alike: both are this relying party's credentials", () => {
    const signals = passkeySignals(
      user({ passkeys: [credential("cGFzc2tleQ")], security_keys: [credential("a2V5", true)] }),
      "kretsbutiken.se",
    );
    expect(signals.accepted).toEqual({
      rpId: "kretsbutiken.se",
      userId: userHandle(profileUser().id),
      allAcceptedCredentialIds: ["cGFzc2tleQ", "a2V5"],
    });
  });

  it("names the user by primary address, shown by username when there is one", () => {
    const username = {
      id: "u",
      username: "cyklist",
      created_at: "2026-11-22T02:33:51.829Z",
      updated_at: "2026-11-22T02:33:51.829Z",
    };
    expect(passkeySignals(user(), "x").details).toMatchObject({
      name: "jane@example.com",
      displayName: "jane@example.com",
    });
    expect(passkeySignals(user({ username }), "x").details).toMatchObject({
      name: "jane@example.com",
      displayName: "cyklist",
    });
    expect(passkeySignals(user({ username, emails: [] }), "x").details).toMatchObject({
      name: "cyklist",
      displayName: "cyklist",
    });
    expect(passkeySignals(user({ emails: [] }), "x").details).toBeUndefined();
  });
});

describe("sendPasskeySignals", () => {
  it("signals the accepted list and the names", async () => {
    const api = recorder();
    await sendPasskeySignals(api, user(), "localhost", true);
    expect(api.calls.map(([kind]) => kind)).toEqual(["accepted", "details"]);
    expect(api.calls[0]?.[1]).toMatchObject({ rpId: "localhost", allAcceptedCredentialIds: [] });
  });

  it("never signals an empty list the server may not have meant: names only", async () => {
    const api = recorder();
    await sendPasskeySignals(api, user(), "localhost", false);
    expect(api.calls.map(([kind]) => kind)).toEqual(["details"]);
  });

  it("a browser without the API or refusing it changes nothing and throws nothing", async () => {
    await expect(sendPasskeySignals(undefined, user(), "localhost", true)).resolves.toBeUndefined();
    await expect(sendPasskeySignals({}, user(), "localhost", true)).resolves.toBeUndefined();
    const refusing: SignalApi = {
      signalAllAcceptedCredentials: () => Promise.reject(new DOMException("no", "SecurityError")),
      signalCurrentUserDetails: () => Promise.reject(new DOMException("no", "NotAllowedError")),
    };
    await expect(sendPasskeySignals(refusing, user(), "localhost", true)).resolves.toBeUndefined();
  });
});
