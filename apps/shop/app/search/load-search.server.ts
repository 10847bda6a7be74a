// The loader both search pages share: the cleaned query (?q=) and its best products.
import { toCardProduct } from "../catalogue/card-product.ts";
import { cleanQuery } from "../catalogue/search/clean-query.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import type { RouterContextProvider } from "react-router";
import { RESULTS_SHOWN, type SearchPageData } from "./search-results.tsx";

export async function loadSearch(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SearchPageData> {
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  const { language } = context.get(preferencesContext);
  const { total, products } = await context
    .get(servicesContext)
    .search.search(query, language, RESULTS_SHOWN);
  return { query, total, products: products.map(toCardProduct) };
}
