// One shopper's review as the shop shows it: stars, title, who and when, "verified purchase",
// the text as written (React writes it as text, so markup in it stays visible, never runs).
import { useId } from "react";
import { formatArticleDate } from "../blog/blog-article.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import type { PublicReview } from "./public-review.ts";

export function ReviewStars({ stars }: { stars: number }) {
  const t = useT();
  return (
    <span>
      <span aria-hidden="true" className="text-amber-500">
        {"★".repeat(stars)}
        <span className="text-line">{"★".repeat(5 - stars)}</span>
      </span>
      <span className="sr-only">{t("reviews.starsOutOf", { stars })}</span>
    </span>
  );
}

export function ReviewCard({ review }: { review: PublicReview }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-1 border-b border-line py-4">
      <ReviewStars stars={review.stars} />
      <h3 id={titleId} className="font-bold">
        {review.title}
      </h3>
      <p className="text-sm text-ink-muted">
        {t("reviews.byline", {
          name: review.name,
          date: formatArticleDate(review.createdAt.slice(0, 10), language),
        })}
        {review.verified && (
          <span className="ms-2 rounded-control bg-surface-muted px-2 py-0.5 text-xs font-bold text-ink">
            {t("reviews.verified")}
          </span>
        )}
      </p>
      <p className="whitespace-pre-line">{review.body}</p>
      {review.helpful > 0 && (
        <p className="text-sm text-ink-muted">{t("reviews.helpful", { count: review.helpful })}</p>
      )}
    </article>
  );
}
