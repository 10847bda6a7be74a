import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { checkoutTotals, priceCart } from "./price-cart.ts";

const product = (overrides: Partial<Product> & Pick<Product, "id">): Product =>
  productFixture(overrides);
const catalogue = (...products: Product[]) => new Map(products.map((p) => [p.id, p]));

describe("pricing the cart at checkout", () => {
  it("prices every line from the catalogue, with the chosen options in words", () => {
    const phone = product({
      id: 1,
      price: 799_000,
      inStock: 5,
      colors: ["black"],
      images: [
        { imageId: 1, src: "/images/phone-front.webp", alt: { se: "Framsida", en: "Front" } },
        { imageId: 2, src: "/images/phone-back.webp", alt: { se: "Baksida", en: "Back" } },
      ],
    });
    const item = { id: 1, quantity: 2, color: "black", size: "128 GB" };
    const { lines, problems } = priceCart([item], catalogue(phone));
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      {
        item,
        productId: 1,
        name: phone.name,
        variant: { se: "Svart, 128 GB", en: "Black, 128 GB" },
        quantity: 2,
        unitPrice: 799_000,
        lineTotal: 1_598_000,
        imageSrc: "/images/phone-front.webp",
      },
    ]);
  });

  it("names only the options a line has, and has no image for a product without one", () => {
    const phone = product({ id: 1, price: 100, inStock: 5, images: [] });
    const { lines } = priceCart(
      [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 1, color: "white" },
        { id: 1, quantity: 1, size: "XL" },
        { id: 1, quantity: 1, color: "tangerine" },
      ],
      catalogue(phone),
    );
    expect(lines.map((line) => line.variant)).toEqual([
      { se: "", en: "" },
      { se: "Vit", en: "White" },
      { se: "XL", en: "XL" },
      { se: "tangerine", en: "tangerine" },
    ]);
    expect(lines.map((line) => line.imageSrc)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("keeps a line that asks for exactly what is left, with no problem", () => {
    const phone = product({ id: 1, price: 1_000, inStock: 3 });
    const { lines, problems } = priceCart(
      [
        { id: 1, quantity: 2, color: "black" },
        { id: 1, quantity: 1, color: "white" },
        { id: 1, quantity: 1 },
      ],
      catalogue(phone),
    );
    expect(lines.map((line) => [line.item, line.quantity, line.lineTotal])).toEqual([
      [{ id: 1, quantity: 2, color: "black" }, 2, 2_000],
      [{ id: 1, quantity: 1, color: "white" }, 1, 1_000],
    ]);
    expect(problems).toEqual([{ kind: "soldOut", name: phone.name }]);
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
    expect(lines.map((line) => [line.productId, line.item, line.quantity, line.lineTotal])).toEqual(
      [
        [1, { id: 1, quantity: 2, color: "black" }, 2, 2 * phone.price],
        [1, { id: 1, quantity: 1, color: "white" }, 1, phone.price],
      ],
    );
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

  it("charges the cheapest delivery for an unknown option, and counts every line's goods", () => {
    const a = product({ id: 1, price: 10_000, inStock: 5 });
    const b = product({ id: 2, price: 5_000, inStock: 5 });
    const { lines } = priceCart(
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
      catalogue(a, b),
    );
    expect(checkoutTotals(lines, "no-such-option" as "instabox", "card", 49_900)).toEqual({
      goods: 25_000,
      delivery: 3_900,
      paymentFee: 0,
      total: 28_900,
      moms: 4_000 + 1_000 + 780,
    });
    expect(checkoutTotals(lines, "postnord-home", "swish", 25_001).delivery).toBe(7_900);
    expect(checkoutTotals([], "postnord-home", "swish", 49_900)).toEqual({
      goods: 0,
      delivery: 7_900,
      paymentFee: 0,
      total: 7_900,
      moms: 1_580,
    });
  });
});
