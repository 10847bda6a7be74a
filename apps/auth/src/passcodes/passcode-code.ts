// Passcodes (flow-api.md §5.1, §7.1): six digits drawn uniformly from a CSPRNG, stored only as
// an Argon2id hash. Why Argon2id rather than an HMAC: the configuration has no server-side
// secret to key an HMAC with, and an unkeyed hash of a six-digit code falls to a million
// guesses in milliseconds; Argon2id makes each guess cost a memory-hard hash, so a leaked
// `passcodes` table cannot be turned into codes within their five-minute life.
import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

export const PASSCODE_LENGTH = 6;

/** "000000" to "999999", every value equally likely. */
export function generatePasscode(): string {
  return randomInt(0, 10 ** PASSCODE_LENGTH)
    .toString()
    .padStart(PASSCODE_LENGTH, "0");
}

export function hashPasscode(code: string): Promise<string> {
  return hash(code);
}

export async function passcodeMatches(storedHash: string, code: string): Promise<boolean> {
  try {
    return await verify(storedHash, code);
  } catch {
    // A malformed stored hash is a failed check, not a crash of the flow.
    return false;
  }
}
