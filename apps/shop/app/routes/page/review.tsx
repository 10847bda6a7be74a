// /page/review: the shop's reviews. The newest reviews across the shop (filtered by stars, more
// by a link), and the place a signed-in shopper writes or edits a review: of a product chosen
// from their orders, found by a search, or linked from its product page (?product=<id>).
// Writing is a POST checked by the same schema as the form, one review per shopper and
// product, ten writes an hour per shopper; then post/redirect/get with what became of it
// (app/reviews/submit-review.server.ts).
import { keepRetryAfter } from "../../abuse/too-many.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { LatestReviews } from "../../reviews/latest-reviews.tsx";
import { loadReviewPage } from "../../reviews/load-review-page.server.ts";
import { submitReview } from "../../reviews/submit-review.server.ts";
import { WriteReviewSection } from "../../reviews/write-review-section.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.review.title"),
    description: t("page.review.description"),
  }));

export const loader = ({ request, context }: Route.LoaderArgs) => loadReviewPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => submitReview(request, context);

/** A vote past its address's hourly budget answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // A vote's answer goes to its fetcher; this page's own action data is a refused review.
  const refused = actionData && "failed" in actionData ? actionData : undefined;
  return (
    <>
      <PageHeader title={t("page.review.title")} />
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[1fr_24rem]">
        <LatestReviews {...loaderData} />
        <WriteReviewSection {...loaderData} refused={refused} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
