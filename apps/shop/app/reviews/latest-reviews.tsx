// The newest reviews across the shop on /page/review: filtered by stars, each under a link to
// its product, and a link to more (the same address, one page more).
import { Form, Link } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { ReviewCard } from "./review-card.tsx";
import type { ReviewPageData } from "./review-page-data.ts";
import { reviewQuerySearch } from "./review-query.ts";
import { StarsFilter } from "./stars.tsx";

export function LatestReviews({
  query,
  latest,
  hasMore,
  product,
}: Pick<ReviewPageData, "query" | "latest" | "hasMore" | "product">) {
  const t = useT();
  const language = useLanguage();
  const more = reviewQuerySearch(
    new URLSearchParams({ ...(product && { product: String(product.id) }) }),
    {
      ...query,
      page: query.page + 1,
    },
  );
  return (
    <section aria-labelledby="senaste" className="space-y-3">
      <h2 id="senaste" className="text-xl font-bold">
        {t("reviews.page.latest")}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <StarsFilter value={query.stars} />
        <button type="submit" className={buttonClass("secondary")}>
          {t("reviews.apply")}
        </button>
      </Form>
      {latest.length === 0 ? (
        <p>{t(query.stars === undefined ? "reviews.none" : "reviews.noneWithStars")}</p>
      ) : (
        <div>
          {latest.map((review) => (
            <div key={review.id}>
              {review.product && (
                <p className="pt-4 text-sm">
                  <Link to={review.product.path} className="font-bold underline">
                    {review.product.name[language]}
                  </Link>
                </p>
              )}
              <ReviewCard review={review} />
            </div>
          ))}
        </div>
      )}
      {hasMore && (
        <Link to={more} preventScrollReset className="inline-block font-bold underline">
          {t("reviews.more")}
        </Link>
      )}
    </section>
  );
}
