// The token a confirmed confirmation hands out: 32 random bytes, base64url, given to the
// browser once and stored only as its SHA-256. The shop redeems it by value; the auth server
// finds the row by the hash, so no secret is ever compared byte by byte (no timing to leak).
import { createHash, randomBytes } from "node:crypto";

export function newConfirmationToken(): string {
  return randomBytes(32).toString("base64url");
}

export function confirmationTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
