import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path.ts";

const ORIGIN = "https://kretsbutiken.example";

describe("sameOriginPath, where the widget goes once signed in", () => {
  it.each([
    ["/page/cart?step=2#summary", "/page/cart?step=2#summary"],
    ["/page/user_dashboard", "/page/user_dashboard"],
    ["/a/../page/wishlist", "/page/wishlist"],
    ["/shop?q=%C3%A5", "/shop?q=%C3%A5"],
    ["page/cart", "/page/cart"],
    [`${ORIGIN}/page/cart`, "/page/cart"],
  ])("keeps %j as %j", (target, path) => {
    expect(sameOriginPath(target, ORIGIN)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "http://kretsbutiken.example/page/cart",
    "https://kretsbutiken.example:444/page/cart",
    "//evil.example/",
    "/.//evil.example",
    "/./%2F/evil.example",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/%5C%5Cevil.example",
    "/%5cevil.example",
    "/\\evil.example",
    "\\/\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    "http://[::1",
  ])("refuses %j", (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeUndefined();
  });
});
