// Authenticator-app codes (flow-api.md §2.2 mfa_otp_secret_creation, login_otp) with otplib:
// SHA-1, 6 digits, 30-second steps, one step of drift either way. A code is checked against the
// last step accepted, so each code works once (the setup code counts as used).
import { generateSecret, generateURI, verifySync } from "otplib";
import QRCode from "qrcode";

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` address and its QR code as a PNG data URL (200×200, as Hanko's). */
export async function totpEnrolment(
  secret: string,
  issuer: string,
  account: string,
): Promise<{ uri: string; imageSource: string }> {
  const uri = generateURI({ strategy: "totp", issuer, label: account, secret });
  const imageSource = await QRCode.toDataURL(uri, { width: 200, margin: 1 });
  return { uri, imageSource };
}

export type TotpCheck =
  { ok: true; step: number } | { ok: false; reason: "malformed" | "invalid" | "replayed" };

/** Checks `code` at `now` against `secret`, refusing steps at or before `lastStep`. */
export function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): TotpCheck {
  const token = code.trim();
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(token)) return { ok: false, reason: "malformed" };
  const result = verifySync({
    strategy: "totp",
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  if (!result.valid) return { ok: false, reason: "invalid" };
  const step = (result as { timeStep: number }).timeStep;
  if (step <= (lastStep ?? -Infinity)) return { ok: false, reason: "replayed" };
  return { ok: true, step };
}
