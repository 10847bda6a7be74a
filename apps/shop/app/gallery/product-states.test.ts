import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import { productsByState } from "./product-states.ts";

const image = (id: number) => ({
  imageId: id,
  src: `/images/${id}`,
  alt: { se: "Bild", en: "Picture" },
});
const product = (id: number, overrides: Parameters<typeof productFixture>[0] = { id }) =>
  productFixture({ images: [image(id)], ...overrides, id });

describe("productsByState", () => {
  it("finds a real product for each state, none of them twice", () => {
    const picked = productsByState([
      product(1),
      product(2, { id: 2, discount: 12, lowestPrice30Days: 600_000 }),
      product(3, { id: 3, label: { se: "Nyhet", en: "New" } }),
      product(4, { id: 4, inStock: 2 }),
      product(5, { id: 5, inStock: 0 }),
      product(6, { id: 6, available: false }),
      product(7, { id: 7, totalReviews: 0 }),
    ]);
    expect(Object.fromEntries(Object.entries(picked).map(([state, it]) => [state, it.id]))).toEqual(
      {
        regular: 1,
        reduced: 2,
        labelled: 3,
        lowStock: 4,
        soldOut: 5,
        discontinued: 6,
        unrated: 7,
      },
    );
  });

  it("takes the best seller among those in a state, and leaves out a state nobody is in", () => {
    const picked = productsByState([
      product(1, { id: 1, totalPurchases: 5 }),
      product(2, { id: 2, totalPurchases: 50 }),
    ]);
    expect(picked.regular?.id).toBe(2);
    expect(picked.soldOut).toBeUndefined();
  });

  it("shows neither the template's demo goods nor products without a picture", () => {
    const picked = productsByState([
      product(1, { id: 1, type: "fashion" }),
      productFixture({ id: 2 }),
    ]);
    expect(picked).toEqual({});
  });

  it("shows a reduction only with the lowest price of the 30 days before it", () => {
    const picked = productsByState([product(1, { id: 1, discount: 10 })]);
    expect(picked.reduced).toBeUndefined();
  });
});
