import { describe, expect, it } from "vitest";
import { escapeXml } from "./escape-xml.ts";

describe("escapeXml", () => {
  it.each([
    ["iPhone 15", "iPhone 15"],
    [`<script>&"`, "&lt;script&gt;&amp;&quot;"],
    ["Barn's 'leksak'", "Barn&apos;s &apos;leksak&apos;"],
    ["&amp;", "&amp;amp;"],
    ["Grön å ä ö", "Grön å ä ö"],
  ])("%s becomes %s", (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });
});
