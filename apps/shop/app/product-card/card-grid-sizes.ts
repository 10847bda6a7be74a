// The `sizes` of a product card's picture in a grid of cards (listing-page/product-results.tsx):
// the width it is shown at, so the browser fetches the smallest file that is sharp. The page's
// content is at most 80rem wide with 1rem padding (app.css, container-page); the grid has
// 2 columns, 3 from md, 4 from xl (5 from 2xl with no sidebar) and 1rem gaps; a filter sidebar
// takes 16rem plus a 2rem gap from lg; the card's padding and border take 26px.

/** Content widths, as CSS lengths, from the widest breakpoint down. */
const CONTENT_AT_XL = "78rem";
const CONTENT = "100vw - 2rem";
const SIDEBAR = "18rem";
const CARD_FRAME = "26px";

const picture = (content: string, columns: number) =>
  `calc((${content} - ${columns - 1}rem) / ${columns} - ${CARD_FRAME})`;

export function cardGridSizes({ sidebar }: { sidebar: boolean }): string {
  const sizes = sidebar
    ? [
        `(min-width: 80rem) ${picture(`${CONTENT_AT_XL} - ${SIDEBAR}`, 4)}`,
        `(min-width: 64rem) ${picture(`${CONTENT} - ${SIDEBAR}`, 3)}`,
      ]
    : [
        `(min-width: 96rem) ${picture(CONTENT_AT_XL, 5)}`,
        `(min-width: 80rem) ${picture(CONTENT_AT_XL, 4)}`,
      ];
  sizes.push(`(min-width: 48rem) ${picture(CONTENT, 3)}`, picture(CONTENT, 2));
  return sizes.join(", ");
}
