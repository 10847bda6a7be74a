import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { confirmationChallenge, NONCE_BYTES, newNonce } from "./confirmation-challenge.ts";

describe("confirmationChallenge", () => {
  const hash = createHash("sha256").update("an action").digest();
  const nonce = Buffer.alloc(NONCE_BYTES, 7);

  it("is SHA-256 over the nonce's bytes followed by the action hash's bytes", () => {
    const expected = createHash("sha256")
      .update(Buffer.concat([nonce, hash]))
      .digest();
    expect(confirmationChallenge(nonce, hash.toString("base64url"))).toEqual(expected);
  });

  it("differs for another nonce or another action", () => {
    const challenge = confirmationChallenge(nonce, hash.toString("base64url"));
    expect(confirmationChallenge(newNonce(), hash.toString("base64url"))).not.toEqual(challenge);
    const other = createHash("sha256").update("another action").digest("base64url");
    expect(confirmationChallenge(nonce, other)).not.toEqual(challenge);
  });

  it("draws fresh 32-byte nonces", () => {
    expect(newNonce()).toHaveLength(32);
    expect(newNonce()).not.toEqual(newNonce());
  });
});
