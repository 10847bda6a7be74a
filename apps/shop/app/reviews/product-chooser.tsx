// On /page/review without a product chosen: the products of the shopper's orders and a search
// for any other, each a link to the form for that product.
import { Form, Link } from "react-router";
import type { Localized } from "../../domain/catalogue/product.ts";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import type { ReviewPageData } from "./review-page-data.ts";
import { REVIEW_PAGE_PATH } from "./review-page-path.ts";

/** Links to the form for each product, "Skriv om <product>". */
function ProductsToReview({ products }: { products: readonly { id: number; name: Localized }[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="space-y-1">
      {products.map((it) => (
        <li key={it.id}>
          <Link to={`${REVIEW_PAGE_PATH}?product=${it.id}#skriv`} className="underline">
            {t("reviews.page.choose", { product: it.name[language] })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ProductChooser({
  bought,
  search,
  found,
}: Pick<ReviewPageData, "bought" | "search" | "found">) {
  const t = useT();
  return (
    <div className="space-y-4">
      {bought.length > 0 && (
        <section aria-labelledby="bought" className="space-y-2">
          <h3 id="bought" className="font-bold">
            {t("reviews.page.fromOrders")}
          </h3>
          <ProductsToReview products={bought} />
        </section>
      )}
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <p className="flex flex-col gap-1">
          <label htmlFor="review-search">{t("reviews.page.search")}</label>
          <input
            id="review-search"
            name="q"
            type="search"
            defaultValue={search}
            className="rounded-control border border-line bg-surface px-3 py-2"
          />
        </p>
        <button type="submit" className={buttonClass("secondary")}>
          {t("reviews.page.searchButton")}
        </button>
      </Form>
      {found &&
        (found.length === 0 ? (
          <p>{t("reviews.page.noMatch")}</p>
        ) : (
          <ProductsToReview products={found} />
        ))}
    </div>
  );
}
