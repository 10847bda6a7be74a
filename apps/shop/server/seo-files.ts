import type { SitePath } from "./site-paths.ts";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

const SITEMAP_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const SITEMAP_TAIL = "</urlset>\n";

/** The <url> lines of the indexable paths. /home duplicates / (its canonical) and is left out. */
function sitemapUrls(origin: string, paths: readonly SitePath[]): string {
  return paths
    .filter((entry) => entry.indexable && entry.path !== "/home")
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${
          entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
        }</url>\n`,
    )
    .join("");
}

/** sitemap.xml: the indexable pages. */
export function sitemapXml(origin: string, paths: SitePath[]): string {
  return SITEMAP_HEAD + sitemapUrls(origin, paths) + SITEMAP_TAIL;
}

/**
 * sitemap.xml a part at a time, for a catalogue read in pages (server/app.ts): the same
 * document as sitemapXml over every batch, never held whole.
 */
export async function* sitemapParts(
  origin: string,
  batches: AsyncIterable<readonly SitePath[]>,
): AsyncGenerator<string> {
  yield SITEMAP_HEAD;
  for await (const batch of batches) {
    const urls = sitemapUrls(origin, batch);
    if (urls) yield urls;
  }
  yield SITEMAP_TAIL;
}

/** A sitemap index: the sitemaps at these addresses (a site of more URLs than one may hold). */
export function sitemapIndexXml(origin: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** Pages with nothing for search engines; they also carry <meta name="robots" noindex>. */
const DISALLOWED = ["/admin", "/api/", "/builds/", "/page/cart", "/page/checkout", "/payment/"];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
