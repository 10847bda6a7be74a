// What /page/review loads (load-review-page.server.ts), and what its form post answers when it
// refuses a review (submit-review.server.ts): the page's sections render these.
import type { Localized } from "../../domain/catalogue/product.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { PublicReview } from "./public-review.ts";
import type { ReviewFieldErrors } from "./review-form.tsx";
import type { ReviewQuery } from "./review-query.ts";

/** A product the page links to: its name and its page. */
export interface LinkedProduct {
  name: Localized;
  path: string;
}

export interface ReviewPageData {
  signedIn: boolean;
  /** The name the form offers for a new review: the shopper's username. */
  defaultName: string;
  query: ReviewQuery;
  /** The newest reviews, each with its product while the catalogue still has it. */
  latest: (PublicReview & { product: LinkedProduct | undefined })[];
  hasMore: boolean;
  /** The product the form is for (?product=). */
  product: (LinkedProduct & { id: number }) | undefined;
  /** The shopper's own review of that product, which the form edits. */
  mine: { stars: string; name: string; title: string; body: string; pending: boolean } | undefined;
  /** The products of the shopper's orders. */
  bought: (LinkedProduct & { id: number })[];
  search: string;
  /** What the shopper's search (?q=) found; undefined when they did not search. */
  found: { id: number; name: Localized }[] | undefined;
  /** What became of the review just written (?written=). */
  written: "published" | "pending" | undefined;
}

/** A review refused: why, each field's problem, and what was typed. */
export interface ReviewRefusal {
  failed: MessageKey;
  errors: ReviewFieldErrors;
  values: { stars: string; name: string; title: string; body: string };
}
