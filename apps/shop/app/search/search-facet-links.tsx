// The facets of a search: its matches counted by brand and by category, each a link that
// narrows the search to it (plain links: they work before and without JavaScript), with the
// chosen one marked and a link back to all.
import { Link, useLocation } from "react-router";
import { useLanguage } from "../root-data.ts";
import type { FacetCount } from "../../server/catalogue/search/search-engine.ts";
import type { SearchPageData } from "./search-results.tsx";
import { searchHref } from "./search-href.ts";
import { searchPagingText, type SearchPagingKey } from "./search-paging-messages.ts";

const CHIP = "inline-flex items-center gap-1 rounded-control border px-3 py-1 text-sm";

function FacetGroup({
  label,
  values,
  chosen,
  hrefOf,
}: {
  label: string;
  values: FacetCount[];
  chosen: string | undefined;
  hrefOf: (value: string | undefined) => string;
}) {
  const language = useLanguage();
  const p = (key: SearchPagingKey, values?: Record<string, string | number>) =>
    searchPagingText(language, key, values);
  if (values.length < 2 && chosen === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold">{label}</span>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={hrefOf(undefined)}
            aria-current={chosen === undefined ? "true" : undefined}
            className={`${CHIP} ${chosen === undefined ? "border-ink bg-ink text-surface" : "border-line"}`}
          >
            {p("searchPaging.all")}
          </Link>
        </li>
        {values.map((facet) => (
          <li key={facet.value}>
            <Link
              to={hrefOf(facet.value)}
              aria-current={chosen === facet.value ? "true" : undefined}
              className={`${CHIP} ${chosen === facet.value ? "border-ink bg-ink text-surface" : "border-line"}`}
            >
              {language === "en" ? (facet.labelEn ?? facet.value) : facet.value}
              <span className="text-ink-muted">({facet.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchFacetLinks(data: SearchPageData) {
  const language = useLanguage();
  const p = (key: SearchPagingKey, values?: Record<string, string | number>) =>
    searchPagingText(language, key, values);
  const { pathname } = useLocation();
  const { facets, brand, category } = data;
  return (
    <nav aria-label={p("searchPaging.facets")} className="mt-3 flex flex-col gap-2">
      <FacetGroup
        label={p("searchPaging.category")}
        values={facets.categories}
        chosen={category}
        hrefOf={(value) => searchHref(pathname, { ...data, category: value, page: 1 })}
      />
      <FacetGroup
        label={p("searchPaging.brand")}
        values={facets.brands}
        chosen={brand}
        hrefOf={(value) => searchHref(pathname, { ...data, brand: value, page: 1 })}
      />
    </nav>
  );
}
