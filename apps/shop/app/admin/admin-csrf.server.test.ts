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

  it("refuses a missing, shortened, lengthened or non-text token", () => {
    const token = formToken(SECRET, "session-1");
    for (const given of [undefined, null, "", token.slice(1), `${token}A`, 42, new File([], "t")]) {
      expect(isValidFormToken(SECRET, "session-1", given)).toBe(false);
    }
  });
});
