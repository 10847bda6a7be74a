import { describe, expect, it } from "vitest";
import { pagePathname } from "./page-pathname.ts";

describe("pagePathname", () => {
  it.each([
    ["http://shop.test/page/about_us", "/page/about_us"],
    ["http://shop.test/page/about_us.data", "/page/about_us"],
    ["http://shop.test/shop/shop_list/a%20b.data?index", "/shop/shop_list/a%20b"],
    ["http://shop.test/_root.data", "/"],
    ["http://shop.test/", "/"],
  ])("%s is the page %s", (url, expected) => {
    expect(pagePathname(new Request(url))).toBe(expected);
  });
});
