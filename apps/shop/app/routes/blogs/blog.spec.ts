// The blog in Chromium: the listing's filters and pages without JavaScript, infinite scroll
// that keeps its place on reload, an article with its contents, data and products, the feeds
// and the sitemap, and a crawl of every link on the blog's pages. axe runs on each listing
// arrangement and on an article in axe.spec.ts (one per page type).
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../../test-support/page-problems.ts";

const cards = (page: Page) => page.locator("article[id^='article-']");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the listing filters by category, tag and search, and pages by links", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.getByText("20 artiklar")).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    const first = await cards(page).first().locator("h2").textContent();

    await page.getByRole("link", { name: "Nästa sida" }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().locator("h2")).not.toHaveText(first ?? "");
    await expect(page.getByText("Sida 2 av 4")).toBeAttached();

    await page.getByRole("link", { name: "Felsökning" }).click();
    await expect(page).toHaveURL(/\/blogs\?category=felsokning$/);
    await expect(page.getByText("Artiklar i kategorin Felsökning: 8 artiklar")).toBeVisible();

    await page.getByRole("link", { name: /^xiaoflasher/ }).click();
    await expect(page).toHaveURL(/\?tag=xiaoflasher$/);
    for (const title of await cards(page).locator("h2").allTextContents()) {
      expect(title).toMatch(/XiaoFlasher|Felkod/i);
    }

    const search = page.getByRole("searchbox", { name: "Sök i bloggen" });
    await search.fill("gasreglaget");
    await search.press("Enter");
    await expect(page).toHaveURL(/\?q=gasreglaget$/);
    await expect(cards(page).first()).toContainText("Felkod 14");

    await search.fill("zzqx");
    await search.press("Enter");
    await expect(page.getByRole("heading", { name: "Inga artiklar matchar" })).toBeVisible();
  });

  test("infinite scroll is a link: the next page lists every article up to it", async ({
    page,
  }) => {
    await page.goto("/blog/blog_infinite_scroll");
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole("link", { name: "Visa fler artiklar" }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText("Visar 12 av 20 artiklar.")).toBeVisible();
  });
});

test("infinite scroll loads more by itself, and a reload keeps the articles and the place", async ({
  page,
}) => {
  await page.goto("/blog/blog_infinite_scroll");
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(6);
  await page.getByRole("link", { name: "Visa fler artiklar" }).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\?page=2$/);
  await cards(page).nth(9).scrollIntoViewIfNeeded();
  // Near the end of the list the next page starts loading: let it land before the reload, so
  // the reload is of the page the reader is on, not of one half-way through a navigation.
  await page.waitForLoadState("networkidle");
  await cards(page).nth(9).scrollIntoViewIfNeeded();
  const title = await cards(page).nth(9).locator("h2").textContent();

  // Back where the reader was: the same articles, the same one in view (and, that close to
  // the end of the list, the next page on its way).
  await page.reload();
  await expect(cards(page).nth(9).locator("h2")).toHaveText(title ?? "");
  await expect(cards(page).nth(9)).toBeInViewport();

  // Into an article and back: the list and the place are as they were.
  await waitForHydration(page);
  await cards(page).nth(9).locator("h2 a").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  await page.goBack();
  await expect(cards(page).nth(9).locator("h2")).toHaveText(title ?? "");
  await expect(cards(page).nth(9)).toBeInViewport();
});

test("an article: its contents, data for search engines, products and the English text", async ({
  page,
  request,
}) => {
  await page.goto("/blogs/felkod-14");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Felkod 14/);
  await waitForHydration(page);

  const contents = page.getByRole("navigation", { name: "Innehåll" });
  const entry = contents.getByRole("link").nth(1);
  const target = (await entry.getAttribute("href")) ?? "";
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const article = data.find((item) => item["@type"] === "Article") as {
    headline: string;
    datePublished: string;
    dateModified: string;
    author: { "@type": string; name: string };
    image: string[];
  };
  expect(article.headline).toBe(await heading.textContent());
  expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(article.dateModified >= article.datePublished).toBe(true);
  expect(article.author).toEqual({ "@type": "Person", name: "Johan Lindqvist" });
  const image = await request.get(
    new URL(article.image[0]!).pathname + new URL(article.image[0]!).search,
  );
  expect(image.headers()["content-type"]).toBe("image/png");
  const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as {
    itemListElement: { position: number; item: string }[];
  };
  expect(crumbs.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
  expect(crumbs.itemListElement[2]?.item).toMatch(/\/blogs\/felkod-14$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    article.image[0]!,
  );

  const products = page.getByRole("region", { name: "Produkter i artikeln" });
  const productLink = products.locator("a[href^='/product/']").first();
  await productLink.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\/\d+$/);
  await page.goBack();
  await expect(heading).toHaveText(/^Felkod 14/);

  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(heading).toHaveText(/^Error code 14/);
  await expect(page.getByRole("navigation", { name: "Contents" })).toBeVisible();
});

test("the feeds list every article per language, and the sitemap dates them", async ({
  request,
}) => {
  const front = await (await request.get("/blogs")).text();
  expect(front).toContain(
    '<link rel="alternate" type="application/rss+xml" href="/blog/rss/sv.xml"',
  );
  const swedish = await (await request.get("/blog/rss/sv.xml")).text();
  const english = await (await request.get("/blog/rss/en.xml")).text();
  expect(swedish.match(/<item>/g)).toHaveLength(20);
  expect(swedish).toContain("<language>sv</language>");
  expect(swedish).toContain("<title>Felkod 14");
  expect(english).toContain("<title>Error code 14");
  expect((await request.get("/blog/rss/de.xml")).status()).toBe(404);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(
    /<loc>[^<]*\/blogs\/felkod-14<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
  );
  expect(sitemap).toContain("/blogs</loc>");
  expect(sitemap).not.toContain("/blog/blog_masonary");
});

/** The page's schema.org data: an Article with what search engines require, and its trail. */
function expectArticleData(html: string, path: string) {
  const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const article = data.find((item) => item["@type"] === "Article");
  expect(article, path).toMatchObject({
    "@context": "https://schema.org",
    headline: expect.any(String),
    description: expect.any(String),
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    author: { "@type": "Person", name: expect.any(String) },
    publisher: { "@type": "Organization", name: "Kretsbutiken" },
    image: [expect.stringMatching(/^https?:\/\/.+\.png\?v=/)],
    mainEntityOfPage: { "@type": "WebPage", "@id": expect.stringMatching(new RegExp(`${path}$`)) },
  });
  const trail = data.find((item) => item["@type"] === "BreadcrumbList") as
    { itemListElement: { "@type": string; position: number }[] } | undefined;
  expect(trail?.itemListElement.map((item) => [item["@type"], item.position])).toEqual([
    ["ListItem", 1],
    ["ListItem", 2],
    ["ListItem", 3],
  ]);
}

test("every article in both languages, with its data, and every link leads somewhere", async ({
  request,
}) => {
  const hrefsIn = (html: string) =>
    [...(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "").matchAll(/<a [^>]*href="(\/[^"#]*)/g)].map(
      (match) => match[1]!.replaceAll("&amp;", "&"),
    );
  const articles = new Set<string>();
  for (let n = 1; n <= 4; n++) {
    const html = await (await request.get(`/blogs?page=${n}`)).text();
    for (const href of hrefsIn(html)) if (/^\/blogs\/[A-Za-z0-9-]+$/.test(href)) articles.add(href);
  }
  expect(articles.size).toBe(20);
  const links = new Set<string>();
  for (const path of articles) {
    const html = await (await request.get(path)).text();
    for (const href of hrefsIn(html)) links.add(href);
    expectArticleData(html, path);
    // The same article in English, from the language cookie.
    const english = await (
      await request.get(path, { headers: { Cookie: "selectedLanguage=en" } })
    ).text();
    expect(english).toContain('<html lang="en"');
    expect(/<h1[^>]*>([^<]+)</.exec(english)?.[1]).not.toBe(/<h1[^>]*>([^<]+)</.exec(html)?.[1]);
  }
  const broken: string[] = [];
  const all = [...links];
  for (let i = 0; i < all.length; i += 8) {
    await Promise.all(
      all.slice(i, i + 8).map(async (href) => {
        const response = await request.get(href);
        if (response.status() >= 400) broken.push(`${href}: ${response.status()}`);
      }),
    );
  }
  expect(broken).toEqual([]);
  expect(links.size).toBeGreaterThan(40);
});
