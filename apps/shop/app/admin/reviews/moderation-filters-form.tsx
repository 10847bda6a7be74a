// The moderation queue's filters: a GET form (status, stars, product), so the address says what
// is shown and the form works without JavaScript.
import { Form } from "react-router";
import { AdminField } from "../components/admin-field.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ModerationFilters } from "./moderation-filters.ts";
import { REVIEW_STATUSES } from "../../../domain/reviews/review-decisions.ts";
import { reviewModerationMessages } from "./review-moderation-messages.ts";

export interface ProductChoice {
  id: number;
  name: string;
  reviews: number;
}

export function ModerationFiltersForm({
  filters,
  products,
}: {
  filters: ModerationFilters;
  products: readonly ProductChoice[];
}) {
  const t = usePageT(reviewModerationMessages);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("filters")}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      <div className="w-48">
        <AdminField
          id="filter-status"
          name="status"
          label={t("filter.status")}
          defaultValue={filters.status ?? ""}
          options={[
            ["", t("filter.all")],
            ...REVIEW_STATUSES.map((status) => [status, t(`status.${status}`)] as const),
          ]}
        />
      </div>
      <div className="w-40">
        <AdminField
          id="filter-stars"
          name="betyg"
          label={t("filter.stars")}
          defaultValue={filters.stars === undefined ? "" : String(filters.stars)}
          options={[
            ["", t("filter.all")],
            ...[5, 4, 3, 2, 1].map(
              (stars) =>
                [String(stars), stars === 1 ? t("stars.one") : t("stars.many", { stars })] as const,
            ),
          ]}
        />
      </div>
      <div className="w-72">
        <AdminField
          id="filter-product"
          name="produkt"
          label={t("filter.product")}
          defaultValue={filters.productId === undefined ? "" : String(filters.productId)}
          options={[
            ["", t("filter.allProducts")],
            ...products.map(
              (product) =>
                [
                  String(product.id),
                  t("filter.productOption", { name: product.name, count: product.reviews }),
                ] as const,
            ),
          ]}
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t("filter.apply")}
      </button>
    </Form>
  );
}
