import type { SitePath } from "./site-paths.ts";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

/** sitemap.xml: the indexable fixed pages. /home duplicates / (its canonical) and is left out. */
export function sitemapXml(origin: string, paths: SitePath[]): string {
  const urls = paths
    .filter((entry) => entry.indexable && entry.path !== "/home")
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${
          entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
        }</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
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
