import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files.ts";
import { sitePaths } from "./site-paths.ts";

const Page = () => null;

/** Just enough of a server build: the route tree with modules. */
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: Page } },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: Page } },
    home: { id: "home", parentId: "root", path: "home", module: { default: Page } },
    about: { id: "about", parentId: "root", path: "page/about_us", module: { default: Page } },
    cart: {
      id: "cart",
      parentId: "root",
      path: "page/cart",
      module: { default: Page, handle: { indexable: false } },
    },
    list: { id: "list", parentId: "root", path: "shop/shop_list/*", module: { default: Page } },
    product: {
      id: "product",
      parentId: "root",
      path: "product/:token/:id",
      module: { default: Page },
    },
    api: { id: "api", parentId: "root", path: "api/newsletter", module: { action: () => null } },
    ampersand: { id: "ampersand", parentId: "root", path: "a&b", module: { default: Page } },
    admin: {
      id: "admin",
      parentId: "root",
      path: "admin",
      module: { default: Page, handle: { indexable: false } },
    },
    staff: { id: "staff", parentId: "admin", path: "staff", module: { default: Page } },
  },
} as unknown as ServerBuild;

describe("sitePaths", () => {
  it("lists the fixed page paths of the build, marking the ones kept out of search and their children", () => {
    expect(sitePaths(build)).toEqual([
      { path: "/", indexable: true },
      { path: "/a&b", indexable: true },
      { path: "/admin", indexable: false },
      { path: "/admin/staff", indexable: false },
      { path: "/home", indexable: true },
      { path: "/page/about_us", indexable: true },
      { path: "/page/cart", indexable: false },
    ]);
  });
});

describe("sitemapXml", () => {
  it("has the indexable pages, without the /home duplicate, escaped", () => {
    const xml = sitemapXml("https://kretsbutiken.example", sitePaths(build));
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://kretsbutiken.example/",
      "https://kretsbutiken.example/a&amp;b",
      "https://kretsbutiken.example/page/about_us",
    ]);
  });
});

describe("robotsTxt", () => {
  it("allows the shop, keeps crawlers out of endpoints and checkout, and names the sitemap", () => {
    const robots = robotsTxt("https://kretsbutiken.example");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/page\/checkout$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/kretsbutiken\.example\/sitemap\.xml$/m);
  });
});
