import { describe, expect, it } from "vitest";
import { affectedTestFiles, changedFiles, withoutTestFiles } from "./support-invalidation.ts";

const ROOT = "/repo";
const files: Record<string, string> = {
  "apps/shop/server/orders/orders.test.ts":
    'import { orderFixture } from "../../test-support/order-fixture.ts";\nimport { x } from "./orders.ts";',
  "apps/shop/server/cart.test.ts": 'import { y } from "./cart.ts";',
  "apps/shop/server/checkout.test.ts": 'import { shop } from "../test-support/order-test-shop";',
  "apps/shop/server/dynamic.test.ts":
    'const m = await import("../test-support/product-fixture.ts");',
  "apps/shop/test-support/order-test-shop.ts": 'export { orderFixture } from "./order-fixture.ts";',
  "apps/shop/test-support/order-fixture.ts": "export const orderFixture = 1;",
  "apps/shop/test-support/product-fixture.ts": "export const productFixture = 1;",
  "apps/shop/server/orders/orders.ts": "export const x = 1;",
  "apps/shop/server/cart.ts": "export const y = 1;",
};
const read = (path: string) => files[path];
const TESTS = Object.keys(files).filter((path) => path.endsWith(".test.ts"));

describe("what a change in the shared test support makes Stryker test again", () => {
  it("lists the support files added, removed or changed", () => {
    expect(changedFiles({ a: "1", b: "2", c: "3" }, { a: "1", b: "9", d: "4" })).toEqual([
      "b",
      "c",
      "d",
    ]);
    expect(changedFiles({ a: "1" }, { a: "1" })).toEqual([]);
  });

  it.each([
    [
      ["apps/shop/test-support/order-fixture.ts"],
      ["apps/shop/server/orders/orders.test.ts", "apps/shop/server/checkout.test.ts"],
    ],
    [["apps/shop/test-support/product-fixture.ts"], ["apps/shop/server/dynamic.test.ts"]],
    [["apps/shop/test-support/unused.ts"], []],
  ])(
    "a change of %j reaches the test files that import it, directly or through others",
    (changed, affected) => {
      expect(affectedTestFiles(ROOT, TESTS, changed, read).sort()).toEqual([...affected].sort());
    },
  );

  it("drops exactly those test files from the incremental report, keeping the rest", () => {
    const report = {
      files: {},
      testFiles: { "a.test.ts": { tests: [] }, "b.test.ts": { tests: [] } },
    };
    expect(withoutTestFiles(report, ["a.test.ts"])).toEqual({
      files: {},
      testFiles: { "b.test.ts": { tests: [] } },
    });
  });
});
