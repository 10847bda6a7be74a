// The method gate's shortcut: GET and HEAD, nearly all requests, need the route table matched
// in full only when the path might be an endpoint that serves no GET (a path that at least
// looks like one of those); every other method always does.
import type { ServerBuild } from "react-router";
import { fullPath, pathMatcher } from "./route-paths.ts";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** `(method, decoded path) => whether the route table must be matched to answer it`. */
export function fullMatchNeeded(
  routes: readonly BuildRoute[],
  build: Pick<ServerBuild, "routes">,
  servesGet: (route: BuildRoute) => boolean,
): (method: string, path: string) => boolean {
  const withoutGet = routes
    .filter((route) => !servesGet(route))
    .map((route) => pathMatcher(fullPath(build, route.id), route.caseSensitive === true));
  return (method, path) =>
    (method !== "GET" && method !== "HEAD") || withoutGet.some((matches) => matches(path));
}
