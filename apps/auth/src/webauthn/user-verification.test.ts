// User verification (a PIN or biometric, the UV flag of the authenticator data) in both
// ceremonies: when the configuration requires it, a credential created or an assertion made
// with the user present but not verified is refused; when it does not, both are accepted.
import { describe, expect, it } from "vitest";
import { SoftwareAuthenticator } from "../../test/software-authenticator.ts";
import type { WebauthnCredentialsTable } from "../db/schema.ts";
import { requestOptions, verifyAssertion } from "./assertion-ceremony.ts";
import { creationOptions, verifyCreation } from "./registration-ceremony.ts";
import type { RelyingParty, UserVerification } from "./relying-party.ts";

const ORIGIN = "https://shop.example.se";
const RP: RelyingParty = {
  id: "shop.example.se",
  name: "Kretsbutiken",
  origins: [ORIGIN],
  timeoutMs: 60_000,
};
const USER = { id: crypto.randomUUID(), name: "anna@example.se", displayName: "Anna" };

async function create(
  authenticator: SoftwareAuthenticator,
  userVerification: UserVerification,
  userVerified: boolean,
) {
  const { options, challenge } = await creationOptions(RP, USER, [], "passkey", userVerification);
  const response = authenticator.create(options.publicKey, { userVerified });
  return verifyCreation(RP, response, challenge, userVerification);
}

/** A stored credential, made with the user verified. */
async function storedCredential(authenticator: SoftwareAuthenticator) {
  const created = await create(authenticator, "preferred", true);
  if (!created.ok) throw new Error(created.reason);
  const credential: WebauthnCredentialsTable = {
    ...created.credential,
    user_id: USER.id,
    name: null,
    mfa_only: 0,
    created_at: new Date().toISOString(),
  };
  return credential;
}

async function assert(
  authenticator: SoftwareAuthenticator,
  credential: WebauthnCredentialsTable,
  userVerification: UserVerification,
  userVerified: boolean,
) {
  const { options, challenge } = await requestOptions(RP, userVerification, [credential]);
  const response = authenticator.get(options.publicKey, credential.id, { userVerified });
  return verifyAssertion(RP, response, challenge, credential, userVerification);
}

describe("creating a credential", () => {
  it("refuses one made without user verification when verification is required", async () => {
    const result = await create(new SoftwareAuthenticator(ORIGIN), "required", false);
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/verif/i) as string });
  });

  it.each(["preferred", "discouraged"] as const)(
    "accepts one made without user verification when it is %s",
    async (userVerification) => {
      const result = await create(new SoftwareAuthenticator(ORIGIN), userVerification, false);
      expect(result.ok).toBe(true);
    },
  );

  it("accepts one made with user verification when verification is required", async () => {
    expect((await create(new SoftwareAuthenticator(ORIGIN), "required", true)).ok).toBe(true);
  });
});

describe("signing in with a credential", () => {
  it("refuses an assertion without user verification when verification is required", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = await storedCredential(authenticator);
    const result = await assert(authenticator, credential, "required", false);
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/verif/i) as string,
      cloned: false,
    });
  });

  it.each(["preferred", "discouraged"] as const)(
    "accepts an assertion without user verification when it is %s",
    async (userVerification) => {
      const authenticator = new SoftwareAuthenticator(ORIGIN);
      const credential = await storedCredential(authenticator);
      expect(await assert(authenticator, credential, userVerification, false)).toMatchObject({
        ok: true,
        signCount: 1,
      });
    },
  );

  it("accepts an assertion with user verification when verification is required", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = await storedCredential(authenticator);
    expect(await assert(authenticator, credential, "required", true)).toMatchObject({ ok: true });
  });
});
