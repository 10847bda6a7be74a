import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/page/user_dashboard", "/page/user_dashboard"],
    ["/page/cart?step=2#summary", "/page/cart?step=2#summary"],
    ["/product/iphone-15/12", "/product/iphone-15/12"],
    ["/a/../page/wishlist", "/page/wishlist"],
  ])("keeps the shop path %j", (value, path) => {
    expect(safeRedirectPath(value)).toBe(path);
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "http://evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "/\\/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " /page/cart",
    "/page/cart\n",
    "/\t/evil.example",
    "page/cart",
    "/login",
    "/page/login?redirect_to=/x",
    "/logout",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
