import { describe, expect, it } from "vitest";
import { createPasswordHasher } from "./password-hasher.ts";

describe("createPasswordHasher", () => {
  const hasher = createPasswordHasher();

  it("hashes with Argon2id and a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hasher.hash("correct horse"), hasher.hash("correct horse")]);
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
  });

  it.each([
    { case: "the right password", password: "correct horse", expected: true },
    { case: "a wrong password", password: "correct horsE", expected: false },
    { case: "an empty password", password: "", expected: false },
    { case: "non-ASCII text", password: "rätt häst", expected: false },
  ])("verifies $case", async ({ password, expected }) => {
    const stored = await hasher.hash("correct horse");
    expect(await hasher.verify(stored, password)).toBe(expected);
  });

  it.each([
    { case: "no stored hash (unknown account)", stored: undefined },
    { case: "a malformed stored hash", stored: "not-a-hash" },
  ])("answers false for $case", async ({ stored }) => {
    expect(await hasher.verify(stored, "anything")).toBe(false);
  });

  it("spends about as long on an unknown account as on a known one", async () => {
    const stored = await hasher.hash("correct horse");
    await hasher.verify(undefined, "warm up the dummy hash");
    const time = async (hash: string | undefined) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await hasher.verify(hash, "wrong password");
      return performance.now() - start;
    };
    const known = await time(stored);
    const unknown = await time(undefined);
    // Same parameters, same work: a loose bound that a busy machine still meets.
    expect(unknown / known).toBeGreaterThan(0.4);
    expect(unknown / known).toBeLessThan(2.5);
  });
});
