import { describe, expect, it } from "vitest";
import {
  IMAGE_WIDTHS,
  imagePlans,
  imageUrl,
  productImages,
  SPIN_FRAMES,
  spinFrameSrc,
} from "./product-images.ts";

const iphone = {
  id: 42,
  type: "phone" as const,
  colors: ["black", "blue", "pink"],
  name: { se: "iPhone 15", en: "iPhone 15" },
};

describe("productImages", () => {
  it("draws the first colour from three sides and each further colour from the front", () => {
    expect(productImages(iphone)).toEqual({
      images: [
        {
          imageId: 1,
          src: "/images/products/42/1",
          alt: { se: "iPhone 15, svart, framsida", en: "iPhone 15, black, front" },
        },
        {
          imageId: 2,
          src: "/images/products/42/2",
          alt: { se: "iPhone 15, svart, baksida", en: "iPhone 15, black, back" },
        },
        {
          imageId: 3,
          src: "/images/products/42/3",
          alt: { se: "iPhone 15, svart, sida", en: "iPhone 15, black, side" },
        },
        {
          imageId: 4,
          src: "/images/products/42/4",
          alt: { se: "iPhone 15, blå, framsida", en: "iPhone 15, blue, front" },
        },
        {
          imageId: 5,
          src: "/images/products/42/5",
          alt: { se: "iPhone 15, rosa, framsida", en: "iPhone 15, pink, front" },
        },
      ],
      colorvariants: [
        { color: "black", imageId: 1 },
        { color: "blue", imageId: 4 },
        { color: "pink", imageId: 5 },
      ],
    });
  });

  it("is deterministic", () => {
    expect(productImages(iphone)).toEqual(productImages({ ...iphone, colors: [...iphone.colors] }));
  });

  it("gives a product without colours three neutral images and no variants", () => {
    const bouquet = {
      id: 7,
      type: "flower" as const,
      colors: [],
      name: { se: "Bukett", en: "Bouquet" },
    };
    const { images, colorvariants } = productImages(bouquet);
    expect(images.map((image) => image.alt.se)).toEqual([
      "Bukett, framsida",
      "Bukett, baksida",
      "Bukett, sida",
    ]);
    expect(colorvariants).toEqual([]);
    expect(imagePlans([]).map((plan) => plan.color)).toEqual(["silver", "silver", "silver"]);
  });

  it("names a colour it does not know by its key", () => {
    const { images } = productImages({ ...iphone, colors: ["titanium"] });
    expect(images[0]!.alt.en).toBe("iPhone 15, titanium, front");
  });
});

describe("image URLs", () => {
  it.each([
    ["/images/products/42/1", 160, "avif", "/images/products/42/1-160.avif"],
    ["/images/products/42/4", 960, "webp", "/images/products/42/4-960.webp"],
    [spinFrameSrc(42, 3), 320, "webp", "/images/products/42/spin-3-320.webp"],
  ] as const)("%s at %i as %s is %s", (src, width, format, url) => {
    expect(imageUrl(src, width, format)).toBe(url);
  });

  it("offers four widths and a full turn of spin frames", () => {
    expect(IMAGE_WIDTHS).toEqual([160, 320, 640, 960]);
    expect(360 % SPIN_FRAMES).toBe(0);
  });
});
