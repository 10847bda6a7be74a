import { Link, useLocation } from "react-router";
import type { FacetValue } from "../../domain/catalogue/listing.ts";
import { listingHref, type ListingQuery } from "../../domain/catalogue/listing-query.ts";
import { PRODUCT_TYPE_NAMES } from "../catalogue/product-type-names.ts";
import type { ProductType } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

const CHIP = "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm";

/** The category filter as chips: each one ticks or unticks its category. */
export function CategoryChips({
  query,
  types,
}: {
  query: ListingQuery;
  types: FacetValue<ProductType>[];
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  if (types.length < 2) return null;
  const toggle = (type: ProductType) =>
    listingHref(pathname, query, {
      page: 1,
      types: query.types.includes(type)
        ? query.types.filter((it) => it !== type)
        : [...query.types, type],
    });
  return (
    <nav aria-label={t("listing.categories.label")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={listingHref(pathname, query, { page: 1, types: [] })}
            aria-current={query.types.length === 0 ? "true" : undefined}
            preventScrollReset
            className={`${CHIP} ${query.types.length === 0 ? "border-ink bg-ink text-surface" : "border-line hover:bg-surface-muted"}`}
          >
            {t("listing.categories.all")}
          </Link>
        </li>
        {types.map((facet) => (
          <li key={facet.value}>
            <Link
              to={toggle(facet.value)}
              aria-current={facet.selected ? "true" : undefined}
              preventScrollReset
              className={`${CHIP} ${facet.selected ? "border-ink bg-ink text-surface" : "border-line hover:bg-surface-muted"}`}
            >
              {PRODUCT_TYPE_NAMES[facet.value][language]}
              <span aria-hidden="true">({facet.count})</span>
              <span className="sr-only">({t("listing.facet.count", { count: facet.count })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
