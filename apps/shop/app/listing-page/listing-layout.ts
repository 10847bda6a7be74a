// How a listing is laid out: where its filters sit, whether it shows categories as tiles or
// chips, and whether it pages or scrolls on. The ten shop listings of spec §2 are one
// listing with these variants (listing-page/shop-layouts.ts); category pages use one too.
import type { ListingView } from "../../domain/catalogue/listing-query.ts";

/** start/end: a sidebar; top: above the results; toggle: behind a button; drawer: off-canvas. */
export type FilterPlacement = "start" | "end" | "top" | "toggle" | "drawer";

export interface ListingLayout {
  filters: FilterPlacement;
  /** The view when the URL names none. */
  view: ListingView;
  /** tiles: links to each category's own listing; chips: the category filter as buttons. */
  categories?: "tiles" | "chips";
  /** Load the next page on scroll instead of page links. */
  infinite?: boolean;
  /** Offer the tag filter (the filter-tags category page). */
  tags?: boolean;
}

export const PER_PAGE = 24;
