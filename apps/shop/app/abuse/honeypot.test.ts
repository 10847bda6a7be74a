import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot.ts";

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("isHoneypotFilled", () => {
  it.each([
    ["absent", [], false],
    ["empty", [[HONEYPOT_FIELD, ""]], false],
    ["blank", [[HONEYPOT_FIELD, "  "]], false],
    ["filled", [[HONEYPOT_FIELD, "https://spam.example"]], true],
    ["a file", [[HONEYPOT_FIELD, new Blob(["x"])]], true],
  ] as [string, [string, string | Blob][], boolean][])("%s", (_case, entries, filled) => {
    expect(isHoneypotFilled(form(entries))).toBe(filled);
  });
});
