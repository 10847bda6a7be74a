// Which of a product's reviews a page shows, from its address: `reviews` (the order), `stars`
// (only that many stars) and `reviewPage` (how many pages: the product page opens with a few,
// each page more adds ten, so its HTML stays small however many reviews a product has; decision
// record 0051). Anything else in those
// parameters is the default, never an error: the page is the product's page first.
import { REVIEW_SORTS, type ReviewSort } from "../../domain/reviews/review-sorts.ts";

export const REVIEWS_PER_PAGE = 10;
/** The reviews a product page opens with: as many as its JSON-LD names. */
export const FIRST_REVIEWS = 5;

/** How many of a product's reviews its page lists on `page`. */
export const productReviewsShown = (page: number): number =>
  FIRST_REVIEWS + (page - 1) * REVIEWS_PER_PAGE;
/** A page can show at most this many pages of reviews at once. */
const MAX_PAGES = 20;

export interface ReviewQuery {
  sort: ReviewSort;
  stars: number | undefined;
  page: number;
}

export function readReviewQuery(params: URLSearchParams): ReviewQuery {
  const sort = params.get("reviews");
  const stars = Number(params.get("stars"));
  const page = Number(params.get("reviewPage"));
  return {
    sort: REVIEW_SORTS.find((known) => known === sort) ?? "newest",
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGES) : 1,
  };
}

/** The address's query with the review parameters set to `query`, the defaults left out. */
export function reviewQuerySearch(current: URLSearchParams, query: ReviewQuery): string {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) =>
    value === undefined ? next.delete(name) : next.set(name, value);
  set("reviews", query.sort === "newest" ? undefined : query.sort);
  set("stars", query.stars === undefined ? undefined : String(query.stars));
  set("reviewPage", query.page === 1 ? undefined : String(query.page));
  const search = next.toString();
  return search ? `?${search}` : "";
}
