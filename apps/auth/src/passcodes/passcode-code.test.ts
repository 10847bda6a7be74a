// The code itself (§5.1, §7.1): what a shopper types must match its stored hash and nothing
// else, and a stored hash that is not one fails the check instead of crashing the flow.
import { describe, expect, it } from "vitest";
import {
  generatePasscode,
  hashPasscode,
  passcodeMatches,
  PASSCODE_LENGTH,
} from "./passcode-code.ts";

describe("passcode codes", () => {
  it("are six digits, leading zeros kept", () => {
    expect(PASSCODE_LENGTH).toBe(6);
    const codes = Array.from({ length: 400 }, generatePasscode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
  });

  it("match their own Argon2id hash, and no other code", async () => {
    const stored = await hashPasscode("012345");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain("012345");
    expect(await passcodeMatches(stored, "012345")).toBe(true);
    expect(await passcodeMatches(stored, "12345")).toBe(false);
    expect(await passcodeMatches(stored, "012346")).toBe(false);
  });

  it("never match a stored hash that is not one, and do not throw", async () => {
    await expect(passcodeMatches("not-a-hash", "123456")).resolves.toBe(false);
    await expect(passcodeMatches("", "")).resolves.toBe(false);
  });
});
