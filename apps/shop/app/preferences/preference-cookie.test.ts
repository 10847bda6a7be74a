import { describe, expect, it } from "vitest";
import { ONE_YEAR_SECONDS } from "../../http/cookie-header.ts";
import { preferenceCookie } from "./preference-cookie.ts";

describe("preferenceCookie (consent rules, market.md)", () => {
  it.each([
    [undefined, undefined],
    ["necessary", undefined],
    ["preferences", ONE_YEAR_SECONDS],
  ] as const)("with consent %s keeps it for %s seconds", (consent, maxAge) => {
    const cookie = preferenceCookie("selectedLanguage", "en", consent);
    expect(cookie.includes("Max-Age")).toBe(maxAge !== undefined);
    if (maxAge !== undefined) expect(cookie).toContain(`Max-Age=${maxAge}`);
  });
});
