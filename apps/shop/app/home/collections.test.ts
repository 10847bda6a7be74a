import { describe, expect, it } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import { homeCollections } from "./collections.ts";

const image = (id: number) => ({
  imageId: id,
  src: `/images/${id}`,
  alt: { se: "Bild", en: "Picture" },
});

describe("homeCollections", () => {
  it("counts each collection's products and shows the best seller of its main type", () => {
    const all = [
      productFixture({ id: 1, type: "scooter", totalPurchases: 10, images: [image(1)] }),
      productFixture({ id: 2, type: "scooter_part", totalPurchases: 90, images: [image(2)] }),
      productFixture({ id: 3, type: "console", totalPurchases: 5, images: [image(3)] }),
      productFixture({ id: 4, type: "phone", totalPurchases: 500, images: [image(4)] }),
    ];
    expect(homeCollections(all)).toEqual([
      // The part sells more, but the banner shows a scooter.
      { key: "scooters", to: "/shop/shop_with_category/scooter", count: 2, image: image(1) },
      { key: "gaming", to: "/shop/shop_with_category/console", count: 1, image: image(3) },
    ]);
  });

  it("leaves out a collection with nothing to show", () => {
    const all = [
      productFixture({ id: 1, type: "console", images: [] }),
      productFixture({ id: 2, type: "scooter_part", images: [image(2)] }),
    ];
    expect(homeCollections(all)).toEqual([]);
  });
});
