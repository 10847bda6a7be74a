import { describe, expect, it } from "vitest";
import { envFlag } from "./env-flag.ts";

describe("envFlag", () => {
  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["on", true],
    ["false", false],
    ["0", false],
    ["no", false],
    ["off", false],
  ])("reads %s as %s, whatever the fallback", (value, expected) => {
    expect(envFlag(true).parse(value)).toBe(expected);
    expect(envFlag(false).parse(value)).toBe(expected);
  });

  it("falls back when unset", () => {
    expect(envFlag(true).parse(undefined)).toBe(true);
    expect(envFlag(false).parse(undefined)).toBe(false);
  });

  it.each(["TRUE", "ja", "", "2"])("refuses %j", (value) => {
    expect(envFlag(false).safeParse(value).success).toBe(false);
  });
});
