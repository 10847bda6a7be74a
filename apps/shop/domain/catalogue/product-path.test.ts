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
  it.each([undefined, "", "iphone", "0", "007", "1e3", "12345678901", "-4"])(
    "has no id for %j",
    (value) => {
      expect(productIdFromPath(value)).toBeUndefined();
    },
  );
});
