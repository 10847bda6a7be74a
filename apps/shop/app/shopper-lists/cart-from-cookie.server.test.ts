import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { encodeCart } from "./cart-cookie.ts";
import { cartFromCookie } from "./cart-from-cookie.server.ts";

const phone = productFixture({ id: 1, price: 799_000 });
const case_ = productFixture({ id: 2, price: 19_900 });

/** A catalogue that knows `products` and records what it was asked. */
function catalogue(...products: Product[]) {
  const asked: number[][] = [];
  return {
    asked,
    byIds: (ids: readonly number[]) => {
      asked.push([...ids]);
      return Promise.resolve(products.filter((product) => ids.includes(product.id)));
    },
  };
}

const cookie = (text: string) => `cookieConsent=necessary; kb_cart=${encodeURIComponent(text)}`;

describe("the cart page's cart, read on the server from the kb_cart cookie", () => {
  it.each([
    ["no Cookie header", null],
    ["no kb_cart cookie", "cookieConsent=necessary"],
    ["an emptied cart", "kb_cart="],
    ["nothing but malformed lines", cookie("x*1**|5*0**")],
  ])("is empty, without asking the catalogue, for %s", async (_, header) => {
    const products = catalogue(phone);
    expect(await cartFromCookie(header, products)).toEqual({ items: [], products: [] });
    expect(products.asked).toEqual([]);
  });

  it("gives the cookie's lines, options kept, with the catalogue's products, each id asked once", async () => {
    const items = [
      { id: 1, quantity: 2, color: "black" },
      { id: 1, quantity: 1, color: "white" },
      { id: 2, quantity: 3 },
    ];
    const products = catalogue(phone, case_);
    expect(await cartFromCookie(cookie(encodeCart(items)), products)).toEqual({
      items,
      products: [phone, case_],
    });
    expect(products.asked).toEqual([[1, 2]]);
  });

  it("keeps a line whose product is gone out of the products, as /api/products does", async () => {
    const items = [
      { id: 1, quantity: 1 },
      { id: 99, quantity: 1 },
    ];
    expect(await cartFromCookie(cookie(encodeCart(items)), catalogue(phone))).toEqual({
      items,
      products: [phone],
    });
  });
});
