// Where a shopper writes or edits a review on /page/review: what became of the one just written,
// a refusal that has no product's form to stand beside, then the form for the chosen product, a
// way to choose one, or (signed out) a link to sign in and come back.
import { Link } from "react-router";
import { LOGIN_PATH } from "../account/account-paths.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { ProductChooser } from "./product-chooser.tsx";
import { ReviewForm } from "./review-form.tsx";
import type { ReviewPageData, ReviewRefusal } from "./review-page-data.ts";
import { REVIEW_PAGE_PATH } from "./review-page-path.ts";

export function WriteReviewSection({
  signedIn,
  defaultName,
  product,
  mine,
  written,
  bought,
  search,
  found,
  refused,
}: Pick<
  ReviewPageData,
  "signedIn" | "defaultName" | "product" | "mine" | "written" | "bought" | "search" | "found"
> & {
  /** The page's last post, when it refused a review. */
  refused: ReviewRefusal | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="skriv" className="space-y-4">
      <h2 id="skriv" className="text-xl font-bold">
        {t("reviews.page.writeTitle")}
        {product && (
          <>
            {" "}
            <Link to={product.path} className="underline">
              {t("reviews.page.about", { product: product.name[language] })}
            </Link>
          </>
        )}
      </h2>
      {written && (
        <p role="status" className="rounded-card border border-success p-4 font-semibold">
          {t(written === "published" ? "reviews.written.published" : "reviews.written.pending")}
        </p>
      )}
      {refused && !product && (
        <div
          role="alert"
          className="rounded-card border border-danger p-4 font-semibold text-danger"
        >
          {t(refused.failed)}
        </div>
      )}
      {!signedIn ? (
        <p>
          {t("reviews.page.signIn")}{" "}
          <Link
            to={`${LOGIN_PATH}?${new URLSearchParams({ redirect_to: product ? `${REVIEW_PAGE_PATH}?product=${product.id}` : REVIEW_PAGE_PATH }).toString()}`}
            className="font-bold underline"
          >
            {t("reviews.page.signInLink")}
          </Link>
        </p>
      ) : product ? (
        <>
          {mine?.pending && !written && <p>{t("reviews.page.pendingNote")}</p>}
          <ReviewForm
            key={product.id}
            productId={product.id}
            editing={mine !== undefined}
            values={refused?.values ?? mine ?? { name: defaultName }}
            errors={refused?.errors ?? {}}
            failed={refused?.failed}
          />
        </>
      ) : (
        <ProductChooser bought={bought} search={search} found={found} />
      )}
    </section>
  );
}
