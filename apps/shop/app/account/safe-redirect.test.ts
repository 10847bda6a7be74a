import { describe, expect, it } from "vitest";
import { formReturnPath, localPath, safeRedirectPath } from "./safe-redirect.ts";

// Every way of naming another site that browsers, proxies or routers are known to follow.
const ELSEWHERE = [
  "https://evil.example/",
  "http://evil.example",
  "HTTPS://evil.example",
  "//evil.example/path",
  "/.//evil.example",
  "/./%2F/evil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/%5C%5Cevil.example",
  "/%5cevil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\/\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/%0d%0aSet-Cookie:%20x=1",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " /page/cart",
  "page/cart",
  "/%E0%A4%A",
  `/${"a".repeat(3000)}`,
];

describe("localPath", () => {
  it.each([
    ["/", "/"],
    ["/page/cart?step=2#summary", "/page/cart?step=2#summary"],
    ["/product/iphone-15/12", "/product/iphone-15/12"],
    ["/a/../page/wishlist", "/page/wishlist"],
    ["/shop?q=%C3%A5%C3%A4%C3%B6", "/shop?q=%C3%A5%C3%A4%C3%B6"],
    ["/login", "/login"],
  ])("keeps the shop path %j", (value, path) => {
    expect(localPath(value)).toBe(path);
  });

  it.each(ELSEWHERE)("refuses %j", (value) => {
    expect(localPath(value)).toBeUndefined();
  });

  it.each([null, undefined, 42, new Blob(["/page/cart"])])("refuses the non-string %j", (value) => {
    expect(localPath(value)).toBeUndefined();
  });
});

describe("safeRedirectPath, after signing in", () => {
  it("keeps a shop path", () => {
    expect(safeRedirectPath("/page/cart?step=2")).toBe("/page/cart?step=2");
  });

  it.each([...ELSEWHERE, "/login", "/page/login?redirect_to=/x", "/logout", "/page/register"])(
    "refuses %j",
    (value) => {
      expect(safeRedirectPath(value)).toBeUndefined();
    },
  );
});

describe("formReturnPath, a form's send-me-back field", () => {
  it.each<[string | null, string]>([
    ["/page/about_us?x=1", "/page/about_us?x=1"],
    ["/", "/"],
    [null, "/"],
    ...ELSEWHERE.map((value): [string, string] => [value, "/"]),
  ])("%j → %j", (value, expected) => {
    expect(formReturnPath(value)).toBe(expected);
  });
});
