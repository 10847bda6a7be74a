import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import { outcomeNotice } from "./list-outcome.ts";

const phone = productFixture({ id: 7 });
const params = (search: string) => new URLSearchParams(search);

describe("outcomeNotice: what a list's page says after a form post's 303", () => {
  it.each([
    ["cart", "result=added&product=7", "lists.cart.added"],
    ["cart", "result=capped&product=7", "lists.cart.capped"],
    ["wishlist", "result=duplicate&product=7", "lists.wishlist.duplicate"],
    ["compare", "result=replaced&product=7", "lists.compare.replaced"],
  ] as const)("%s ?%s says %s, naming the product", (list, search, key) => {
    expect(outcomeNotice(list, params(search), [phone], () => 3)).toEqual({
      key,
      tone: "info",
      name: phone.name,
      count: 3,
    });
  });

  it.each([
    ["no outcome", "product=7"],
    ["an outcome the list does not have", "result=replaced&product=7"],
    ["an inherited name", "result=constructor&product=7"],
    ["a product the list does not hold", "result=added&product=8"],
    ["a product that is no id", "result=added&product=x"],
  ])("says nothing for %s", (_, search) => {
    expect(outcomeNotice("cart", params(search), [phone])).toBeUndefined();
  });
});
