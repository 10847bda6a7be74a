import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { extraRoutes, specRoutes } from "../test-support/spec-routes.ts";
import routes from "./routes.ts";

const table: RouteConfigEntry[] = routes;

/** Route patterns as full paths ("/shop/shop_list/*"), with their file. */
const patterns = table.map((entry) => ({
  path: entry.index ? "/" : `/${entry.path ?? ""}`,
  file: entry.file,
  caseSensitive: entry.caseSensitive === true,
}));

/** Does a pattern match a concrete path, case-sensitively? */
function matches(pattern: string, path: string): boolean {
  const expression = pattern
    .split("/")
    .map((segment) =>
      segment === "*"
        ? ".*"
        : segment.startsWith(":")
          ? "[^/]+"
          : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${expression}$`).test(path);
}

describe("the route table (app/routes.ts)", () => {
  it("has every path of spec §2, with its exact letter case", () => {
    const unmatched = [...specRoutes, ...extraRoutes]
      // A route's address without its query (/bevakning?product=…).
      .map((route) => route.path.split("?")[0]!)
      .filter((path) => !patterns.some((p) => p.path !== "/*" && matches(p.path, path)));
    expect(unmatched).toEqual([]);
  });

  it("matches paths case-sensitively, so a wrong case is a 404", () => {
    const pages = patterns.filter(
      (p) => p.path !== "/" && !p.path.startsWith("/api/") && p.path !== "/*",
    );
    expect(pages.filter((p) => !p.caseSensitive)).toEqual([]);
    expect(patterns.some((p) => p.path !== "/*" && matches(p.path, "/huawei/p-series"))).toBe(
      false,
    );
  });

  it("ends with the catch-all that answers 404 for anything else", () => {
    expect(patterns.at(-1)).toMatchObject({ path: "/*", file: "routes/not-found.tsx" });
  });
});
