import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/page/about_us?x=1", "/page/about_us?x=1"],
    ["/", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["page/about_us", "/"],
    ["/a\r\nSet-Cookie: x=1", "/"],
    [null, "/"],
  ])("%j → %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
