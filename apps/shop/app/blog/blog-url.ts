// A listing's URL with its filters (tag, category, search, page): what links and forms of a
// listing point to, so that every state of a listing is a URL that works without JavaScript.
export interface BlogQuery {
  tag?: string;
  category?: string;
  q?: string;
  page?: number;
}

export function blogHref(pathname: string, query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.tag) params.set("tag", query.tag);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
