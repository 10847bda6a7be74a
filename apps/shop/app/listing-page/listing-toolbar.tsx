// Above the results: the count, the sort order and the grid/list switch. The sort select
// belongs to the filter form through its form attribute, so it is sent with the filters
// without JavaScript, and applies at once with it.
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { ListingData } from "./listing-data.ts";
import {
  listingHref,
  SORT_KEYS,
  VIEWS,
  type ListingQuery,
  type ListingView,
} from "../../domain/catalogue/listing-query.ts";
import { useT } from "../i18n/use-t.ts";
import { FILTER_FORM_ID } from "./filter-form.tsx";
import { ResultsStatus } from "./results-status.tsx";
import { useSyncedState } from "./use-synced-state.ts";

export function ListingToolbar({
  listing,
  query,
  view,
  infinite,
  filterButton,
}: {
  listing: ListingData["listing"];
  query: ListingQuery;
  view: ListingView;
  infinite: boolean;
  filterButton?: ReactNode;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const [sort, setSort] = useSyncedState(query.sort);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
      <ResultsStatus listing={listing} infinite={infinite} />
      <div className="flex flex-wrap items-center gap-3">
        {filterButton}
        <label className="flex items-center gap-2 text-sm">
          {t("listing.sort.label")}
          <select
            name="sort"
            form={FILTER_FORM_ID}
            value={sort}
            onChange={(event) => {
              setSort(event.currentTarget.value as ListingQuery["sort"]);
              event.currentTarget.form?.requestSubmit();
            }}
            className="rounded-control border border-line bg-surface px-2 py-1.5 text-ink"
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`listing.sort.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <nav
          aria-label={t("listing.view.label")}
          className="flex overflow-hidden rounded-control border border-line text-sm"
        >
          {VIEWS.map((option) => (
            <Link
              key={option}
              to={listingHref(pathname, query, { view: option })}
              aria-current={option === view ? "true" : undefined}
              preventScrollReset
              className={`px-3 py-1.5 ${option === view ? "bg-ink text-surface" : "hover:bg-surface-muted"}`}
            >
              {t(`listing.view.${option}`)}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}
