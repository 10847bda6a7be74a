import { describe, expect, it } from "vitest";
import { sizesWidth } from "../../../test-support/sizes-width.ts";
import { gallerySizes, type GalleryFrame } from "./gallery-sizes.ts";

const frame = (overrides: Partial<GalleryFrame>): GalleryFrame => ({
  sidebar: false,
  thumbnailsBeside: false,
  perRow: 1,
  ...overrides,
});

// Widths worked out from product-view.tsx and product-gallery.tsx; 378 at 412 and 606 at 1350
// are what Lighthouse measured for the main picture (thumbnails below, no sidebar).
describe("the sizes of the product gallery's pictures", () => {
  it.each([
    ["thumbnails below", frame({}), [378, 366, 606, 606]],
    ["thumbnails beside", frame({ thumbnailsBeside: true }), [302, 290, 530, 530]],
    ["beside a sidebar", frame({ sidebar: true }), [378, 366, 462, 462]],
    ["two a row", frame({ perRow: 2 }), [182, 176, 296, 296]],
  ] as const)("%s", (_, shape, [phone, tablet, desktop, wide]) => {
    const sizes = gallerySizes(shape);
    expect(sizesWidth(sizes, 412)).toBeCloseTo(phone, 0);
    expect(sizesWidth(sizes, 800)).toBeCloseTo(tablet, 0);
    expect(sizesWidth(sizes, 1350)).toBeCloseTo(desktop, 0);
    expect(sizesWidth(sizes, 1600)).toBeCloseTo(wide, 0);
  });
});
