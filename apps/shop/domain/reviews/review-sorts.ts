// The ways a product's reviews can be ordered; a module of its own so that pages listing
// reviews do not load the form's schema (and its library) with it.
export const REVIEW_SORTS = ["newest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
