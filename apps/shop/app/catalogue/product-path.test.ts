import { describe, expect, it } from "vitest";
import { productIdFromPath, productPath } from "./product-path.ts";

describe("productPath", () => {
  it("puts the readable slug before the id", () => {
    expect(productPath({ id: 1001, slug: "iphone-15-128-gb" })).toBe(
      "/product/iphone-15-128-gb/1001",
    );
  });
});

describe("productIdFromPath", () => {
  it("reads the id at the end of the path", () => {
    expect(productIdFromPath("1001")).toBe(1001);
    expect(productIdFromPath("mobiler/iphone-15/1001/")).toBe(1001);
  });
  it("has no id for anything else", () => {
    for (const value of [undefined, "", "iphone", "0", "007", "1e3", "12345678901", "-4"]) {
      expect(productIdFromPath(value)).toBeUndefined();
    }
  });
});
