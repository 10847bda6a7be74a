/** /page/review: the shop's newest reviews, and where a signed-in shopper writes their own. */
export const REVIEW_PAGE_PATH = "/page/review";
