import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { sharedPaths } from "./shared-paths.ts";

const route = (id: string, path: string | undefined, handle?: object, index = false) => ({
  id,
  parentId: id === "root" ? undefined : "root",
  path,
  index,
  caseSensitive: false,
  module: handle ? { handle } : {},
});

const build = {
  routes: {
    root: route("root", ""),
    home: route("home", undefined, { sharedPage: true }, true),
    product: route("product", "product/:slug", { sharedPage: true }),
    dashboard: route("dashboard", "page/user_dashboard", { hideTapToTop: true }),
    notFound: route("notFound", "*"),
  },
} as unknown as Pick<ServerBuild, "routes">;

describe("which addresses are shared pages", () => {
  it.each([
    ["/", true],
    ["/product/iphone-15", true],
    ["/product/iphone-15.data", true],
    ["/page/user_dashboard", false],
    ["/nowhere", false],
    ["/product/%E0%A4%A", false],
  ])("%s → %s", (pathname, shared) => {
    expect(sharedPaths(build)(pathname)).toBe(shared);
  });
});
