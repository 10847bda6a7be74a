// The WebAuthn challenge of a confirmation: SHA-256(nonce ‖ action hash), base64url. The
// authenticator signs over it, so the assertion proves the user approved this one action (the
// hash) in this one ceremony (the fresh nonce), and the challenge is still 32 unpredictable
// bytes as WebAuthn §13.4.3 asks (docs/decisions/0070).
import { createHash, randomBytes } from "node:crypto";

export const NONCE_BYTES = 32;

export function newNonce(): Buffer {
  return randomBytes(NONCE_BYTES);
}

/** `actionHash` is base64url, as action-hash.ts writes it; its bytes are what is hashed. */
export function confirmationChallenge(nonce: Uint8Array, actionHash: string): Buffer {
  return createHash("sha256").update(nonce).update(Buffer.from(actionHash, "base64url")).digest();
}
