// What a page's HTML makes the browser fetch up front: the scripts it preloads (route chunks,
// the framework, the page's language strings; in a build held until after the first paint,
// app/performance/after-paint.ts) and its linked stylesheets (in a build there are none: the
// styles are in the HTML). Shared by the JS budget check (app/performance/js-budget.spec.ts)
// and the page-weight bench (bench/shop-weight.ts).
import { HELD_PRELOAD_REL } from "../app/performance/after-paint.ts";

/** The cookie of a visitor who has answered the consent banner: no banner in the page. */
export const ANSWERED_CONSENT = "cookieConsent=necessary";

export interface PreloadedAssets {
  html: string;
  scripts: string[];
  styles: string[];
}

export async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    headers: { Cookie: ANSWERED_CONSENT, "Accept-Encoding": "identity" },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function preloadedAssets(origin: string, pagePath: string): Promise<PreloadedAssets> {
  const html = (await fetchBytes(origin + pagePath)).toString("utf8");
  const hrefs = (rel: string) => [
    ...new Set(
      [...html.matchAll(new RegExp(`<link rel="(?:${rel})" href="([^"]+)"`, "g"))].map(
        (m) => m[1]!,
      ),
    ),
  ];
  return {
    html,
    scripts: hrefs(`modulepreload|${HELD_PRELOAD_REL}`),
    styles: hrefs("stylesheet"),
  };
}

/** The first product the all-products listing links to. */
export async function firstProductPath(origin: string): Promise<string> {
  const html = (await fetchBytes(`${origin}/shop/shop_no_sidebar`)).toString("utf8");
  const found = /href="(\/product\/[a-z0-9-]+\/\d+)"/.exec(html)?.[1];
  if (!found) throw new Error("the listing links to no product: is the catalogue seeded?");
  return found;
}
