// Whether an answer may tell that an address has an account (SHOW_ACCOUNT_EXISTENCE_HINTS,
// flow-api.md §2.6). Without required verification a sign-up is signed in at once, so its
// answer tells anyway; otherwise only when hints are on. The flows and the v2 REST endpoints
// ask this one rule.
import { createHmac, hkdfSync } from "node:crypto";

export function mayTellAccountExists(settings: {
  requireVerification: boolean;
  showAccountExistenceHints: boolean;
}): boolean {
  return !settings.requireVerification || settings.showAccountExistenceHints;
}

/**
 * Ids for an address that has no account, for answers that must look like one that has:
 * derived from the address under a server secret, so that asking twice (or another instance
 * sharing SECRETS_KEY) gives the same ids, as for a real account, and nobody without the secret
 * can tell them from random ones.
 */
export function lookalikeIds(secret: Buffer): (address: string) => { id: string; emailId: string } {
  const key = Buffer.from(
    hkdfSync("sha256", secret, "", "kretsbutiken: look-alike account ids", 32),
  );
  const uuid = (label: string, address: string) => {
    const bytes = createHmac("sha256", key).update(`${label}\0${address}`).digest().subarray(0, 16);
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4, like crypto.randomUUID()
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
    const hex = bytes.toString("hex");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return (address) => ({ id: uuid("user", address), emailId: uuid("email", address) });
}
