// Signing in with a passkey or security key (flow-api.md §2.2 "assertion verification", §3.1),
// with @simplewebauthn/server: request options (discoverable when no credentials are named; a
// random challenge unless the caller derives its own, as a confirmation does) and the
// verification of an assertion against the flow's challenge, the relying party, the allowed
// origins and the stored public key and sign counter. A wrong answer is a failure value, never
// a thrown error; a counter that went backwards is told apart, as it may mean a cloned key.
import type { RequestOptions } from "@kretsbutiken/flow-protocol";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
} from "@simplewebauthn/server";
import type { WebauthnCredentialsTable } from "../db/schema.ts";
import type { RelyingParty, UserVerification } from "./relying-party.ts";

export async function requestOptions(
  rp: RelyingParty,
  userVerification: UserVerification,
  allow: readonly WebauthnCredentialsTable[] = [],
  challenge?: Uint8Array<ArrayBuffer>,
): Promise<{ options: RequestOptions; challenge: string }> {
  const publicKey = await generateAuthenticationOptions({
    rpID: rp.id,
    ...(challenge !== undefined && { challenge }),
    timeout: rp.timeoutMs,
    userVerification,
    allowCredentials: allow.map((credential) => ({
      id: credential.id,
      transports: JSON.parse(credential.transports) as AuthenticatorTransport[],
    })),
  });
  // Optional members are omitted when empty (§3.1).
  if (allow.length === 0) delete publicKey.allowCredentials;
  return { options: { publicKey } as unknown as RequestOptions, challenge: publicKey.challenge };
}

/** The credential id an assertion names, or undefined when the answer is not one. */
export function assertedCredentialId(response: unknown): string | undefined {
  if (typeof response !== "object" || response === null) return undefined;
  const id = (response as { id?: unknown }).id;
  return typeof id === "string" && id !== "" ? id : undefined;
}

export type AssertionResult =
  | { ok: true; signCount: number; backupState: boolean }
  | { ok: false; reason: string; cloned: boolean };

/** How @simplewebauthn/server words a counter at or below the stored one. */
const COUNTER_WENT_BACK = "Response counter value";

export async function verifyAssertion(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  credential: WebauthnCredentialsTable,
  userVerification: UserVerification,
): Promise<AssertionResult> {
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: userVerification === "required",
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.public_key, "base64url")),
        counter: credential.sign_count,
      },
    });
    if (!verified.verified) {
      return { ok: false, reason: "the signature did not verify", cloned: false };
    }
    const info = verified.authenticationInfo;
    return { ok: true, signCount: info.newCounter, backupState: info.credentialBackedUp };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, reason, cloned: reason.startsWith(COUNTER_WENT_BACK) };
  }
}
