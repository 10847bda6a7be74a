// The loader both search pages share: the cleaned query (?q=), its filters (?brand=,
// ?category=) and page (?page=), the page's products and the facets. A malformed page number
// is page 1; a page past the ranked results is an empty page with links back.
import { toCardProduct } from "../catalogue/card-product.ts";
import { cleanQuery } from "../catalogue/search/clean-query.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import type { RouterContextProvider } from "react-router";
import { RESULTS_SHOWN, type SearchPageData } from "./search-results.tsx";

/** Page numbers beyond this are not asked for (MAX_RANKED / RESULTS_SHOWN is 10). */
const MAX_PAGE = 1000;

function pageOf(raw: string | null): number {
  const page = /^\d{1,4}$/.test(raw ?? "") ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

export async function loadSearch(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SearchPageData> {
  const params = new URL(request.url).searchParams;
  const query = cleanQuery(params.get("q"));
  const brand = cleanQuery(params.get("brand")) || undefined;
  const category = cleanQuery(params.get("category")) || undefined;
  const page = pageOf(params.get("page"));
  const { language } = context.get(preferencesContext);
  const found = await context.get(servicesContext).search.search(query, language, RESULTS_SHOWN, {
    offset: (page - 1) * RESULTS_SHOWN,
    filter: { brand, category },
    facets: true,
  });
  return {
    query,
    brand,
    category,
    page,
    pageCount: Math.ceil(found.ranked / RESULTS_SHOWN),
    total: found.total,
    ranked: found.ranked,
    approximate: found.approximate,
    facets: found.facets ?? { brands: [], categories: [] },
    products: found.products.map(toCardProduct),
  };
}
