// Paths for routes with parameters: values taken from the paths the shop links to, every way
// of putting them into a pattern, a made-up filling when nothing fits, and hostile values for
// a path's last parameter.
import { marker } from "./markers.ts";

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** Hostile values for a path's last parameter. */
export function hostileParams(path: string): string[] {
  const base = path.slice(0, path.lastIndexOf("/") + 1);
  return [
    encodeURIComponent(marker(0)),
    "-1",
    "99999999999999999999999999",
    "%FF%FE",
    "%E0%A4%A",
    "__proto__",
    "constructor",
    "x".repeat(2000),
  ].map((value) => base + value);
}

/** The parameter values of the paths the shop links to: ids, types, slugs. */
export function segmentValues(
  routes: readonly { pattern: string }[],
  linkedTo: (pattern: string) => string[],
): string[] {
  const seen = routes.flatMap(({ pattern }) =>
    linkedTo(pattern).map((path) => decodeURIComponent(path.slice(path.lastIndexOf("/") + 1))),
  );
  const numbers = unique(seen.filter((value) => /^\d+$/.test(value))).slice(0, 2);
  const words = unique(seen.filter((value) => /^[a-z][a-z-]*$/.test(value))).slice(0, 3);
  return [...numbers, ...words];
}

/** A pattern with its parameters filled in every way the values allow (a splat may be empty). */
export function candidates(pattern: string, values: readonly string[]): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").slice(1)) {
    const options =
      segment === "*" ? ["", ...values] : segment.startsWith(":") ? [...values] : [segment];
    paths = paths.flatMap((path) => options.map((option) => `${path}/${option}`));
  }
  return unique(paths).slice(0, 12);
}

export function genericPath(pattern: string): string {
  return pattern
    .split("/")
    .map((segment) => (segment === "*" ? "x" : segment.startsWith(":") ? "1" : segment))
    .join("/");
}
