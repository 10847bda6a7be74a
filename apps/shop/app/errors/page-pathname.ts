/**
 * The page a request is for. Client navigations fetch a page's data from "<path>.data"
 * ("/_root.data" for "/"), and middleware sees that URL; messages name the page itself.
 */
export function pagePathname(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
