import { describe, expect, it } from "vitest";
import {
  CODE_VERIFIER_KEY,
  clearStoredCodeVerifier,
  generateCodeVerifier,
  getStoredCodeVerifier,
  setStoredCodeVerifier,
} from "./pkce.ts";
import { MemoryStorage } from "./testing/fake-platform.ts";

describe("PKCE code verifier", () => {
  it("is 64 characters of the RFC 7636 alphabet, different each time", () => {
    const verifier = generateCodeVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{64}$/);
    expect(generateCodeVerifier()).not.toBe(verifier);
  });

  it("is stored, read and cleared in the given storage", () => {
    const storage = new MemoryStorage();
    setStoredCodeVerifier("v", storage);
    expect(storage.getItem(CODE_VERIFIER_KEY)).toBe("v");
    expect(getStoredCodeVerifier(storage)).toBe("v");
    clearStoredCodeVerifier(storage);
    expect(getStoredCodeVerifier(storage)).toBeNull();
  });

  it("is a no-op without any sessionStorage", () => {
    expect(getStoredCodeVerifier()).toBeNull();
    expect(() => setStoredCodeVerifier("v")).not.toThrow();
  });
});
