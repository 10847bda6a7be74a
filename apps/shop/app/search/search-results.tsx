import { Link, useLocation } from "react-router";
import type { CardProduct } from "../catalogue/card-product.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { ProductCard } from "../product-card/product-card.tsx";
import type { SearchFacets } from "../../server/catalogue/search/search-engine.ts";
import { PopularCategories } from "./popular-categories.tsx";
import { SearchFacetLinks } from "./search-facet-links.tsx";
import { searchHref, type SearchState } from "./search-href.ts";
import { SearchPagination } from "./search-pagination.tsx";
import { searchPagingText, type SearchPagingKey } from "./search-paging-messages.ts";

export interface SearchPageData extends SearchState {
  total: number;
  /** How many of `total` can be paged to; a query with more hits must be narrowed. */
  ranked: number;
  pageCount: number;
  /** Nothing matched as typed; these are near spellings. */
  approximate: boolean;
  facets: SearchFacets;
  products: CardProduct[];
}

/** How many results a search page shows; page links and "Visa fler" lead to the rest. */
export const RESULTS_SHOWN = 48;

const MORE_LINK =
  "inline-flex items-center justify-center rounded-control border border-ink px-5 py-2 font-semibold hover:bg-surface-muted";

/** The outcome of a search: the products found, or an honest "no hits" with where to go. */
export function SearchResults(data: SearchPageData) {
  const { query, total, ranked, page, pageCount, products, approximate } = data;
  const t = useT();
  const language = useLanguage();
  const p = (key: SearchPagingKey, values?: Record<string, string | number>) =>
    searchPagingText(language, key, values);
  const { pathname } = useLocation();
  if (!query) {
    return (
      <EmptyState title={t("search.start.title")}>
        <p>{t("search.start.text")}</p>
        <PopularCategories />
      </EmptyState>
    );
  }
  if (total === 0) {
    return (
      <EmptyState title={t("search.noHits.title", { query })}>
        <p>{t("search.noHits.text")}</p>
        <PopularCategories />
      </EmptyState>
    );
  }
  const from = (page - 1) * RESULTS_SHOWN + 1;
  const to = from + products.length - 1;
  const href = (n: number) => searchHref(pathname, { ...data, page: n });
  return (
    <section className="container-page py-6" aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="text-lg font-semibold">
        {approximate ? p("searchPaging.approximate", { query }) : t("search.resultsFor", { query })}
      </h2>
      <p className="mt-1 text-ink-muted" data-testid="search-count">
        {total === 1
          ? t("search.count.one")
          : products.length > 0 && total > products.length
            ? p("searchPaging.range", { count: total, from, to })
            : t("search.count.many", { count: total })}
        {ranked < total && ` ${p("searchPaging.capped", { ranked })}`}
      </p>
      <SearchFacetLinks {...data} />
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index === 0} eager={index < 4} />
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <p className="mt-8 text-center">
          <Link to={href(page + 1)} className={MORE_LINK} data-testid="search-more">
            {p("searchPaging.more")}
          </Link>
        </p>
      )}
      <SearchPagination href={href} page={page} pageCount={pageCount} />
    </section>
  );
}
