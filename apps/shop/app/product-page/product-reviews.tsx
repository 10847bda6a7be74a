// A product's reviews on its page: the summary (average, count, how the stars fall), the
// reviews themselves in the order and with the stars the shopper picked, ten more at a time.
// Picking is a form sent with GET and "more" is a link, so both work before the page's script
// has loaded and the address says what is shown.
import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import type { Product } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { buttonClass } from "../components/button-styles.ts";
import { ReviewCard } from "../reviews/review-card.tsx";
import { STAR_CHOICES, StarsFilter, starsLabel } from "../reviews/stars.tsx";
import { REVIEW_SORTS } from "../../domain/reviews/review-sorts.ts";
import type { PublicReview, ReviewSummary } from "../reviews/public-review.ts";
import { reviewQuerySearch, type ReviewQuery } from "../reviews/review-query.ts";
import { ReviewSummary as ReviewHeadline } from "./review-summary.tsx";

export interface ProductReviewsData {
  summary: ReviewSummary;
  reviews: PublicReview[];
  query: ReviewQuery;
  /** How many reviews the picked stars have in all. */
  matching: number;
}

function StarsDistribution({ summary }: { summary: ReviewSummary }) {
  const t = useT();
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-1 text-sm">
      <figcaption id={titleId} className="sr-only">
        {t("reviews.distribution")}
      </figcaption>
      <ul className="flex flex-col gap-1">
        {STAR_CHOICES.map((stars) => {
          const count = summary.byStars[stars - 1] ?? 0;
          const label = starsLabel(t, stars);
          return (
            <li key={stars} className="flex items-center gap-2">
              <span aria-hidden="true" className="w-20 shrink-0">
                {label}
              </span>
              {/* Read as one sentence (below); drawn as label, bar and count. */}
              <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-surface-muted">
                <span
                  className="block h-2 rounded-full bg-amber-500"
                  style={{ width: `${summary.count ? (count / summary.count) * 100 : 0}%` }}
                />
              </span>
              <span aria-hidden="true" className="w-8 text-end">
                {count}
              </span>
              <span className="sr-only">
                {t("reviews.distributionRow", { stars: label, count })}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

function ReviewPicker({ query }: { query: ReviewQuery }) {
  const t = useT();
  const sortId = useId();
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3" replace>
      <p className="flex flex-col gap-1 text-sm">
        <label htmlFor={sortId}>{t("reviews.sortLabel")}</label>
        <select
          id={sortId}
          name="reviews"
          defaultValue={query.sort}
          className="rounded-control border border-line bg-surface px-2 py-1"
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`reviews.sort.${sort}`)}
            </option>
          ))}
        </select>
      </p>
      <StarsFilter value={query.stars} />
      <button type="submit" className={buttonClass("secondary")}>
        {t("reviews.apply")}
      </button>
    </Form>
  );
}

export function ProductReviews({
  product,
  data,
}: {
  product: Pick<Product, "id" | "ratingStars" | "totalReviews" | "totalPurchases">;
  data: ProductReviewsData;
}) {
  const t = useT();
  const location = useLocation();
  const { summary, reviews, query, matching } = data;
  const more = reviewQuerySearch(new URLSearchParams(location.search), {
    ...query,
    page: query.page + 1,
  });
  return (
    <ReviewHeadline product={product}>
      <Link
        to={`/page/review?product=${product.id}#skriv`}
        className="self-start font-bold underline"
      >
        {t("reviews.writeLink")}
      </Link>
      {summary.count > 0 && <StarsDistribution summary={summary} />}
      {summary.count > 0 && <ReviewPicker query={query} />}
      {summary.count === 0 ? (
        <p>{t("reviews.none")}</p>
      ) : reviews.length === 0 ? (
        <p>{t("reviews.noneWithStars")}</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t("reviews.shown", { shown: reviews.length, total: matching })}
          </p>
          <div>
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
        </>
      )}
      {reviews.length < matching && (
        <Link to={more} preventScrollReset replace className="self-start font-bold underline">
          {t("reviews.more")}
        </Link>
      )}
    </ReviewHeadline>
  );
}
