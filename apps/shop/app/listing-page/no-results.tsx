import { Link, useLocation } from "react-router";
import {
  EMPTY_QUERY,
  listingHref,
  type ListingQuery,
} from "../../domain/catalogue/listing-query.ts";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";

/** Nothing matches: say so, and offer the way back to everything. */
export function NoResults({ query, emptyScope }: { query: ListingQuery; emptyScope: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  if (emptyScope) {
    return (
      <div className="mt-6 rounded-card border border-dashed border-line p-8 text-center">
        <h2 className="text-lg font-semibold">{t("listing.emptyScope.title")}</h2>
        <p className="mt-2 text-ink-muted">{t("listing.emptyScope.text")}</p>
        <p className="mt-4">
          <Link to="/shop/shop_no_sidebar" className={buttonClass("primary")}>
            {t("listing.emptyScope.link")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-card border border-dashed border-line p-8 text-center">
      <h2 className="text-lg font-semibold">{t("listing.empty.title")}</h2>
      <p className="mt-2 text-ink-muted">{t("listing.empty.text")}</p>
      <p className="mt-4">
        <Link
          to={listingHref(pathname, { ...EMPTY_QUERY, sort: query.sort, view: query.view })}
          preventScrollReset
          className={buttonClass("primary")}
        >
          {t("listing.filters.clear")}
        </Link>
      </p>
    </div>
  );
}
