// The seven portfolio pages of the template are one gallery in seven layouts, named by the
// path's last part (routes.ts). Columns grow with the screen up to the layout's count: two
// from sm (40rem), three from md (48rem), four from lg (64rem); a grid's rows line up, masonry
// fills CSS columns top to bottom with pictures of different heights.

export type PortfolioColumns = 2 | 3 | 4;
export type PortfolioArrangement = "grid" | "masonry";

export interface PortfolioLayout {
  columns: PortfolioColumns;
  arrangement: PortfolioArrangement;
  /** Space between the pictures (1rem), or none: pictures edge to edge. */
  gaps: boolean;
}

export const PORTFOLIO_LAYOUTS = {
  portfolio_2_grid: { columns: 2, arrangement: "grid", gaps: true },
  portfolio_3_grid: { columns: 3, arrangement: "grid", gaps: true },
  portfolio_4_grid: { columns: 4, arrangement: "grid", gaps: true },
  portfolio_no_space: { columns: 4, arrangement: "grid", gaps: false },
  portfolio_2_masonary: { columns: 2, arrangement: "masonry", gaps: true },
  portfolio_3_masonary: { columns: 3, arrangement: "masonry", gaps: true },
  portfolio_4_masonary: { columns: 4, arrangement: "masonry", gaps: true },
} as const satisfies Record<string, PortfolioLayout>;

export type PortfolioPage = keyof typeof PORTFOLIO_LAYOUTS;

/** The layout of a portfolio page's path; undefined for any other path. */
export function portfolioLayout(pathname: string): PortfolioLayout | undefined {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return Object.hasOwn(PORTFOLIO_LAYOUTS, last)
    ? PORTFOLIO_LAYOUTS[last as PortfolioPage]
    : undefined;
}

/** From which width (rem) how many columns show, widest first; one column below them all. */
export const COLUMN_STEPS: Record<
  PortfolioColumns,
  readonly { from: 40 | 48 | 64; count: number }[]
> = {
  2: [{ from: 40, count: 2 }],
  3: [
    { from: 64, count: 3 },
    { from: 40, count: 2 },
  ],
  4: [
    { from: 64, count: 4 },
    { from: 48, count: 3 },
    { from: 40, count: 2 },
  ],
};

/**
 * The classes of the list, as COLUMN_STEPS says (written out in full, so Tailwind finds them).
 * Masonry's column gap is the grid's gap; its row gap is each item's bottom margin.
 */
export const LAYOUT_CLASSES: Record<PortfolioArrangement, Record<PortfolioColumns, string>> = {
  grid: {
    2: "grid grid-cols-1 sm:grid-cols-2",
    3: "grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
    4: "grid grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  },
  masonry: {
    2: "columns-1 sm:columns-2",
    3: "columns-1 sm:columns-2 lg:columns-3",
    4: "columns-1 sm:columns-2 md:columns-3 lg:columns-4",
  },
};

/** Content widths (container-page: at most 80rem with 1rem padding), from the widest down. */
const CONTENT_AT_XL = "78rem";
const CONTENT = "100vw - 2rem";

/** The `sizes` of a picture: the content shared by the columns, less the gaps between them. */
export function portfolioSizes({ columns, gaps }: Pick<PortfolioLayout, "columns" | "gaps">) {
  const steps = COLUMN_STEPS[columns];
  const width = (content: string, count: number) =>
    count === 1
      ? `calc(${content})`
      : `calc((${content}${gaps ? ` - ${count - 1}rem` : ""}) / ${count})`;
  return [
    `(min-width: 80rem) ${width(CONTENT_AT_XL, columns)}`,
    ...steps.map((step) => `(min-width: ${step.from}rem) ${width(CONTENT, step.count)}`),
    width(CONTENT, 1),
  ].join(", ");
}
