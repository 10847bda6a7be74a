import * as argon2 from "@node-rs/argon2";
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

  it("runs one real Argon2id verification with the same parameters for an unknown account", async () => {
    // Timing is measured by the work done, not the clock: a loaded machine makes clocks lie.
    const verified: string[] = [];
    const spy = createPasswordHasher({
      hash: (p) => argon2.hash(p),
      verify: (h, p) => {
        verified.push(h);
        return argon2.verify(h, p);
      },
    });
    const stored = await spy.hash("correct horse");
    expect(await spy.verify(stored, "wrong password")).toBe(false);
    expect(await spy.verify(undefined, "wrong password")).toBe(false);
    expect(verified).toHaveLength(2);
    const parameters = (h: string) => h.split("$").slice(0, 4).join("$");
    expect(parameters(verified[1] ?? "")).toBe(parameters(stored));
    expect(parameters(stored)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });
});
