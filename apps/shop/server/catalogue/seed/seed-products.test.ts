import { describe, expect, it } from "vitest";
import { isColourKey } from "../../../domain/catalogue/colours.ts";
import { deviceCategoryGroups } from "../../../app/catalogue/device-categories.ts";
import type { Localized } from "../../../domain/catalogue/product.ts";
import { isDemoType } from "../../../domain/catalogue/product.ts";
import { seedProducts } from "./index.ts";
import { TAG_PAGE_PATH, TAGS } from "./tags.ts";

const electronics = seedProducts.filter((it) => !isDemoType(it.type));
const demo = seedProducts.filter((it) => isDemoType(it.type));
const categoryPaths = deviceCategoryGroups.flatMap((group) =>
  group.categories.map((category) => category.path),
);

function duplicates(values: (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Every text a product shows, with where it sits, for the "both languages" check. */
function texts(product: (typeof seedProducts)[number]): [string, Localized][] {
  return [
    ["name", product.name],
    ["description", product.description],
    ["category", product.category],
    ["department", product.department],
    ...product.feature.map((it, index): [string, Localized] => [`feature ${index}`, it]),
    ...product.specifications.flatMap((it, index): [string, Localized][] => [
      [`specification ${index} label`, it.label],
      [`specification ${index} value`, it.value],
    ]),
    ...(product.label ? [["label", product.label] as [string, Localized]] : []),
    ...(isDemoType(product.type) ? [] : [["safety", product.safety] as [string, Localized]]),
  ];
}

describe("the seed catalogue", () => {
  it("has at least 150 electronics and 45–60 demo products", () => {
    expect(electronics.length).toBeGreaterThanOrEqual(150);
    expect(demo.length).toBeGreaterThanOrEqual(45);
    expect(demo.length).toBeLessThanOrEqual(60);
  });

  it.each([
    ["ids", seedProducts.map((it) => it.id)],
    ["skus", seedProducts.map((it) => it.sku)],
    ["slugs", seedProducts.map((it) => it.slug)],
  ])("has unique %s", (_, values) => {
    expect(duplicates(values)).toEqual([]);
  });

  it.each(seedProducts.map((it) => [it.sku, it] as const))("%s is well formed", (_, product) => {
    expect(Number.isInteger(product.id) && product.id > 0).toBe(true);
    expect(product.sku).toMatch(/^KB-[A-Z0-9]+(-[A-Z0-9]+)*$/);
    expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(product.slug.split("-")).not.toContain(String(product.id));
    expect(product.colors.filter((colour) => !isColourKey(colour))).toEqual([]);
    expect(product.categoryPaths.filter((path) => !categoryPaths.includes(path))).toEqual([]);
    expect(duplicates(product.categoryPaths)).toEqual([]);
    expect(product.specifications.length).toBeGreaterThanOrEqual(3);
    expect(product.specifications.length).toBeLessThanOrEqual(8);
    expect(product.feature.length).toBeGreaterThanOrEqual(2);
    expect(product.feature.length).toBeLessThanOrEqual(4);
    expect(product.inStock).toBeGreaterThanOrEqual(0);
    expect(product.ratingStars * 2).toSatisfy(Number.isInteger);
    expect(product.ratingStars).toBeGreaterThanOrEqual(1);
    expect(product.ratingStars).toBeLessThanOrEqual(5);
    expect(product.totalReviews).toBeLessThanOrEqual(product.totalPurchases);
    expect(product.manufacturer).not.toBe("");
    expect(product.manufacturerAddress).not.toBe("");
    if (product.new) expect(product.availableDaysAgo).toBeLessThan(30);
  });

  it.each(seedProducts.map((it) => [it.sku, it] as const))(
    "%s has text in both languages",
    (_, product) => {
      const missing = texts(product)
        .filter(([, text]) => text.se.trim() === "" || text.en.trim() === "")
        .map(([where]) => where);
      expect(missing).toEqual([]);
    },
  );

  it("leaves safety empty only on demo products, and then in both languages", () => {
    const halfEmpty = seedProducts.filter((it) => (it.safety.se === "") !== (it.safety.en === ""));
    expect(halfEmpty.map((it) => it.sku)).toEqual([]);
  });

  it.each(seedProducts.map((it) => [it.sku, it] as const))(
    "%s has a consistent price history",
    (_, product) => {
      const { prices, mrp, availableDaysAgo } = product;
      expect(prices.length).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(mrp) && mrp > 0).toBe(true);
      for (const { price, daysAgo } of prices) {
        expect(Number.isInteger(price) && price > 0).toBe(true);
        expect(Number.isInteger(daysAgo) && daysAgo >= 0).toBe(true);
      }
      for (let index = 1; index < prices.length; index++) {
        expect(prices[index]!.daysAgo).toBeLessThan(prices[index - 1]!.daysAgo);
      }
      expect(prices[0]!.daysAgo).toBeLessThanOrEqual(availableDaysAgo);
      expect(prices.at(-1)!.price).toBeLessThanOrEqual(mrp);
    },
  );

  it("has some reduced products, some with a campaign price in the 30 days before the reduction", () => {
    const reduced = seedProducts.filter((it) => it.prices.at(-1)!.price < it.mrp);
    const share = reduced.length / seedProducts.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    const belowMrpBefore = reduced.filter((it) => {
      const since = it.prices.at(-1)!.daysAgo;
      return it.prices.some(
        (p) => p.daysAgo <= since + 30 && p.daysAgo > since && p.price < it.mrp,
      );
    });
    expect(belowMrpBefore.length).toBeGreaterThanOrEqual(3);
  });

  it.each(categoryPaths)("lists at least 3 products on %s", (path) => {
    expect(
      seedProducts.filter((it) => it.categoryPaths.includes(path)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("puts exactly the tagged products on the filter-tag page, with known lowercase tags", () => {
    for (const product of seedProducts) {
      expect(product.categoryPaths.includes(TAG_PAGE_PATH)).toBe(product.tags.length > 0);
      expect(product.tags.filter((tag) => !(TAGS as readonly string[]).includes(tag))).toEqual([]);
      expect(duplicates(product.tags)).toEqual([]);
    }
    expect(TAGS.filter((tag) => tag !== tag.toLowerCase())).toEqual([]);
  });

  it("gives vegetables two pack sizes and only vegetables", () => {
    const skus = (products: typeof seedProducts) => products.map((product) => product.sku);
    const vegetables = skus(seedProducts.filter((it) => it.type === "vegetables"));
    const packed = skus(
      seedProducts.filter((it) => Boolean(it.quantity_1) && Boolean(it.quantity_2)),
    );
    expect(vegetables.length).toBeGreaterThan(0);
    expect(packed).toEqual(vegetables);
  });

  it("sizes fashion S–XXL and shoes in EU sizes", () => {
    const fashion = seedProducts.filter((it) => it.type === "fashion");
    const shoes = seedProducts.filter((it) => it.type === "shoes");
    expect(fashion.length).toBeGreaterThan(0);
    expect(shoes.length).toBeGreaterThan(0);
    for (const product of fashion) {
      expect(product.sizeoption).toEqual(["S", "M", "L", "XL", "XXL"]);
    }
    for (const product of shoes) {
      expect(product.sizeoption.every((size) => /^\d{2}$/.test(size))).toBe(true);
    }
  });

  it("keeps demo products off the device category pages", () => {
    expect(demo.filter((it) => it.categoryPaths.length > 0).map((it) => it.sku)).toEqual([]);
  });
});
