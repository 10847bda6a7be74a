// The build's route table as React Router walks it, for what the server decides before React
// Router runs (the method gate, whether a page may come from the page cache).
import type { RouteObject, ServerBuild } from "react-router";

/** The build's flat route list as the tree matchRoutes walks. */
export function routeTree(build: Pick<ServerBuild, "routes">): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  return childrenOf(undefined);
}

/**
 * The path React Router routes a request by, as sent and decoded: without the suffix of its
 * data requests (server-runtime/urls.ts), and only when every segment decodes.
 */
export function routePathname(path: string): { raw: string; decoded: string } | undefined {
  const raw = path.endsWith("/_.data")
    ? path.slice(0, -"_.data".length)
    : path.replace(/\.data$/, "");
  let decoded: string;
  try {
    // As React Router decodes (router/utils.ts, decodePath): an encoded "/" stays one.
    decoded = raw
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    return undefined;
  }
  return { raw, decoded };
}
