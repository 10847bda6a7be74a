// Route patterns as the method gate's shortcut reads them: a route's whole pattern with its
// parents', and a matcher for it that compares a fixed pattern as text (most are fixed).
import { matchPath, type ServerBuild } from "react-router";

/** Whether a path matches a pattern, as React Router matches a leaf (to its end). */
export function pathMatcher(
  pattern: string,
  caseSensitive: boolean,
): (pathname: string) => boolean {
  // Stryker disable next-line Regex: /[^:*]/ sends fixed patterns to matchPath too, which answers alike
  if (/[:*]/.test(pattern)) {
    return (pathname) => matchPath({ path: pattern, caseSensitive, end: true }, pathname) !== null;
  }
  // React Router matches a leaf with any number of trailing slashes.
  const plain = (text: string) => {
    const trimmed = text.replace(/\/+$/, "");
    return caseSensitive ? trimmed : trimmed.toLowerCase();
  };
  const exact = plain(pattern);
  return (pathname) => plain(pathname) === exact;
}

/** A route's whole path pattern, its parents' included; an index route adds nothing. */
export function fullPath(build: Pick<ServerBuild, "routes">, id: string | undefined): string {
  // Stryker disable next-line StringLiteral: no route has any id that stands in for none
  const route = build.routes[id ?? ""];
  if (!route) return "";
  const own = route.index ? "" : (route.path ?? "");
  const joined = [fullPath(build, route.parentId), own].filter(Boolean).join("/");
  // One leading slash, however many the parts brought (the root's "/" and a rooted "/hjalp").
  let start = 0;
  while (joined[start] === "/") start += 1;
  return `/${joined.slice(start)}`;
}
