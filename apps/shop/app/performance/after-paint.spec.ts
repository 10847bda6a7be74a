// The page paints before its scripts load (after-paint.ts): in Chromium, no script of the page
// is requested before the first contentful paint, nor, on a product page, before its main
// picture has loaded; and the page hydrates afterwards, with nothing in the console.
import { expect, test, type Page } from "@playwright/test";
import { collectPageProblems, waitForHydration } from "../../test-support/page-problems.ts";
import { firstProductPath } from "../../test-support/preloaded-assets.ts";

interface Timings {
  firstPaint: number;
  scriptsFrom: number;
  scripts: number;
  picture?: { url: string; loaded: number };
}

function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
    const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const picture = main && resources.find((entry) => entry.name === main.currentSrc);
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      scriptsFrom: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
      ...(picture && { picture: { url: picture.name, loaded: picture.responseEnd } }),
    };
  });
}

test("a page paints first and loads its scripts after", async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto("/page/about_us");
  await waitForHydration(page);
  const { firstPaint, scriptsFrom, scripts, picture } = await timings(page);
  expect(picture).toBeUndefined();
  expect(scripts).toBeGreaterThan(3);
  expect(scriptsFrom).toBeGreaterThanOrEqual(firstPaint);
  // Hydrated: the language switch changes the page in place.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  expect(problems).toEqual([]);
});

test("a product page loads its scripts once its main picture is in", async ({ page, baseURL }) => {
  const problems = collectPageProblems(page);
  await page.goto(await firstProductPath(baseURL ?? ""));
  await waitForHydration(page);
  const { firstPaint, scriptsFrom, picture } = await timings(page);
  expect(picture?.url).toMatch(/\/images\/products\/.+\.avif$/);
  expect(scriptsFrom).toBeGreaterThanOrEqual(firstPaint);
  expect(scriptsFrom).toBeGreaterThanOrEqual(picture!.loaded);
  expect(problems).toEqual([]);
});
