import { describe, expect, it } from "vitest";
import { formToken, isValidFormToken } from "./admin-csrf.server.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("admin form tokens", () => {
  it("accepts the token of the same session and secret only", () => {
    const token = formToken(SECRET, "session-1");
    expect(isValidFormToken(SECRET, "session-1", token)).toBe(true);
    expect(isValidFormToken(SECRET, "session-2", token)).toBe(false);
    expect(isValidFormToken(`${SECRET}x`, "session-1", token)).toBe(false);
  });

  const token = formToken(SECRET, "session-1");
  it.each([
    ["a missing", undefined],
    ["a null", null],
    ["an empty", ""],
    ["a shortened", token.slice(1)],
    ["a lengthened", `${token}A`],
    ["a number as", 42],
    ["a file as", new File([], "t")],
  ])("refuses %s token", (_what, given) => {
    expect(isValidFormToken(SECRET, "session-1", given)).toBe(false);
  });
});
