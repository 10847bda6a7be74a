// Flow CSRF tokens (flow-api.md §1.10): 32 characters drawn uniformly from [0-9A-Za-z] by a
// CSPRNG, new at creation and on every executed action, compared in constant time.
import { randomInt, timingSafeEqual } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const CSRF_TOKEN_LENGTH = 32;

export function generateCsrfToken(): string {
  let token = "";
  // randomInt rejects biased draws, so every character is uniform over the 62.
  for (let i = 0; i < CSRF_TOKEN_LENGTH; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** False for a missing or empty token on either side (§1.7 step 8). */
export function csrfTokenMatches(stored: string, presented: string | undefined): boolean {
  // An empty presented token then fails on its length; two empty ones must not match.
  if (presented === undefined || stored === "") return false;
  // Stryker disable next-line StringLiteral: Buffer.from reads strings as UTF-8 when no encoding is named
  const a = Buffer.from(stored, "utf8");
  // Stryker disable next-line StringLiteral: as above
  const b = Buffer.from(presented, "utf8");
  // The length is public (always 32); only the content must not leak through timing.
  return a.length === b.length && timingSafeEqual(a, b);
}
