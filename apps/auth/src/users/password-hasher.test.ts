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

  it("makes its stand-in hash once, on the first unknown account, and never verifies a password against a known one", async () => {
    const hashed: string[] = [];
    const verified: [string, string][] = [];
    const spy = createPasswordHasher({
      hash: (p) => {
        hashed.push(p);
        return argon2.hash(p);
      },
      verify: (h, p) => {
        verified.push([h, p]);
        return argon2.verify(h, p);
      },
    });
    expect(hashed).toEqual([]);
    await spy.verify(undefined, "first guess");
    await spy.verify(undefined, "second guess");
    expect(hashed).toHaveLength(1);
    expect(hashed[0]).toMatch(/^dummy-[0-9a-f-]{36}$/);
    expect(verified.map(([, password]) => password)).toEqual(["first guess", "second guess"]);
    expect(verified[0]?.[0]).toBe(verified[1]?.[0]);
  });

  it("answers false for an unknown account even when the stand-in check throws", async () => {
    const failing = createPasswordHasher({
      hash: (p) => argon2.hash(p),
      verify: () => Promise.reject(new Error("argon2 failed")),
    });
    expect(await failing.verify(undefined, "anything")).toBe(false);
    expect(await failing.verify("$argon2id$broken", "anything")).toBe(false);
  });

  it("answers false for an unknown account even when the stand-in password would match", async () => {
    const accepting = createPasswordHasher({
      hash: (p) => argon2.hash(p),
      verify: () => Promise.resolve(true),
    });
    expect(await accepting.verify(undefined, "anything")).toBe(false);
    expect(await accepting.verify("stored", "anything")).toBe(true);
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
