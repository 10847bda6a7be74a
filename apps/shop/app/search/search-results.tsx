import type { CardProduct } from "../catalogue/card-product.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { useT } from "../i18n/use-t.ts";
import { ProductCard } from "../product-card/product-card.tsx";
import { PopularCategories } from "./popular-categories.tsx";

export interface SearchPageData {
  query: string;
  total: number;
  products: CardProduct[];
}

/** How many results a search page shows: the best ones; the count says how many there are. */
export const RESULTS_SHOWN = 48;

/** The outcome of a search: the products found, or an honest "no hits" with where to go. */
export function SearchResults({ query, total, products }: SearchPageData) {
  const t = useT();
  if (!query) {
    return (
      <EmptyState title={t("search.start.title")}>
        <p>{t("search.start.text")}</p>
        <PopularCategories />
      </EmptyState>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState title={t("search.noHits.title", { query })}>
        <p>{t("search.noHits.text")}</p>
        <PopularCategories />
      </EmptyState>
    );
  }
  return (
    <section className="container-page py-6" aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="text-lg font-semibold">
        {t("search.resultsFor", { query })}
      </h2>
      <p className="mt-1 text-ink-muted" data-testid="search-count">
        {total === 1
          ? t("search.count.one")
          : total > products.length
            ? t("search.count.shown", { count: total, shown: products.length })
            : t("search.count.many", { count: total })}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index === 0} eager={index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
