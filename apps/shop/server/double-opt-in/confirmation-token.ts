// The confirmation link of a double opt-in (the newsletter, product alerts): 32 random bytes in
// base64url, mailed to the address and stored only as its SHA-256, so a copy of the database
// confirms nothing. Shared so every opt-in makes and checks its links the same way.
import { createHash, randomBytes } from "node:crypto";

/** How long a confirmation link works. */
export const CONFIRM_VALID_HOURS = 48;
const HOUR = 60 * 60_000;
/** The least time between two confirmation mails for one sign-up: somebody else's address is bothered once a day. */
export const RESEND_AFTER_MS = 24 * HOUR;

export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export interface ConfirmationToken {
  /** Goes into the mail's link, never into the database. */
  token: string;
  /** What is stored. */
  hash: string;
  /** When the link stops working, ISO 8601. */
  expiresAt: string;
}

export function newConfirmationToken(at: Date): ConfirmationToken {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    hash: hashToken(token),
    expiresAt: new Date(at.getTime() + CONFIRM_VALID_HOURS * HOUR).toISOString(),
  };
}

/** The instant before which a confirmation mail counts as recent (no new one is sent). */
export const resendBoundary = (at: Date): string =>
  new Date(at.getTime() - RESEND_AFTER_MS).toISOString();
