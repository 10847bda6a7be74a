// PKCE code verifier for third-party sign-in (RFC 7636), kept in sessionStorage between the
// `thirdparty_oauth` action and the `exchange_token` after the provider's redirect. Same names
// and default storage as the official SDK; the storage can be injected.
import type { StorageLike } from "./platform/platform.ts";

export const CODE_VERIFIER_KEY = "hanko_pkce_code_verifier";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
const VERIFIER_LENGTH = 64;

function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage;
  } catch {
    return undefined;
  }
}

/** 64 characters of the RFC 7636 alphabet, uniform (rejection sampling, no modulo bias). */
export function generateCodeVerifier(): string {
  const limit = 256 - (256 % ALPHABET.length);
  let verifier = "";
  const bytes = new Uint8Array(VERIFIER_LENGTH * 2);
  while (verifier.length < VERIFIER_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && verifier.length < VERIFIER_LENGTH)
        verifier += ALPHABET[byte % ALPHABET.length];
    }
  }
  return verifier;
}

export function setStoredCodeVerifier(verifier: string, storage = defaultStorage()): void {
  storage?.setItem(CODE_VERIFIER_KEY, verifier);
}

export function getStoredCodeVerifier(storage = defaultStorage()): string | null {
  return storage?.getItem(CODE_VERIFIER_KEY) ?? null;
}

export function clearStoredCodeVerifier(storage = defaultStorage()): void {
  storage?.removeItem(CODE_VERIFIER_KEY);
}
