// Signing a payment message between the test provider and the shop: HMAC-SHA256 over the
// timestamp and the exact body, in a header "t=<unix seconds>,v1=<hex>". The shop accepts a
// signature only within five minutes of its time, and compares in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-kretsbutiken-signature";

/** Seconds a signed message stays acceptable, either side of now. */
const TOLERANCE_SECONDS = 300;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

export function signBody(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  if (header === undefined || header.length > 200) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given =
    parts.get("v1") ??
    // Stryker disable next-line StringLiteral: any stand-in for a missing signature fails the hex test below
    "";
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  return timingSafeEqual(
    Buffer.from(given, "hex"),
    Buffer.from(mac(secret, timestamp, body), "hex"),
  );
}
