// 405 with Allow for a method a route does not serve (README "Request bodies"), decided before
// React Router from the build's own route table: a page serves GET and HEAD, a route with an
// action POST as well, an endpoint with only an action POST alone; OPTIONS is answered with
// the list. React Router by itself answers such a request through the error page (or a 400
// for GET on an endpoint), without Allow and naming the route's module.
import type { MiddlewareHandler } from "hono";
import { matchRoutes, type ServerBuild } from "react-router";
import { bodyProblem } from "../../http/request-body/body-problem.ts";
import { problemResponse } from "../../http/request-body/problem-response.server.ts";
import { readPreferences } from "../../http/read-preferences.ts";
import { routePathname, routeTree } from "../routing/route-tree.ts";
import { remembered } from "./remembered.ts";
import { fullMatchNeeded } from "./full-match-needed.ts";

export interface MethodGateOptions {
  /** Methods the server itself serves on a path before React Router (the payment callback). */
  alsoServed?: Readonly<Record<string, readonly string[]>>;
}

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** What React Router would run for a method at all: the catch-all 404s every one of these. */
const ROUTER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** How many paths' routes are remembered: matching one costs about a millisecond. */
const REMEMBERED_PATHS = 2000;

export function methodGate(build: ServerBuild, { alsoServed = {} }: MethodGateOptions = {}) {
  const tree = routeTree(build);
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  // Keyed by string | undefined, so a path no route matches reads as undefined, unserved.
  const served = new Map<string | undefined, string[]>(
    routes.map((route) => [route.id, methodsOf(route)]),
  );
  // A route counted as one without GET only has its paths matched in full, which answers alike.
  const needsMatching = fullMatchNeeded(
    routes,
    build,
    // Stryker disable next-line ArrowFunction: with no answer, every route counts as one without GET
    (route) =>
      // Stryker disable next-line StringLiteral: no route serves the method "", so every one counts as without GET
      methodsOf(route).includes("GET"),
  );
  const leafOf = remembered(REMEMBERED_PATHS, (pathname: string) => {
    const leaf = (matchRoutes(tree, pathname) ?? []).at(-1)?.route.id;
    return served.get(leaf);
  });

  const gate: MiddlewareHandler = async (c, next) => {
    const method = c.req.method.toUpperCase();
    const path = routePathname(new URL(c.req.url).pathname);
    // A path React Router cannot decode matches nothing but the catch-all: its 404.
    if (path === undefined) return next();
    if (!needsMatching(method, path.decoded)) return next();
    const routeMethods = leafOf(path.raw);
    if (routeMethods === undefined) return next();
    const methods = [...routeMethods, ...(alsoServed[path.decoded] ?? [])];
    if (methods.includes(method)) return next();
    const allow = [...new Set([...methods, "OPTIONS"])].join(", ");
    if (method === "OPTIONS") return c.body(null, 204, { Allow: allow });
    const { language } = readPreferences(c.req.header("Cookie"));
    return problemResponse(c.req.raw, bodyProblem("method_not_allowed"), { language, allow });
  };
  return gate;
}

function methodsOf(route: BuildRoute): string[] {
  if (route.path === "*" && route.parentId === "root") return ROUTER_METHODS;
  const module = route.module as { default?: unknown; loader?: unknown; action?: unknown };
  const methods: string[] = [];
  if (module.default !== undefined || module.loader !== undefined) methods.push("GET", "HEAD");
  if (module.action !== undefined) methods.push("POST");
  return methods;
}
