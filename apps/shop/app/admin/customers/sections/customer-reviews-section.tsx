// A customer's reviews, each with its product, stars, title and status, and a link to it in the
// review moderation. A guest has none: reviews are written signed in.
import { Link } from "react-router";
import { usePageT } from "../../../i18n/use-page-t.ts";
import { moderationSearch } from "../../reviews/moderation-filters.ts";
import type { CustomerView } from "../customer-page-data.ts";
import { customersMessages } from "../customers-messages.ts";
import { CustomerSection } from "./customer-section.tsx";

export function CustomerReviewsSection({ kind, reviews }: Pick<CustomerView, "kind" | "reviews">) {
  const t = usePageT(customersMessages);
  return (
    <CustomerSection id="omdomen" title={t("reviewsTitle")}>
      {kind === "guest" ? (
        <p>{t("guestReviews")}</p>
      ) : reviews.length === 0 ? (
        <p>{t("noReviews")}</p>
      ) : (
        <ul className="list-disc ps-6">
          {reviews.map((review) => (
            <li key={review.id}>
              <span className="font-semibold">{review.product}</span>:{" "}
              {t("review.line", {
                stars: review.stars,
                title: review.title,
                status: t(`review.status.${review.status}`),
              })}{" "}
              <Link
                to={`/admin/reviews${moderationSearch({ productId: review.productId })}`}
                className="underline"
              >
                {t("review.open")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CustomerSection>
  );
}
