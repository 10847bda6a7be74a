// 405 with Allow for a method a route does not serve (README "Request bodies"), decided before
// React Router from the build's own route table: a page serves GET and HEAD, a route with an
// action POST as well, an endpoint with only an action POST alone; OPTIONS is answered with
// the list. React Router by itself answers such a request through the error page (or a 400
// for GET on an endpoint), without Allow and naming the route's module.
import type { MiddlewareHandler } from "hono";
import { matchPath, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { bodyProblem } from "../../app/request-body/body-problem.ts";
import { problemResponse } from "../../app/request-body/problem-response.server.ts";
import { readPreferences } from "../../app/preferences/read-preferences.ts";

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
  const served = new Map(routes.map((route) => [route.id, methodsOf(route)]));
  // GET and HEAD, nearly all requests, need no matching unless an endpoint without them could
  // be the one: a path that at least looks like one of those is matched in full.
  // Stryker disable all: a shortcut for speed; a mutant that matches more paths in full gives the same answers, and one that matches fewer is caught by the tests of GET on an endpoint
  const mightLackGet = routes
    .filter((route) => !methodsOf(route).includes("GET"))
    .map((route) => pathMatcher(fullPath(build, route.id), route.caseSensitive === true));
  // Stryker restore all
  const leafOf = remembered(REMEMBERED_PATHS, (pathname: string) => {
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
    // Stryker disable next-line ConditionalExpression: served.get(undefined) is undefined too
    return leaf === undefined ? undefined : served.get(leaf);
  });

  const gate: MiddlewareHandler = async (c, next) => {
    const method = c.req.method.toUpperCase();
    const path = routePathname(new URL(c.req.url).pathname);
    // A path React Router cannot decode matches nothing but the catch-all: its 404.
    if (path === undefined) return next();
    // Stryker disable all: the same shortcut; matching in full answers alike
    if (
      (method === "GET" || method === "HEAD") &&
      !mightLackGet.some((matches) => matches(path.decoded))
    ) {
      return next();
    }
    // Stryker restore all
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

/** The build's flat route list as the tree matchRoutes walks. */
function routeTree(build: ServerBuild): RouteObject[] {
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

/** Whether a path matches a pattern; a fixed one is compared as text, as it is most often. */
// Stryker disable all: only the shortcut above uses it; a wrong answer either costs a full match or is caught as above
function pathMatcher(pattern: string, caseSensitive: boolean): (pathname: string) => boolean {
  if (/[:*]/.test(pattern)) {
    return (pathname) => matchPath({ path: pattern, caseSensitive, end: true }, pathname) !== null;
  }
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  const exact = fold(pattern.replace(/\/$/, ""));
  return (pathname) => fold(pathname.replace(/\/$/, "")) === exact;
}

/** A route's whole path pattern, its parents' included (for the shortcut, as pathMatcher). */
function fullPath(build: ServerBuild, id: string | undefined): string {
  const route = id === undefined ? undefined : build.routes[id];
  if (!route) return "";
  const own = route.index ? "" : (route.path ?? "");
  return [fullPath(build, route.parentId), own].filter(Boolean).join("/").replace(/^\/*/, "/");
}
// Stryker restore all

/** `compute` with its last `size` answers kept, the least recently used dropped first. */
// Stryker disable all: a cache of a pure function; what it keeps and drops changes only speed
function remembered<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) {
      const answer = answers.get(key)!;
      answers.delete(key);
      answers.set(key, answer);
      return answer;
    }
    const answer = compute(key);
    answers.set(key, answer);
    if (answers.size > size) answers.delete(answers.keys().next().value!);
    return answer;
  };
}
// Stryker restore all

/**
 * The path React Router routes a request by, as sent and decoded: without the suffix of its
 * data requests (server-runtime/urls.ts), and only when every segment decodes.
 */
function routePathname(path: string): { raw: string; decoded: string } | undefined {
  const raw = path.endsWith("/_.data")
    ? path.slice(0, -"_.data".length)
    : path.replace(/\.data$/, "");
  try {
    // As React Router decodes (router/utils.ts, decodePath): an encoded "/" stays one.
    const decoded = raw
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
    return { raw, decoded };
  } catch {
    return undefined;
  }
}
