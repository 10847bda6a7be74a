// Signing in with a credential made by the software authenticator: request options (the
// relying party, the credentials named with their transports, none named for a discoverable
// sign-in), the credential id an answer names, and what verification makes of an answer: the
// new counter and backup state, or a refusal with its reason: a signature that does not
// verify, another challenge or origin, and a counter gone backwards told apart as a clone.
import { createHash, createSign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SoftwareAuthenticator } from "../../test/software-authenticator.ts";
import type { WebauthnCredentialsTable } from "../db/schema.ts";
import { assertedCredentialId, requestOptions, verifyAssertion } from "./assertion-ceremony.ts";
import { creationOptions, verifyCreation } from "./registration-ceremony.ts";
import type { RelyingParty } from "./relying-party.ts";

const ORIGIN = "https://shop.example.se";
const RP: RelyingParty = {
  id: "shop.example.se",
  name: "Kretsbutiken",
  origins: [ORIGIN],
  timeoutMs: 45_000,
};
const USER = { id: crypto.randomUUID(), name: "anna@example.se", displayName: "Anna" };

/** A credential of `authenticator`, as it is stored after creation. */
async function storedCredential(authenticator: SoftwareAuthenticator) {
  const { options, challenge } = await creationOptions(RP, USER, [], "passkey", "preferred");
  const created = await verifyCreation(
    RP,
    authenticator.create(options.publicKey),
    challenge,
    "preferred",
  );
  if (!created.ok) throw new Error(created.reason);
  const credential: WebauthnCredentialsTable = {
    ...created.credential,
    user_id: USER.id,
    name: null,
    mfa_only: 0,
    created_at: "2026-11-29T10:00:00.000Z",
  };
  return credential;
}

type Answer = ReturnType<SoftwareAuthenticator["get"]>;

/** The answer with extra flag bits in its authenticator data, signed again by the same key. */
function withFlags(authenticator: SoftwareAuthenticator, answer: Answer, flags: number): Answer {
  const authData = Buffer.from(answer.response.authenticatorData, "base64url");
  authData[32] = (authData[32] ?? 0) | flags;
  const clientData = Buffer.from(answer.response.clientDataJSON, "base64url");
  const signer = createSign("SHA256");
  signer.update(Buffer.concat([authData, createHash("sha256").update(clientData).digest()]));
  const key = authenticator.credentials.get(answer.id)?.privateKey;
  if (key === undefined) throw new Error("unknown credential");
  return {
    ...answer,
    response: {
      ...answer.response,
      authenticatorData: authData.toString("base64url"),
      signature: signer.sign(key).toString("base64url"),
    },
  };
}

describe("request options", () => {
  it("name the credentials with their transports, for the relying party", async () => {
    const credential = await storedCredential(new SoftwareAuthenticator(ORIGIN));
    const usb = { ...credential, id: "a2V5LXR3bw", transports: '["usb","nfc"]' };
    const { options, challenge } = await requestOptions(RP, "required", [credential, usb]);
    expect(options.publicKey).toEqual({
      rpId: "shop.example.se",
      challenge,
      timeout: 45_000,
      userVerification: "required",
      allowCredentials: [
        { id: credential.id, type: "public-key", transports: ["internal"] },
        { id: "a2V5LXR3bw", type: "public-key", transports: ["usb", "nfc"] },
      ],
    });
    expect(challenge).toMatch(/^[\w-]{43}$/);
  });

  it("name none for a discoverable sign-in, the member left out", async () => {
    const { options } = await requestOptions(RP, "preferred");
    expect("allowCredentials" in options.publicKey).toBe(false);
    expect(options.publicKey).toMatchObject({ rpId: "shop.example.se", timeout: 45_000 });
  });
});

describe("assertedCredentialId", () => {
  it("reads the id an answer names, and nothing from what is not one", () => {
    const cases: unknown[] = [null, undefined, "id", 7, {}, { id: 7 }, { id: "" }, ["a"]];
    expect(assertedCredentialId({ id: "a2V5", rawId: "a2V5" })).toBe("a2V5");
    expect(cases.map((response) => assertedCredentialId(response))).toEqual(
      cases.map(() => undefined),
    );
  });
});

describe("verifying an assertion", () => {
  /** A stored credential, and its authenticator's answer to a request naming it. */
  async function signIn() {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = await storedCredential(authenticator);
    const { options, challenge } = await requestOptions(RP, "preferred", [credential]);
    const answer = authenticator.get(options.publicKey, credential.id);
    return { authenticator, credential, challenge, answer };
  }

  it("gives the new counter and the backup state", async () => {
    const { credential, challenge, answer } = await signIn();
    expect(await verifyAssertion(RP, answer, challenge, credential, "preferred")).toEqual({
      ok: true,
      signCount: 1,
      backupState: false,
    });
    const synced = await signIn();
    const backedUp = withFlags(synced.authenticator, synced.answer, 0x08 | 0x10);
    expect(
      await verifyAssertion(RP, backedUp, synced.challenge, synced.credential, "preferred"),
    ).toEqual({ ok: true, signCount: 1, backupState: true });
  });

  it("refuses a signature that does not verify", async () => {
    const { credential, challenge, answer } = await signIn();
    const signature = Buffer.from(answer.response.signature, "base64url");
    signature[signature.length - 1] = (signature[signature.length - 1] ?? 0) ^ 0xff;
    const tampered = {
      ...answer,
      response: { ...answer.response, signature: signature.toString("base64url") },
    };
    expect(await verifyAssertion(RP, tampered, challenge, credential, "preferred")).toEqual({
      ok: false,
      reason: "the signature did not verify",
      cloned: false,
    });
  });

  it("refuses another challenge, origin or RP id, none of them a clone", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credential = await storedCredential(authenticator);
    const { options, challenge } = await requestOptions(RP, "preferred", [credential]);
    const results = [
      await verifyAssertion(
        RP,
        authenticator.get(options.publicKey, credential.id),
        "b3RoZXI",
        credential,
        "preferred",
      ),
      await verifyAssertion(
        RP,
        authenticator.get(options.publicKey, credential.id, { origin: "https://evil.example" }),
        challenge,
        credential,
        "preferred",
      ),
      await verifyAssertion(
        RP,
        authenticator.get(options.publicKey, credential.id, { rpId: "evil.example" }),
        challenge,
        credential,
        "preferred",
      ),
    ];
    expect(results).toEqual([
      { ok: false, reason: expect.stringMatching(/challenge/i) as string, cloned: false },
      { ok: false, reason: expect.stringMatching(/origin/i) as string, cloned: false },
      { ok: false, reason: expect.stringMatching(/RP ID/i) as string, cloned: false },
    ]);
  });

  it("tells a counter gone backwards apart: perhaps a cloned key", async () => {
    const { credential, challenge, answer } = await signIn();
    const used = { ...credential, sign_count: 5 };
    expect(await verifyAssertion(RP, answer, challenge, used, "preferred")).toEqual({
      ok: false,
      reason: "Response counter value 1 was lower than expected 5",
      cloned: true,
    });
  });

  it("refuses garbage as a failure, never a thrown error", async () => {
    const { credential, challenge } = await signIn();
    const results = await Promise.all(
      [null, "text", { id: credential.id }].map((garbage) =>
        verifyAssertion(RP, garbage, challenge, credential, "preferred"),
      ),
    );
    expect(results).toEqual([
      { ok: false, reason: expect.any(String) as string, cloned: false },
      { ok: false, reason: expect.any(String) as string, cloned: false },
      { ok: false, reason: expect.any(String) as string, cloned: false },
    ]);
    expect(results.map((result) => (result.ok ? "" : result.reason))).not.toContain("");
  });

  it("says what was thrown when it is not an Error", async () => {
    const { credential, challenge } = await signIn();
    // A library may throw anything; typed as it arrives in the catch.
    const thrown: unknown = "not an Error";
    const answer = {
      get id(): string {
        throw thrown;
      },
    };
    expect(await verifyAssertion(RP, answer, challenge, credential, "preferred")).toEqual({
      ok: false,
      reason: "not an Error",
      cloned: false,
    });
  });
});
