// The HTTP side of the storefront: compression, caching, SEO files, favicon, fonts.
import { expect, test } from "@playwright/test";
import { layoutShiftSoFar } from "../test-support/layout-shift.ts";
import { collectPageProblems, waitForHydration } from "../test-support/page-problems.ts";

test("pages are compressed, personal and never cached by shared caches", async ({ request }) => {
  const response = await request.get("/page/about_us", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
  expect(response.headers()["vary"]).toMatch(/Cookie/i);
});

test("shared pages: public with stale-while-revalidate, an ETag and 304 for the anonymous", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/product/dualshock-4-v2/1352",
    "/shop/shop_no_sidebar",
    "/page/search?q=iphone",
  ]) {
    const headers = { Cookie: "cookieConsent=necessary", "Accept-Encoding": "br, gzip" };
    const response = await request.get(path, { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(
      "public, max-age=0, stale-while-revalidate=10",
    );
    expect(response.headers()["vary"]).toBe("Cookie, Accept-Encoding");
    expect(response.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
    const etag = response.headers()["etag"];
    expect(etag).toMatch(/^W\/"/);
    const again = await request.get(path, { headers: { ...headers, "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
    // Another language is another page, with its own tag.
    const english = await request.get(path, {
      headers: {
        ...headers,
        Cookie: "cookieConsent=necessary; selectedLanguage=en",
        "If-None-Match": etag!,
      },
    });
    expect(english.status()).toBe(200);
  }
});

test("a visitor with a session token gets a private answer, even on a shared route", async ({
  request,
}) => {
  const anonymous = await request.get("/");
  expect(anonymous.headers()["cache-control"]).toMatch(/^public/);
  const visitors: Record<string, string>[] = [
    { Cookie: "hanko=not-a-live-session" },
    { Authorization: "Bearer x.y.z" },
  ];
  for (const headers of visitors) {
    const response = await request.get("/", { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
    // A token that does not check out is an anonymous visitor: the page kept for them
    // (decision record 0052), answered private.
    expect(response.headers()["etag"]).toBe(anonymous.headers()["etag"]);
    expect(await response.text()).toContain(">Logga in<");
  }
});

test("hashed scripts are long-cached and compressed; the styles come in the page", async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  await page.goto("/");
  await waitForHydration(page);
  expect(problems).toEqual([]);
  // The page's own styles are in its head; no stylesheet there holds up the first paint. The
  // whole stylesheet follows last in the body, one long-cached file for every page (0052).
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  const inline = (await page.locator("style[data-kb-stylesheet]").textContent()) ?? "";
  expect(inline).toContain(".min-h-screen");
  const whole = page.locator('body > link[rel="stylesheet"]');
  await expect(whole).toHaveCount(1);
  const wholeFile = await request.get((await whole.getAttribute("href")) ?? "", {
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(wholeFile.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(wholeFile.headers()["content-type"]).toBe("text/css; charset=utf-8");
  expect(wholeFile.headers()["content-encoding"]).toBe("gzip");
  expect((await wholeFile.text()).length).toBeGreaterThan(inline.length);
  const [minHeight, viewport] = await page.evaluate(() => [
    getComputedStyle(document.body).minHeight,
    `${innerHeight}px`,
  ]);
  expect(minHeight).toBe(viewport);
  const scripts = page.locator('link[rel="modulepreload"]');
  await expect(scripts.first()).toBeAttached();
  for (const asset of [
    (await scripts.first().getAttribute("href")) ?? "",
    (await scripts.last().getAttribute("href")) ?? "",
  ]) {
    expect(asset).toMatch(/^\/assets\/.+-[\w-]{8,}\.js$/);
    const response = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  }
});

test("every page has a title, a description and a canonical link", async ({ page, baseURL }) => {
  await page.goto("/page/faq?utm_source=test");
  await expect(page).toHaveTitle("Vanliga frågor | Kretsbutiken");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /ångerrätt/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/page/faq`,
  );
  await page.goto("/home");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  await page.goto("/page/cart");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("robots.txt and sitemap.xml", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of [
    "/",
    "/page/about_us",
    "/Huawei/P-Series",
    "/blogs/felkod-14",
    "/page/kopvillkor",
    "/product/iphone-16-pro/1002",
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  for (const path of ["/page/cart", "/page/404", "/payment/callback", "/home", "/api/newsletter"]) {
    expect(xml).not.toContain(`<loc>${baseURL}${path}</loc>`);
  }
});

test("a favicon, and no 404 for the one browsers ask for by default", async ({ request }) => {
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/image\//);
});

test("system fonts only: no font files, and no layout shift while the page settles", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Networkidle: the scripts have run and hydrated; what may shift has arrived.
  const shift = await layoutShiftSoFar(page);
  expect(fonts).toEqual([]);
  expect(shift).toBeLessThan(0.01);
});
