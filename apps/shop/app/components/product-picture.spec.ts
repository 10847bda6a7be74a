// The page's main picture (its largest paint on a product page, and on the home page for a
// returning visitor on a large screen) is asked for by the server's HTML itself: a preload in
// the head with fetchpriority=high, the same srcset and sizes as the picture, which the browser
// then uses without a second request. `sizes` says the width the picture is really shown at.
// (Decision record 0030.)
import { expect, test, type Page } from "@playwright/test";
import { layoutShiftSoFar } from "../../test-support/layout-shift.ts";
import { waitForHydration } from "../../test-support/page-problems.ts";

const PRODUCT = "/product/dualshock-4-v2/1352";

/** The width a picture's `sizes` names in this browser, and the width it is shown at. */
function widths(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => {
      const entries = img.sizes.split(/,\s*(?![^()]*\))/);
      const chosen = entries
        .map((entry) => /^(\(.*?\))\s+(.*)$/.exec(entry.trim()))
        .find((media) => media && matchMedia(media[1]!).matches);
      const probe = document.createElement("div");
      probe.style.width = chosen?.[2] ?? entries.at(-1)!;
      document.body.append(probe);
      const named = probe.getBoundingClientRect().width;
      probe.remove();
      return { named, shown: img.getBoundingClientRect().width };
    });
}

const VIEWPORTS = [
  ["a phone", { width: 412, height: 823 }],
  ["a desktop", { width: 1350, height: 940 }],
] as const;

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test("the product page's main picture is preloaded from the head, fetched once and sized right", async ({
      page,
    }) => {
      const html = await (await page.request.get(PRODUCT)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toMatch(
        /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="\/images\/products\/1352\/1-160\.avif 160w, [^"]*" imageSizes="[^"]+"\/>/,
      );
      expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);

      await page.goto(PRODUCT);
      await waitForHydration(page);
      const main = page.getByTestId("zoom").locator("img").first();
      await expect(main).toHaveAttribute("fetchpriority", "high");
      await expect(main).toHaveAttribute("loading", "eager");
      await expect(main).toHaveJSProperty("complete", true);
      const source = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(source).toMatch(/\/images\/products\/1352\/1-\d+\.avif$/);
      // The preload's file is the picture's: one request for it, not two.
      expect(await page.evaluate((url) => performance.getEntriesByName(url).length, source)).toBe(
        1,
      );
      const { named, shown } = await widths(page, '[data-testid="zoom"] img');
      expect(Math.abs(named - shown)).toBeLessThan(1);
      // The thumbnails wait until they are near, in room kept for them: nothing moves when
      // they arrive. (Counted from here: on a slow machine Chromium may paint the page while it
      // is still parsing it, and the header's last items nudge their neighbours by a few
      // thousandths; that is the page's load, not the thumbnails.)
      const before = await layoutShiftSoFar(page);
      const thumbnails = page.locator('ul[aria-label] img[loading="lazy"]');
      await expect(thumbnails.first()).toBeAttached();
      for (const thumbnail of await thumbnails.all()) {
        await thumbnail.scrollIntoViewIfNeeded();
        await expect(thumbnail).toHaveJSProperty("complete", true);
      }
      expect((await layoutShiftSoFar(page)) - before).toBeLessThan(0.001);
    });

    test("the home page preloads its first card's picture; every card's sizes is its width", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      const preloads = page.locator('head link[rel="preload"][as="image"]');
      await expect(preloads).toHaveCount(1);
      const first = page.locator("main article img").first();
      await expect(first).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator("main article img").nth(1)).not.toHaveAttribute(
        "fetchpriority",
        /./,
      );
      const { named, shown } = await widths(page, "main article img");
      expect(Math.abs(named - shown)).toBeLessThan(1);
    });

    test("a listing's cards beside the filter sidebar are sized to their column", async ({
      page,
    }) => {
      await page.goto("/shop/shop_left_sidebar");
      await waitForHydration(page);
      const { named, shown } = await widths(page, "main article img");
      expect(Math.abs(named - shown)).toBeLessThan(1);
    });
  });
}
