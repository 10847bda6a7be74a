// The admin's form tokens (CSRF): every admin form carries one, bound to the signed-in session
// by HMAC-SHA-256 with SHOP_ADMIN_SECRET, and checked in constant time before an action reads
// anything else. Together with the same-origin check of the admin's middleware, a form posted
// from another site, or replayed from another session, changes nothing.
import { createHmac, timingSafeEqual } from "node:crypto";

export { FORM_TOKEN_FIELD } from "./admin-form-token-field.ts";

export function formToken(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`admin-form\0${sessionId}`).digest("base64url");
}

export function isValidFormToken(secret: string, sessionId: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(formToken(secret, sessionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
