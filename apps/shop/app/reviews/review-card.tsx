// One shopper's review as the shop shows it: stars, title, who and when, "verified purchase",
// the text as written (React writes it as text, so markup in it stays visible, never runs),
// and under it the shop's reply, labelled as the shop's.
import { useId, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { formatArticleDate } from "../../domain/blog/blog-article.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import type { PublicReview } from "./public-review.ts";
import { reviewCardMessages } from "./review-card-messages.ts";

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

/** The form field that tells /page/review's action a post is a vote. */
export const HELPFUL_INTENT = "helpful";

type VoteOutcome = "counted" | "already-counted" | "no-review" | "limited";

/**
 * "Helpful": with the page's script, sent in the background and answered in place; without
 * it, a plain form that comes back to this page.
 */
function HelpfulButton({ review }: { review: PublicReview }) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<{ vote: VoteOutcome }>();
  const outcome = fetcher.data?.vote;
  // The count when the vote was sent: the page's data may or may not have been reloaded since
  // (a shared page's copy can be up to a minute old), so the vote shows once, never twice.
  const [countWhenVoted, setCountWhenVoted] = useState(review.helpful);
  const count =
    outcome === "counted" ? Math.max(review.helpful, countWhenVoted + 1) : review.helpful;
  return (
    <fetcher.Form
      method="post"
      action="/page/review"
      className="flex flex-wrap items-center gap-2 text-sm text-ink-muted"
      onSubmit={(event) => {
        event.preventDefault();
        setCountWhenVoted(review.helpful);
        const form = new FormData(event.currentTarget);
        form.set("js", "1");
        void fetcher.submit(form, { method: "post", action: "/page/review" });
      }}
    >
      <input type="hidden" name="intent" value={HELPFUL_INTENT} />
      <input type="hidden" name="review" value={review.id} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {count > 0 && <span>{t("reviews.helpful", { count })}</span>}
      {outcome === undefined ? (
        <button
          type="submit"
          className="rounded-control border border-line px-2 py-0.5 hover:bg-surface-muted"
          disabled={fetcher.state !== "idle"}
        >
          {t("reviews.helpfulButton")}
        </button>
      ) : (
        <span role="status">
          {t(
            outcome === "counted" || outcome === "already-counted"
              ? "reviews.helpfulThanks"
              : "reviews.helpfulFailed",
          )}
        </span>
      )}
    </fetcher.Form>
  );
}

/** The shop's answer under a review: its own label, the text as written (as text, never markup). */
function ShopReply({ reply }: { reply: NonNullable<PublicReview["reply"]> }) {
  const language = useLanguage();
  return (
    <div className="ms-4 mt-2 border-s-4 border-line bg-surface-muted px-3 py-2">
      <p className="text-sm font-bold">
        {reviewCardMessages[language].shopReply}
        <span className="ms-2 font-normal">
          {formatArticleDate(reply.at.slice(0, 10), language)}
        </span>
      </p>
      <p className="whitespace-pre-line">{reply.text}</p>
    </div>
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
          name: review.name || reviewCardMessages[language].anonymous,
          date: formatArticleDate(review.createdAt.slice(0, 10), language),
        })}
        {review.verified && (
          <span className="ms-2 rounded-control bg-surface-muted px-2 py-0.5 text-xs font-bold text-ink">
            {t("reviews.verified")}
          </span>
        )}
      </p>
      <p className="whitespace-pre-line">{review.body}</p>
      {review.reply && <ShopReply reply={review.reply} />}
      <HelpfulButton review={review} />
    </article>
  );
}
