import { describe, expect, it } from "vitest";
import { ELSEWHERE } from "../test-support/elsewhere.ts";
import { formReturnPath, localPath } from "./local-path.ts";

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
