// The password rule at its byte limit: 72 bytes of UTF-8 (bcrypt's and Hanko's limit) are taken,
// one more is "too_long", counted in bytes, not characters.
import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./password-rule.ts";

describe("newPasswordProblem at the byte limit", () => {
  it("takes a password of exactly 72 bytes", () => {
    expect(newPasswordProblem("a".repeat(72), 8)).toBeUndefined();
  });

  it("calls a password of 73 bytes too long", () => {
    expect(newPasswordProblem("a".repeat(73), 8)).toBe("too_long");
  });

  it("counts bytes, not characters: 37 two-byte letters are 74 bytes and too long", () => {
    expect(newPasswordProblem("å".repeat(36), 8)).toBeUndefined();
    expect(newPasswordProblem("å".repeat(37), 8)).toBe("too_long");
  });

  it("calls a password below the minimum too short before measuring its bytes", () => {
    expect(newPasswordProblem("kort", 8)).toBe("too_short");
  });
});
