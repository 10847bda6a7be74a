import type { ServerBuild } from "react-router";

export interface SitePath {
  path: string;
  indexable: boolean;
  /** YYYY-MM-DD: when the page last changed, where that is known (the blog's articles). */
  lastmod?: string;
}

function handleOf(module: unknown): { indexable?: boolean } | undefined {
  const handle = (module as { handle?: unknown } | undefined)?.handle;
  return typeof handle === "object" && handle !== null ? handle : undefined;
}

/**
 * Every fixed page path of the route table, read from the server build, so sitemap.xml and
 * robots.txt can never drift from app/routes.ts. Paths with parameters or a splat are left
 * out, and so are resource routes (no page to show).
 */
export function sitePaths(build: ServerBuild): SitePath[] {
  const routes = build.routes;
  const fullPath = (id: string): string | undefined => {
    const route = routes[id];
    if (!route) return undefined;
    const own = route.index ? "" : (route.path ?? "");
    const parent = route.parentId ? fullPath(route.parentId) : "";
    if (parent === undefined) return undefined;
    return [parent, own].filter(Boolean).join("/");
  };
  // A page under a layout that is kept out (the admin's) is kept out too.
  const indexable = (id: string): boolean => {
    const route = routes[id];
    if (!route) return true;
    if (handleOf(route.module)?.indexable === false) return false;
    return route.parentId ? indexable(route.parentId) : true;
  };
  const paths: SitePath[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    const module = route.module as { default?: unknown };
    if (module.default === undefined) continue;
    const path = fullPath(route.id);
    if (path === undefined || /[:*]/.test(path)) continue;
    paths.push({ path: `/${path}`, indexable: indexable(route.id) });
  }
  return paths.sort((a, b) => a.path.localeCompare(b.path));
}
