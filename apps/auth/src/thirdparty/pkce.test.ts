import { describe, expect, it } from "vitest";
import { isPkceVerifier, pkceS256Challenge } from "./pkce.ts";

describe("pkceS256Challenge", () => {
  it("matches RFC 7636 Appendix B", () => {
    expect(pkceS256Challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
});

describe("isPkceVerifier", () => {
  it.each([
    ["the RFC's example", "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", true],
    ["43 characters", "a".repeat(43), true],
    ["128 characters", "~._-".repeat(32), true],
    ["42 characters", "a".repeat(42), false],
    ["129 characters", "a".repeat(129), false],
    ["a space", `${"a".repeat(42)} `, false],
    ["a plus", `${"a".repeat(42)}+`, false],
    ["non-ASCII", `${"a".repeat(42)}ö`, false],
    ["not a string", 42, false],
    // Its text would pass the pattern.
    ["an array holding a verifier", ["a".repeat(43)], false],
    ["an object whose text is a verifier", { toString: () => "a".repeat(43) }, false],
  ])("%s: %s", (_name, value, expected) => {
    expect(isPkceVerifier(value)).toBe(expected);
  });
});
