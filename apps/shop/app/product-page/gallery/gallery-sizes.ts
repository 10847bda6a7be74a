// The `sizes` of the product gallery's big pictures (product-gallery.tsx), from the product
// page's layout (product-view.tsx): the content is at most 80rem wide with 1rem padding
// (container-page); gallery and buy box share it in two columns with a 2rem gap from md; a
// sidebar takes 16rem plus a 2rem gap from lg; thumbnails beside the picture take 4rem plus a
// 0.75rem gap; the grid variant shows two pictures a row with a 0.75rem gap; the border 2px.

export interface GalleryFrame {
  /** The page has a sidebar (from lg). */
  sidebar: boolean;
  /** Thumbnails stand beside the picture rather than below it. */
  thumbnailsBeside: boolean;
  /** Pictures side by side (the four-picture grid: 2). */
  perRow: 1 | 2;
}

const CONTENT_AT_XL = "78rem";
const CONTENT = "100vw - 2rem";

export function gallerySizes({ sidebar, thumbnailsBeside, perRow }: GalleryFrame): string {
  const picture = (content: string, twoColumns: boolean, withSidebar: boolean) => {
    let width = withSidebar ? `${content} - 18rem` : content;
    if (twoColumns) width = `(${width} - 2rem) / 2`;
    if (thumbnailsBeside) width = `${width} - 4.75rem`;
    if (perRow === 2) width = `(${width} - 0.75rem) / 2`;
    return `calc(${width} - 2px)`;
  };
  return [
    `(min-width: 80rem) ${picture(CONTENT_AT_XL, true, sidebar)}`,
    ...(sidebar ? [`(min-width: 64rem) ${picture(CONTENT, true, true)}`] : []),
    `(min-width: 48rem) ${picture(CONTENT, true, false)}`,
    picture(CONTENT, false, false),
  ].join(", ");
}
