// PKCE (RFC 7636) for `thirdparty_oauth`'s optional `code_verifier` (flow-api.md §2.2): the
// S256 challenge sent with the authorization request, and the verifier's allowed form.
import { createHash } from "node:crypto";

/** 43–128 unreserved characters (RFC 7636 §4.1). */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export const isPkceVerifier = (value: unknown): value is string =>
  typeof value === "string" && VERIFIER.test(value);

/**
 * BASE64URL(SHA256(ASCII(verifier))), RFC 7636 §4.2. A verifier is ASCII (isPkceVerifier), whose
 * UTF-8 bytes, hashed here, are its ASCII bytes.
 */
export const pkceS256Challenge = (verifier: string): string =>
  createHash("sha256").update(verifier).digest("base64url");
