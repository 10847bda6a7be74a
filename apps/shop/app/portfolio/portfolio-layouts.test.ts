import { describe, expect, it } from "vitest";
import { sizesWidth } from "../../test-support/sizes-width.ts";
import { specRoutes } from "../../test-support/spec-routes.ts";
import { demoTitles } from "../demo-pages/demo-titles.ts";
import {
  COLUMN_STEPS,
  LAYOUT_CLASSES,
  PORTFOLIO_LAYOUTS,
  portfolioLayout,
  portfolioSizes,
  type PortfolioColumns,
} from "./portfolio-layouts.ts";

const portfolioPaths = specRoutes
  .map((route) => route.path)
  .filter((path) => path.startsWith("/voxo_plus/portfolio_page/"));

describe("the portfolio pages' layouts", () => {
  it.each([
    ["/voxo_plus/portfolio_page/portfolio_2_grid", { columns: 2, arrangement: "grid", gaps: true }],
    ["/voxo_plus/portfolio_page/portfolio_4_grid", { columns: 4, arrangement: "grid", gaps: true }],
    [
      "/voxo_plus/portfolio_page/portfolio_no_space",
      { columns: 4, arrangement: "grid", gaps: false },
    ],
    [
      "/voxo_plus/portfolio_page/portfolio_3_masonary/",
      { columns: 3, arrangement: "masonry", gaps: true },
    ],
    ["/voxo_plus/portfolio_page/portfolio_5_grid", undefined],
    ["/voxo_plus/portfolio_page/toString", undefined],
    ["/", undefined],
  ] as const)("%s is %o", (path, layout) => {
    expect(portfolioLayout(path)).toEqual(layout);
  });

  it("are one for each of the seven pages, each with a title", () => {
    expect(portfolioPaths).toHaveLength(7);
    for (const path of portfolioPaths) expect(portfolioLayout(path), path).toBeDefined();
    const titled = Object.keys(demoTitles).filter((key) => key.startsWith("portfolio_"));
    expect(Object.keys(PORTFOLIO_LAYOUTS).sort()).toEqual(titled.sort());
  });

  it.each([2, 3, 4] as const)(
    "write out the classes of the column steps for %i columns",
    (columns) => {
      const prefix = { 40: "sm", 48: "md", 64: "lg" } as const;
      const steps = COLUMN_STEPS[columns].map((step) => `${prefix[step.from]}:%-${step.count}`);
      expect(Math.max(...COLUMN_STEPS[columns].map((step) => step.count))).toBe(columns);
      for (const [arrangement, utility] of [
        ["grid", "grid-cols"],
        ["masonry", "columns"],
      ] as const) {
        const classes = LAYOUT_CLASSES[arrangement][columns].split(" ");
        const responsive = classes.filter((it) => it.includes(":"));
        expect(responsive.sort(), arrangement).toEqual(
          steps.map((step) => step.replace("%", utility)).sort(),
        );
        expect(classes).toContain(`${utility}-1`);
      }
    },
  );
});

// Widths worked out by hand: 1248 px of content at 80rem and wider, the viewport less 32 px
// below it, 16 px gaps between columns (none without gaps).
describe("the sizes of the portfolio's pictures", () => {
  it.each([
    [2, true, [380, 376, 616, 616]],
    [3, true, [380, 376, 405.33, 405.33]],
    [4, true, [380, 245.33, 300, 300]],
    [4, false, [380, 256, 312, 312]],
  ] as const)("%i columns, gaps %s", (columns: PortfolioColumns, gaps, expected) => {
    const sizes = portfolioSizes({ columns, gaps });
    const widths = [412, 800, 1280, 1600].map((viewport) => sizesWidth(sizes, viewport));
    // To the hundredth of a pixel, as worked out above.
    expect(widths.map((width) => Math.round(width * 100) / 100)).toEqual(expected);
  });
});
