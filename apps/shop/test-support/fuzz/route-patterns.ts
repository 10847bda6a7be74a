// The route table the fuzzer walks: app/routes.ts itself, never a list kept by hand, so a new
// route is fuzzed the day it is added. Concrete paths are told apart as React Router does.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "../../app/routes.ts";

export interface RoutePattern {
  /** The path pattern as a URL path: "/", "/blogs/:slug", "/shop/shop_list/*". */
  pattern: string;
  file: string;
  /** Its parameters (":slug", "*"), to be filled. */
  params: string[];
  caseSensitive: boolean;
}

function flatten(entries: readonly RouteConfigEntry[], parent = ""): RoutePattern[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? "" : (entry.path ?? "");
    const path = [parent, own].filter(Boolean).join("/");
    const pattern = `/${path}`;
    // A layout whose index child serves its path (the admin's) is that child's pattern.
    const servedByIndex = entry.children?.some((child) => child.index === true) === true;
    const here: RoutePattern[] =
      entry.file && !servedByIndex
        ? [
            {
              pattern,
              file: entry.file,
              params: path.split("/").filter(isParam),
              caseSensitive: entry.caseSensitive === true,
            },
          ]
        : [];
    return [...here, ...flatten(entry.children ?? [], path)];
  });
}

const isParam = (segment: string) => segment.startsWith(":") || segment === "*";

export const routePatterns: RoutePattern[] = flatten(routes);

const tree: RouteObject[] = routePatterns.map(({ pattern, caseSensitive }) => ({
  id: pattern,
  path: pattern,
  caseSensitive,
}));

const patterns = new Map<string, string | undefined>();

/** The pattern React Router serves a concrete path with (remembered: matching is slow). */
export function patternOf(pathname: string): string | undefined {
  if (!patterns.has(pathname))
    patterns.set(pathname, matchRoutes(tree, pathname)?.at(-1)?.route.id);
  return patterns.get(pathname);
}
