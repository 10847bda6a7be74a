// A search page's address for a query, its filters and a page, as the page links and the
// facets link to it (?q=…&brand=…&category=…&page=…); page 1 and unset filters are left out.
export interface SearchState {
  query: string;
  brand?: string;
  category?: string;
  page: number;
}

export function searchHref(pathname: string, state: SearchState): string {
  const params = new URLSearchParams({ q: state.query });
  if (state.brand) params.set("brand", state.brand);
  if (state.category) params.set("category", state.category);
  if (state.page > 1) params.set("page", String(state.page));
  return `${pathname}?${params}`;
}
