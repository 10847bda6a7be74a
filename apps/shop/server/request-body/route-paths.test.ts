import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { fullPath, pathMatcher } from "./route-paths.ts";

describe("pathMatcher", () => {
  it("matches a fixed pattern whole, with or without a trailing slash on either side", () => {
    const matches = pathMatcher("/api/consent", false);
    expect(["/api/consent", "/api/consent/", "/API/Consent"].map(matches)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["/api/consents", "/api/consent/x", "/api", "api/consent"].map(matches)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(pathMatcher("/konto/", false)("/konto")).toBe(true);
    expect(pathMatcher("/konto", false)("/konto//")).toBe(true);
  });

  it("folds case as React Router does (to lower case), only when not case-sensitive", () => {
    expect(pathMatcher("/Huawei/P-Series", true)("/huawei/p-series")).toBe(false);
    expect(pathMatcher("/Huawei/P-Series", true)("/Huawei/P-Series")).toBe(true);
    // Upper-casing would make "ß" into "SS" and match; React Router's /i does not.
    expect(pathMatcher("/strasse", false)("/straße")).toBe(false);
  });

  it("matches a pattern with parameters or a splat as React Router does", () => {
    const product = pathMatcher("/product/:token/:id", false);
    expect(["/product/iphone/1", "/PRODUCT/iphone/1/"].map(product)).toEqual([true, true]);
    expect(["/product/iphone", "/product/iphone/1/2"].map(product)).toEqual([false, false]);
    expect(pathMatcher("/Huawei/:id", true)("/huawei/1")).toBe(false);
    const splat = pathMatcher("/konto/*", false);
    expect(["/konto/a/b", "/konto", "/kontot/a"].map(splat)).toEqual([true, true, false]);
  });
});

describe("fullPath", () => {
  const build = {
    routes: {
      root: { id: "root", path: "" },
      account: { id: "account", parentId: "root", path: "konto" },
      orders: { id: "orders", parentId: "account", path: "ordrar/:id" },
      index: { id: "index", parentId: "account", index: true },
      rooted: { id: "rooted", parentId: "root", path: "/hjalp" },
      layout: { id: "layout", parentId: "root" },
      inLayout: { id: "inLayout", parentId: "layout", path: "kassa" },
    },
  } as unknown as Pick<ServerBuild, "routes">;

  it("joins a route's pattern to its parents' with one leading slash", () => {
    expect(fullPath(build, "orders")).toBe("/konto/ordrar/:id");
    expect(fullPath(build, "account")).toBe("/konto");
    expect(fullPath(build, "rooted")).toBe("/hjalp");
    // A layout route without a path of its own adds nothing to its children's.
    expect(fullPath(build, "inLayout")).toBe("/kassa");
  });

  it("adds nothing for an index route; the root is /, and an unknown route has none", () => {
    expect(fullPath(build, "index")).toBe("/konto");
    expect(fullPath(build, "root")).toBe("/");
    expect(fullPath(build, "missing")).toBe("");
    expect(fullPath(build, undefined)).toBe("");
  });
});
