// Creating a passkey or security key with the software authenticator: the options the browser
// gets (relying party, the user's handle from the id, resident key for passkeys only, the
// attachment for keys, the user's credentials excluded) and what verification keeps of the
// answer (id, public key, format, counter, transports, backup flags), or why it refuses one:
// another challenge, origin or RP id, a self-attestation that does not verify, garbage.
import { createSign, generateKeyPairSync } from "node:crypto";
import { decodeCBOR, encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";
import { describe, expect, it } from "vitest";
import { SoftwareAuthenticator } from "../../test/software-authenticator.ts";
import type { WebauthnCredentialsTable } from "../db/schema.ts";
import { creationOptions, verifyCreation } from "./registration-ceremony.ts";
import type { RelyingParty } from "./relying-party.ts";

const ORIGIN = "https://shop.example.se";
const RP: RelyingParty = {
  id: "shop.example.se",
  name: "Kretsbutiken",
  origins: [ORIGIN, "https://www.example.se"],
  timeoutMs: 90_000,
};
const USER_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const USER = { id: USER_ID, name: "anna@example.se", displayName: "Anna" };

function stored(id: string, transports: string[]): WebauthnCredentialsTable {
  return {
    id,
    user_id: USER_ID,
    name: null,
    public_key: "",
    attestation_type: "none",
    aaguid: "",
    sign_count: 0,
    transports: JSON.stringify(transports),
    backup_eligible: 0,
    backup_state: 0,
    mfa_only: 0,
    created_at: "2026-11-29T10:00:00.000Z",
    last_used_at: null,
  };
}

type Answer = ReturnType<SoftwareAuthenticator["create"]>;

/** The answer with its attestation object rewritten (format, statement, flag bits). */
function rewritten(
  answer: Answer,
  change: { fmt?: string; attStmt?: Map<string, CBORType>; flags?: number },
): Answer {
  const bytes = new Uint8Array(Buffer.from(answer.response.attestationObject, "base64url"));
  const object = decodeCBOR(bytes) as Map<string, CBORType>;
  const authData = Buffer.from(object.get("authData") as Uint8Array);
  if (change.flags !== undefined) authData[32] = (authData[32] ?? 0) | change.flags;
  const encoded = encodeCBOR(
    new Map<string, CBORType>([
      ["fmt", change.fmt ?? "none"],
      ["attStmt", change.attStmt ?? new Map()],
      ["authData", authData],
    ]),
  );
  return {
    ...answer,
    response: {
      ...answer.response,
      attestationObject: Buffer.from(encoded).toString("base64url"),
    },
  };
}

describe("creation options", () => {
  it("for a passkey: the relying party, the user's handle, a resident key, the user's credentials excluded", async () => {
    const existing = [stored("a2V5LW9uZQ", ["usb", "nfc"]), stored("a2V5LXR3bw", [])];
    const { options, challenge } = await creationOptions(RP, USER, existing, "passkey", "required");
    const { publicKey } = options as unknown as { publicKey: Record<string, unknown> };
    expect(publicKey).toMatchObject({
      rp: { name: "Kretsbutiken", id: "shop.example.se" },
      user: {
        id: Buffer.from(USER_ID.replaceAll("-", ""), "hex").toString("base64url"),
        name: "anna@example.se",
        displayName: "Anna",
      },
      timeout: 90_000,
      attestation: "direct",
      excludeCredentials: [
        { id: "a2V5LW9uZQ", type: "public-key", transports: ["usb", "nfc"] },
        { id: "a2V5LXR3bw", type: "public-key", transports: [] },
      ],
    });
    expect(publicKey.authenticatorSelection).toEqual({
      residentKey: "required",
      requireResidentKey: true,
      userVerification: "required",
    });
    expect(challenge).toBe(publicKey.challenge);
    expect(challenge).toMatch(/^[\w-]{43}$/);
  });

  it("for a security key: no resident key, the attachment only when one is configured", async () => {
    const selection = async (attachment?: "platform" | "cross-platform" | "no_preference") => {
      const { options } = await creationOptions(
        RP,
        USER,
        [],
        "security_key",
        "discouraged",
        attachment,
      );
      return (options as unknown as { publicKey: { authenticatorSelection: unknown } }).publicKey
        .authenticatorSelection;
    };
    const base = {
      residentKey: "discouraged",
      requireResidentKey: false,
      userVerification: "discouraged",
    };
    expect({
      platform: await selection("platform"),
      crossPlatform: await selection("cross-platform"),
      noPreference: await selection("no_preference"),
      unset: await selection(),
    }).toEqual({
      platform: { ...base, authenticatorAttachment: "platform" },
      crossPlatform: { ...base, authenticatorAttachment: "cross-platform" },
      noPreference: base,
      unset: base,
    });
  });
});

describe("verifying the answer", () => {
  async function ceremony() {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { options, challenge } = await creationOptions(RP, USER, [], "passkey", "preferred");
    return { authenticator, publicKey: options.publicKey, challenge };
  }

  it("keeps the credential's id, public key, format, counter, transports and backup flags", async () => {
    const { authenticator, publicKey, challenge } = await ceremony();
    const answer = authenticator.create(publicKey);
    const result = await verifyCreation(RP, answer, challenge, "preferred");
    const key = authenticator.credentials.get(answer.id)?.privateKey;
    expect(result).toEqual({
      ok: true,
      credential: {
        id: answer.id,
        public_key: expect.any(String) as string,
        attestation_type: "none",
        aaguid: "00000000-0000-0000-0000-000000000000",
        sign_count: 0,
        transports: '["internal"]',
        backup_eligible: 0,
        backup_state: 0,
        last_used_at: null,
      },
    });
    // The public key kept verifies what the private key signs.
    const publicKeyKept = result.ok ? result.credential.public_key : "";
    const signer = createSign("SHA256").update("proof");
    const signature = signer.sign(key!);
    const { verifySignature } = await import("@simplewebauthn/server/helpers");
    expect(
      await verifySignature({
        signature: new Uint8Array(signature),
        data: new Uint8Array(Buffer.from("proof")),
        credentialPublicKey: new Uint8Array(Buffer.from(publicKeyKept, "base64url")),
      }),
    ).toBe(true);
  });

  it("keeps a synced passkey's backup flags, and no transports when none are named", async () => {
    const { authenticator, publicKey, challenge } = await ceremony();
    const answer = rewritten(authenticator.create(publicKey), { flags: 0x08 | 0x10 });
    const { transports: _dropped, ...response } = answer.response;
    const result = await verifyCreation(RP, { ...answer, response }, challenge, "preferred");
    expect(result).toMatchObject({
      ok: true,
      credential: { backup_eligible: 1, backup_state: 1, transports: "[]" },
    });
    const eligible = await ceremony();
    const notBackedUp = rewritten(eligible.authenticator.create(eligible.publicKey), {
      flags: 0x08,
    });
    expect(await verifyCreation(RP, notBackedUp, eligible.challenge, "preferred")).toMatchObject({
      ok: true,
      credential: { backup_eligible: 1, backup_state: 0 },
    });
  });

  it("accepts the answer from each allowed origin", async () => {
    const { authenticator, publicKey, challenge } = await ceremony();
    const answer = authenticator.create(publicKey, { origin: "https://www.example.se" });
    expect((await verifyCreation(RP, answer, challenge, "preferred")).ok).toBe(true);
  });

  it("refuses another challenge, origin or RP id, and says why", async () => {
    const { authenticator, publicKey, challenge } = await ceremony();
    const results = [
      await verifyCreation(RP, authenticator.create(publicKey), "b3RoZXI", "preferred"),
      await verifyCreation(
        RP,
        authenticator.create(publicKey, { origin: "https://evil.example" }),
        challenge,
        "preferred",
      ),
      await verifyCreation(
        RP,
        authenticator.create(publicKey, { rpId: "evil.example" }),
        challenge,
        "preferred",
      ),
    ];
    expect(results).toEqual([
      { ok: false, reason: expect.stringMatching(/challenge/i) as string },
      { ok: false, reason: expect.stringMatching(/origin/i) as string },
      { ok: false, reason: expect.stringMatching(/RP ID/i) as string },
    ]);
  });

  it("refuses a self-attestation whose signature does not verify", async () => {
    const { authenticator, publicKey, challenge } = await ceremony();
    const stranger = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const sig = createSign("SHA256").update("not the authenticator data").sign(stranger);
    const answer = rewritten(authenticator.create(publicKey), {
      fmt: "packed",
      attStmt: new Map<string, CBORType>([
        ["alg", -7],
        ["sig", new Uint8Array(sig)],
      ]),
    });
    expect(await verifyCreation(RP, answer, challenge, "preferred")).toEqual({
      ok: false,
      reason: "the attestation did not verify",
    });
  });

  it("refuses garbage as a failure, never a thrown error", async () => {
    const { challenge } = await ceremony();
    const results = await Promise.all(
      [null, "text", { id: "x" }].map((garbage) =>
        verifyCreation(RP, garbage, challenge, "preferred"),
      ),
    );
    expect(results).toEqual([
      { ok: false, reason: expect.any(String) as string },
      { ok: false, reason: expect.any(String) as string },
      { ok: false, reason: expect.any(String) as string },
    ]);
    expect(results.map((result) => (result.ok ? "" : result.reason))).not.toContain("");
  });

  it("says what was thrown when it is not an Error", async () => {
    const { challenge } = await ceremony();
    // A library may throw anything; typed as it arrives in the catch.
    const thrown: unknown = "not an Error";
    const answer = {
      get id(): string {
        throw thrown;
      },
    };
    expect(await verifyCreation(RP, answer, challenge, "preferred")).toEqual({
      ok: false,
      reason: "not an Error",
    });
  });
});
