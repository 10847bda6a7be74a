import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, keyId, SecretBoxError } from "./secret-box.ts";

const key = () => randomBytes(32);

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error");
}

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
    // A character whose six bits all count (a base64url string's last one may carry padding
    // bits only, and changing those changes nothing).
    const at = sealed.length - 3;
    const altered = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    expect(() => box.open(altered)).toThrow(SecretBoxError);
    const error = catchError(() => box.open(altered));
    expect(error).toMatchObject({ code: "secret_unreadable" });
    expect(error.message).toBe("a sealed value does not open: altered, or another key");
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("refuses a value cut short, naming the key it says it was sealed with", () => {
    const box = createSecretBox({ current: key(), previous: [] });
    const [id, iv] = box.seal("secret").slice("enc:v1:".length).split(":");
    const errors = [`enc:v1:${id}`, `enc:v1:${id}:${iv}`].map((cut) =>
      catchError(() => box.open(cut)),
    );
    expect(errors.map((error) => error instanceof SecretBoxError)).toEqual([true, true]);
    expect(errors.map((error) => [(error as SecretBoxError).code, error.message])).toEqual(
      errors.map(() => ["secret_unreadable", `sealed with key ${id}, which is not configured`]),
    );
  });

  it("keeps text that is not ASCII as it was", () => {
    const box = createSecretBox({ current: key(), previous: [] });
    expect(box.open(box.seal("Åsa Öberg ✓"))).toBe("Åsa Öberg ✓");
  });

  it("names the prefix of every value sealed under the current key", () => {
    const current = key();
    const box = createSecretBox({ current, previous: [] });
    expect(box.currentPrefix).toBe(`enc:v1:${keyId(current)}:`);
    expect(box.seal("secret").startsWith(box.currentPrefix)).toBe(true);
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
