import { describe, expect, it } from "vitest";
import { sizesWidth } from "../../test-support/sizes-width.ts";
import { cardGridSizes } from "./card-grid-sizes.ts";

// Widths worked out from the layout (container-page, the grid's columns and gaps, the card's
// 12px padding and 1px border); 274 at 1350 is what Lighthouse's desktop run measured.
describe("the sizes of a card's picture in a grid", () => {
  it.each([
    // viewport, no sidebar (home), with the filter sidebar (listing)
    [360, 130, 130],
    [412, 156, 156],
    [800, 219, 219],
    [1100, 319.3, 223.3],
    [1350, 274, 202],
    [1600, 210.8, 202],
  ])("at %i px: %d px without a sidebar, %d px beside one", (viewport, wide, sidebar) => {
    expect(sizesWidth(cardGridSizes({ sidebar: false }), viewport)).toBeCloseTo(wide, 0);
    expect(sizesWidth(cardGridSizes({ sidebar: true }), viewport)).toBeCloseTo(sidebar, 0);
  });
});
