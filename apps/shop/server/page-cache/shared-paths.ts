// Whether an address is a shared page (its route's handle says `sharedPage`), decided before
// React Router runs: a signed-in visitor's request for one is answered from the page cache
// (page-audience.ts), any other is rendered for them with their session.
import { matchRoutes, type ServerBuild } from "react-router";
import type { SharedPageHandle } from "../../http/page-cache-control.ts";
import { remembered } from "../request-body/remembered.ts";
import { routePathname, routeTree } from "../routing/route-tree.ts";

/**
 * Matching costs far more than a look-up: remember more addresses than the page cache keeps
 * pages (page-cache.ts), so a kept page's address is matched once.
 */
const REMEMBERED_PATHS = 4000;

export function sharedPaths(build: Pick<ServerBuild, "routes">): (pathname: string) => boolean {
  const tree = routeTree(build);
  return remembered(REMEMBERED_PATHS, (pathname) => {
    const path = routePathname(pathname);
    if (path === undefined) return false;
    const leaf = (matchRoutes(tree, path.raw) ?? []).at(-1)?.route.id;
    const handle = (build.routes[leaf ?? ""]?.module as { handle?: SharedPageHandle } | undefined)
      ?.handle;
    return handle?.sharedPage === true;
  });
}
