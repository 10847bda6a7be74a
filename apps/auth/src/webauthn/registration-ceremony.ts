// Creating a passkey or security key (flow-api.md §3.1), with @simplewebauthn/server: the
// creation options the browser needs (wrapped as `{publicKey}`), and the verification of what
// the authenticator answered against the challenge the flow keeps, the configured relying
// party and the allowed origins. Anything wrong with the answer is a failure value, never a
// thrown error, so the flow can answer it as the user's problem.
import type { CreationOptions } from "@kretsbutiken/flow-protocol";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { WebauthnCredentialsTable } from "../db/schema.ts";
import type { RelyingParty, UserVerification } from "./relying-party.ts";

export type CredentialKind = "passkey" | "security_key";

function uuidBytes(uuid: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(uuid.replaceAll("-", ""), "hex"));
}

export async function creationOptions(
  rp: RelyingParty,
  user: { id: string; name: string; displayName: string },
  existing: readonly WebauthnCredentialsTable[],
  kind: CredentialKind,
  userVerification: UserVerification,
  attachment: "platform" | "cross-platform" | "no_preference" = "no_preference",
): Promise<{ options: CreationOptions; challenge: string }> {
  const publicKey = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: uuidBytes(user.id),
    userName: user.name,
    userDisplayName: user.displayName,
    timeout: rp.timeoutMs,
    attestationType: "direct",
    excludeCredentials: existing.map((credential) => ({
      id: credential.id,
      transports: JSON.parse(credential.transports) as string[],
    })),
    // requireResidentKey follows residentKey (the library sets it, as WebAuthn Level 2 asks).
    authenticatorSelection:
      kind === "security_key"
        ? {
            residentKey: "discouraged",
            userVerification,
            ...(attachment !== "no_preference" && { authenticatorAttachment: attachment }),
          }
        : { residentKey: "required", userVerification },
  });
  return {
    options: { publicKey } as unknown as CreationOptions,
    challenge: publicKey.challenge,
  };
}

export type CreationResult =
  | {
      ok: true;
      credential: Omit<WebauthnCredentialsTable, "user_id" | "created_at" | "name" | "mfa_only">;
    }
  | { ok: false; reason: string };

export async function verifyCreation(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  userVerification: UserVerification,
): Promise<CreationResult> {
  try {
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: userVerification === "required",
    });
    if (!verified.verified) return { ok: false, reason: "the attestation did not verify" };
    const info = verified.registrationInfo;
    return {
      ok: true,
      credential: {
        id: info.credential.id,
        public_key: Buffer.from(info.credential.publicKey).toString("base64url"),
        attestation_type: info.fmt,
        aaguid: info.aaguid,
        sign_count: info.credential.counter,
        transports: JSON.stringify(info.credential.transports ?? []),
        backup_eligible: info.credentialDeviceType === "multiDevice" ? 1 : 0,
        backup_state: info.credentialBackedUp ? 1 : 0,
        last_used_at: null,
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
