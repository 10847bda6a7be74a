import { describe, expect, it } from "vitest";
import { productRequest } from "./product-request.ts";

describe("productRequest", () => {
  it.each([
    [
      "/product/iphone-16-pro-max/1001",
      "",
      { layout: "product", id: 1001, slug: "iphone-16-pro-max" },
    ],
    ["/product/wrong-slug/1001", "?x=1", { layout: "product", id: 1001, slug: "wrong-slug" }],
    ["/product/product_bundle/1001", "", { layout: "product_bundle", id: 1001 }],
    ["/product/product_bundle/paket/1001/", "", { layout: "product_bundle", id: 1001 }],
    ["/product/product_left_sidebar/1050", "", { layout: "product_left_sidebar", id: 1050 }],
    ["/product/product_sticky", "", { layout: "product_sticky", id: undefined }],
    ["/product/product_sticky", "?id=1050", { layout: "product_sticky", id: 1050 }],
    ["/product/product_4_images", "?id=abc", { layout: "product_4_images", id: undefined }],
    [
      "/product/product_video_thumbnail",
      "?id=0",
      { layout: "product_video_thumbnail", id: undefined },
    ],
    // A fixed layout's name followed by an id is the {token}{id} form, with a wrong slug.
    ["/product/product_sticky/1001", "", { layout: "product", id: 1001, slug: "product_sticky" }],
  ])("%s%s asks for %j", (pathname, search, expected) => {
    expect(productRequest(pathname, search)).toEqual(expected);
  });

  it.each([
    ["/product/product_bundle/paket-1"],
    ["/product/product_bundle"],
    ["/product/product_left_sidebar/42x"],
    ["/product/tillbehor/0"],
    ["/product/tillbehor/abc"],
    ["/product/a/b/c"],
    ["/product"],
    ["/shop/iphone/1001"],
  ])("%s names no product", (pathname) => {
    expect(productRequest(pathname, "")).toBeUndefined();
  });
});
