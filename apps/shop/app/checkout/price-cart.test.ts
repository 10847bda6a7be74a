import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import type { Product } from "../catalogue/product.ts";
import { checkoutTotals, priceCart } from "./price-cart.ts";

const product = (overrides: Partial<Product> & Pick<Product, "id">): Product =>
  productFixture(overrides);
const catalogue = (...products: Product[]) => new Map(products.map((p) => [p.id, p]));

describe("pricing the cart at checkout", () => {
  it("prices every line from the catalogue, with the chosen options in words", () => {
    const phone = product({ id: 1, price: 799_000, inStock: 5, colors: ["black"] });
    const { lines, problems } = priceCart(
      [{ id: 1, quantity: 2, color: "black", size: "128 GB" }],
      catalogue(phone),
    );
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({
      productId: 1,
      quantity: 2,
      unitPrice: 799_000,
      lineTotal: 1_598_000,
      variant: { se: "Svart, 128 GB", en: "Black, 128 GB" },
    });
  });

  it("takes out what is gone or sold out and lowers what exceeds the stock, over all lines", () => {
    const phone = product({ id: 1, inStock: 3, name: { se: "Mobil", en: "Phone" } });
    const soldOut = product({ id: 2, inStock: 0, name: { se: "Slut", en: "Gone" } });
    const discontinued = product({
      id: 3,
      inStock: 9,
      available: false,
      name: { se: "Utgått", en: "Old" },
    });
    const { lines, problems } = priceCart(
      [
        { id: 1, quantity: 2, color: "black" },
        { id: 1, quantity: 2, color: "white" },
        { id: 2, quantity: 1 },
        { id: 3, quantity: 1 },
        { id: 4, quantity: 1 },
      ],
      catalogue(phone, soldOut, discontinued),
    );
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([
      [1, 2],
      [1, 1],
    ]);
    expect(problems).toEqual([
      { kind: "clamped", name: phone.name, quantity: 1 },
      { kind: "soldOut", name: soldOut.name },
      { kind: "soldOut", name: discontinued.name },
      { kind: "gone", productId: 4 },
    ]);
  });

  it("adds delivery under the free-shipping threshold, and counts the moms in every amount", () => {
    const cheap = product({ id: 1, price: 19_900, inStock: 5 });
    const { lines } = priceCart([{ id: 1, quantity: 1 }], catalogue(cheap));
    expect(checkoutTotals(lines, "instabox", "card", 49_900)).toEqual({
      goods: 19_900,
      delivery: 3_900,
      paymentFee: 0,
      total: 23_800,
      moms: 3_980 + 780,
    });
    expect(checkoutTotals(lines, "instabox", "card", 19_900).delivery).toBe(0);
  });
});
