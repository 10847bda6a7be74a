import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it.each([
    ["<a@b.se>", "&lt;a@b.se&gt;"],
    [`"double" & 'single'`, "&quot;double&quot; &amp; &#39;single&#39;"],
    ["&amp;", "&amp;amp;"],
    ["åäö 123456", "åäö 123456"],
    ["", ""],
  ])("%j → %j", (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});
