import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, keyId, SecretBoxError } from "./secret-box.ts";

const key = () => randomBytes(32);

describe("createSecretBox", () => {
  it("seals so that the plaintext is not stored, and opens it again", () => {
    const box = createSecretBox({ current: key(), previous: [] });
    const sealed = box.seal('{"d":"private"}');
    expect(sealed).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(sealed).not.toContain("private");
    expect(box.seal('{"d":"private"}')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('{"d":"private"}');
    expect(box.isCurrent(sealed)).toBe(true);
  });

  it("refuses an altered value", () => {
    const box = createSecretBox({ current: key(), previous: [] });
    const sealed = box.seal("secret");
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "BB" : "AA"}`;
    expect(() => box.open(altered)).toThrow(SecretBoxError);
  });

  it("opens under a rotated-out key, and only when that key is configured", () => {
    const old = key();
    const sealed = createSecretBox({ current: old, previous: [] }).seal("secret");
    const rotated = createSecretBox({ current: key(), previous: [old] });
    expect(rotated.open(sealed)).toBe("secret");
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(() => createSecretBox({ current: key(), previous: [] }).open(sealed)).toThrow(
      `sealed with key ${keyId(old)}`,
    );
  });

  it("passes a value written before encryption through", () => {
    const box = createSecretBox({ current: key(), previous: [] });
    expect(box.open('{"kty":"RSA"}')).toBe('{"kty":"RSA"}');
    expect(box.isCurrent('{"kty":"RSA"}')).toBe(false);
  });
});
