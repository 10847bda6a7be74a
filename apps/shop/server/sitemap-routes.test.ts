import { describe, expect, it } from "vitest";
import { productPath } from "../domain/catalogue/product-path.ts";
import { useShopTestDatabases } from "../test-support/test-database.ts";
import { createCachedCatalogue } from "./catalogue/cached-catalogue.ts";
import { seedProducts } from "./catalogue/seed/index.ts";
import { seedCatalogue } from "./catalogue/seed-catalogue.ts";
import { createSitemapRoutes } from "./sitemap-routes.ts";

const ORIGIN = "https://kretsbutiken.test";
const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(ORIGIN.length));

describe("the sitemap", () => {
  const databases = useShopTestDatabases({ dialect: "sqlite" });

  async function sitemap(urlsPerFile: number) {
    const { db } = await databases.open();
    await seedCatalogue(db, seedProducts);
    const catalogue = createCachedCatalogue(db, { checkEveryMs: 0 });
    const products = (await catalogue.productPaths(0, 10_000)).map(productPath);
    const app = createSitemapRoutes({
      catalogue,
      publicUrl: ORIGIN,
      fixedPaths: [
        { path: "/", indexable: true },
        { path: "/page/cart", indexable: false },
      ],
      articles: [{ path: "/blog/laddning", indexable: true, lastmod: "2026-11-01" }],
      urlsPerFile,
    });
    const get = async (path: string) => {
      const response = await app.request(path);
      return {
        status: response.status,
        type: response.headers.get("Content-Type"),
        xml: await response.text(),
      };
    };
    return { get, products };
  }

  it("lists every page, product and article in one file while they fit", async () => {
    const { get, products } = await sitemap(1000);
    const { status, type, xml } = await get("/sitemap.xml");
    expect([status, type]).toEqual([200, "application/xml; charset=utf-8"]);
    expect(xml).toContain("<urlset");
    expect(locations(xml)).toEqual(["/", ...products, "/blog/laddning"]);
    expect(products.length).toBeGreaterThan(200);
  });

  it("is an index of files of at most the allowed number once the products do not fit", async () => {
    const { get, products } = await sitemap(100);
    const index = await get("/sitemap.xml");
    expect(index.xml).toContain("<sitemapindex");
    const files = locations(index.xml);
    expect(files).toEqual([
      "/sitemap-pages.xml",
      ...Array.from(
        { length: Math.ceil(products.length / 100) },
        (_, n) => `/sitemap-products-${n + 1}.xml`,
      ),
    ]);
    const listed: string[] = [];
    for (const file of files) {
      const part = await get(file);
      expect(part.status).toBe(200);
      expect(part.xml).toContain("<urlset");
      const paths = locations(part.xml);
      expect(paths.length).toBeLessThanOrEqual(100);
      listed.push(...paths);
    }
    expect(listed).toEqual(["/", "/blog/laddning", ...products]);
    expect((await get(`/sitemap-products-${files.length}.xml`)).status).toBe(404);
    expect((await get("/sitemap-products-0.xml")).status).toBe(404);
  });
});
