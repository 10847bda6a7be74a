// /sitemap.xml: the fixed pages, every listed product at its canonical address and the blog's
// articles, read a page of products at a time and streamed (decision record 0049). The
// sitemap protocol allows 50,000 addresses to a file: a catalogue larger than one file's share
// gets a sitemap index instead, naming /sitemap-pages.xml (the fixed pages and articles) and
// /sitemap-products-<n>.xml, each the next `urlsPerFile` products in id order.
import { Hono } from "hono";
import { productPath } from "../domain/catalogue/product-path.ts";
import type { CataloguePages } from "./catalogue/catalogue-pages.ts";
import { sitemapIndexXml, sitemapParts, sitemapXml } from "./seo-files.ts";
import type { SitePath } from "./site-paths.ts";

/** Products per sitemap file: below the protocol's 50,000, with room for the fixed pages. */
export const SITEMAP_URLS_PER_FILE = 45_000;
/** Products read per query while a sitemap streams. */
const SITEMAP_BATCH = 1000;

export interface SitemapOptions {
  catalogue: Pick<CataloguePages, "productPaths" | "productPathStarts">;
  publicUrl: string;
  /** The build's fixed pages (site-paths.ts). */
  fixedPaths: readonly SitePath[];
  articles: readonly SitePath[];
  urlsPerFile?: number;
}

const XML = { "Content-Type": "application/xml; charset=utf-8" };

export function createSitemapRoutes({
  catalogue,
  publicUrl,
  fixedPaths,
  articles,
  urlsPerFile = SITEMAP_URLS_PER_FILE,
}: SitemapOptions): Hono {
  /** The products from `firstId` on, at most `count`, a batch at a time. */
  async function* productBatches(firstId: number, count: number): AsyncGenerator<SitePath[]> {
    let left = count;
    let after = firstId - 1;
    while (left > 0) {
      const products = await catalogue.productPaths(after, Math.min(SITEMAP_BATCH, left));
      if (products.length === 0) return;
      yield products.map((product) => ({ path: productPath(product), indexable: true }));
      left -= products.length;
      after = products[products.length - 1]!.id;
    }
  }

  function streamed(batches: AsyncIterable<readonly SitePath[]>): Response {
    const parts = sitemapParts(publicUrl, batches);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await parts.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    return new Response(body, { headers: XML });
  }

  const app = new Hono();
  app.get("/sitemap.xml", async () => {
    // Read before answering, so a database that does not answer is a 503.
    const starts = await catalogue.productPathStarts(urlsPerFile);
    if (starts.length > 1) {
      const files = starts.map((_, index) => `/sitemap-products-${index + 1}.xml`);
      return new Response(sitemapIndexXml(publicUrl, ["/sitemap-pages.xml", ...files]), {
        headers: XML,
      });
    }
    const first = starts[0];
    return streamed(
      (async function* () {
        yield fixedPaths;
        if (first !== undefined) yield* productBatches(first, urlsPerFile);
        yield articles;
      })(),
    );
  });
  // The fixed pages and the articles are few: written whole.
  app.get(
    "/sitemap-pages.xml",
    () => new Response(sitemapXml(publicUrl, [...fixedPaths, ...articles]), { headers: XML }),
  );
  app.get("/:file{sitemap-products-[1-9][0-9]*\\.xml}", async (c) => {
    const number = Number(/\d+/.exec(c.req.param("file"))![0]);
    const starts = await catalogue.productPathStarts(urlsPerFile);
    const first = starts[number - 1];
    if (first === undefined) return c.notFound();
    return streamed(productBatches(first, urlsPerFile));
  });
  return app;
}
