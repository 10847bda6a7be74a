// The filters as one GET form: it works without JavaScript (the submit button), and with
// JavaScript applies each change at once (use-apply-filters.ts). `columns` lays the groups
// out side by side, for filters above the results.
import { Link, useLocation } from "react-router";
import { COLOURS } from "../../domain/catalogue/colours.ts";
import type { Facets } from "../../domain/catalogue/listing.ts";
import {
  EMPTY_QUERY,
  listingHref,
  type ListingQuery,
} from "../../domain/catalogue/listing-query.ts";
import { PRODUCT_TYPE_NAMES } from "../catalogue/product-type-names.ts";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { FacetOptions, ToggleOption } from "./facet-options.tsx";
import { ModelSelect } from "./model-select.tsx";
import { PriceRange } from "./price-range.tsx";
import type { PriceScale } from "./price-scale.ts";
import { useApplyFilters } from "./use-apply-filters.ts";

export const FILTER_FORM_ID = "listing-filters";

export function FilterForm({
  query,
  facets,
  scale,
  tags,
  columns = false,
}: {
  query: ListingQuery;
  facets: Facets;
  scale: PriceScale;
  tags: boolean;
  columns?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const known = {
    brands: facets.brands.map((facet) => facet.value),
    tags: facets.tags.map((facet) => facet.value),
    models: facets.models.map((facet) => facet.value),
  };
  const { apply, applySoon } = useApplyFilters(known, scale);

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      aria-label={t("listing.filters.title")}
      className={columns ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4" : "flex flex-col gap-6"}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        const { target } = event;
        const settle =
          target instanceof HTMLInputElement &&
          (target.type === "range" || target.type === "number");
        applySoon(event.currentTarget, settle);
      }}
    >
      {query.view && <input type="hidden" name="view" value={query.view} />}
      <FacetOptions
        legend={t("listing.facet.types")}
        name="type"
        options={facets.types.map((facet) => ({
          ...facet,
          label: PRODUCT_TYPE_NAMES[facet.value][language],
        }))}
      />
      <FacetOptions
        legend={t("listing.facet.brands")}
        name="brand"
        options={facets.brands.map((facet) => ({ ...facet, label: facet.name }))}
      />
      <FacetOptions
        legend={t("listing.facet.colours")}
        name="colour"
        options={facets.colours.map((facet) => ({
          ...facet,
          label: (
            <>
              <span
                aria-hidden="true"
                className="size-4 shrink-0 rounded-full border border-line"
                style={{ backgroundColor: COLOURS[facet.value].hex }}
              />
              {COLOURS[facet.value].name[language]}
            </>
          ),
        }))}
      />
      {tags && (
        <FacetOptions
          legend={t("listing.facet.tags")}
          name="tag"
          options={facets.tags.map((facet) => ({ ...facet, label: facet.value }))}
        />
      )}
      <ModelSelect models={facets.models} selected={query.fits} />
      <PriceRange scale={scale} minPrice={query.minPrice} maxPrice={query.maxPrice} />
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{t("listing.facet.only")}</legend>
        <div className="space-y-1">
          <ToggleOption name="reduced" label={t("listing.facet.reduced")} checked={query.reduced} />
          <ToggleOption name="inStock" label={t("listing.facet.inStock")} checked={query.inStock} />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary")}>
          {t("listing.filters.apply")}
        </button>
        <Link
          to={listingHref(pathname, { ...EMPTY_QUERY, sort: query.sort, view: query.view })}
          className="text-sm underline"
          preventScrollReset
        >
          {t("listing.filters.clear")}
        </Link>
      </div>
    </form>
  );
}
