import { describe, expect, it } from "vitest";
import { globToRegExp, GlobSyntaxError } from "./glob.ts";

const matches = (pattern: string, text: string, separators = "./") =>
  globToRegExp(pattern, separators).test(text);

describe("globToRegExp", () => {
  it.each([
    // pattern, text, matches
    ["https://example.com", "https://example.com", true],
    ["https://example.com", "https://example.comx", false],
    ["https://example.com", "https://exampleXcom", false],
    ["https://*.example.com", "https://shop.example.com", true],
    ["https://*.example.com", "https://a.b.example.com", false],
    ["https://**.example.com", "https://a.b.example.com", true],
    ["https://example.com/*", "https://example.com/page", true],
    ["https://example.com/*", "https://example.com/a/b", false],
    ["https://example.com/**", "https://example.com/a/b?c=d", true],
    ["http://localhost:8888**", "http://localhost:8888/any/path", true],
    ["https://example.com/p?ge", "https://example.com/page", true],
    ["https://example.com/p?ge", "https://example.com/p/ge", false],
    ["https://[ab].example.com", "https://b.example.com", true],
    ["https://[ab].example.com", "https://c.example.com", false],
    ["https://[a-c]x.example.com", "https://bx.example.com", true],
    ["https://[!a-c]x.example.com", "https://bx.example.com", false],
    ["https://[!a-c]x.example.com", "https://dx.example.com", true],
    ["https://{shop,blog}.example.com", "https://blog.example.com", true],
    ["https://{shop,blog}.example.com", "https://mail.example.com", false],
    ["https://example.com/\\*", "https://example.com/*", true],
    ["https://example.com/\\*", "https://example.com/x", false],
    // Regular-expression characters are literal.
    ["https://example.com/(a|b)+", "https://example.com/(a|b)+", true],
    ["https://example.com/(a|b)+", "https://example.com/a", false],
    ["https://example.com/$^", "https://example.com/$^", true],
    // Commas and closing braces outside braces are literal.
    ["https://example.com/a,b", "https://example.com/a,b", true],
    ["https://example.com/a,b", "b", false],
    ["https://example.com/a}", "https://example.com/a}", true],
    // A class is read from its own bracket, not from an earlier `]`.
    ["x][ab]", "x]b", true],
    ["x[ab]", "xx", false],
    // A `-` that ends a class is literal; a range may be a single character.
    ["x[a-]", "x-", true],
    ["x[a-a]", "xa", true],
    ["x[a-a]", "xb", false],
    // `!` only negates at the start of a class.
    ["x[!a-c]", "x!", true],
    ["x[a!]", "x!", true],
  ])("%s against %s: %s", (pattern, text, expected) => {
    expect(matches(pattern, text)).toBe(expected);
  });

  it("takes its separators from the caller", () => {
    expect(matches("*.example.com", "a.example.com", ".")).toBe(true);
    expect(matches("*.example.com", "a.b.example.com", ".")).toBe(false);
    expect(matches("*", "a/b.c", "")).toBe(true);
  });

  it("compiles a run of stars as one, so a long text cannot make it backtrack", () => {
    const stars = "*".repeat(30);
    expect(matches(`https://${stars}x`, `https://${"a".repeat(60)}`)).toBe(false);
    expect(matches(`https://${stars}x`, `https://${"a".repeat(60)}x`)).toBe(true);
  });

  it.each([
    ["an unclosed class", "https://[ab.example.com"],
    ["an empty class", "https://[].example.com"],
    ["a backwards range", "https://[z-a].example.com"],
    ["an unclosed brace", "https://{a,b.example.com"],
    ["a trailing escape", "https://example.com\\"],
    ["a negated empty class", "https://[!].example.com"],
  ])("refuses %s", (_name, pattern) => {
    expect(() => globToRegExp(pattern, "./")).toThrow(GlobSyntaxError);
  });

  it.each([
    ["x[ab", 'The pattern "x[ab" has an unclosed ['],
    ["x[]", 'The pattern "x[]" has an empty [ ]'],
    ["x[!]", 'The pattern "x[!]" has an empty [ ]'],
    ["x[z-a]", 'The pattern "x[z-a]" has a backwards range z-a'],
    ["x{a,b", 'The pattern "x{a,b" has an unclosed {'],
    ["x\\", 'The pattern "x\\\\" ends in an escape'],
  ])("says what is wrong with %s", (pattern, message) => {
    expect(() => globToRegExp(pattern, "./")).toThrow(
      expect.objectContaining({ code: "glob_invalid", message }),
    );
  });
});
