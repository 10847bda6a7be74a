import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const GUARD_KEY = "kretsbutiken:chunk-reload";

/** Answers builds/latest.json with a build other than the running one, and counts asks. */
async function announceNewerBuild(page: Page): Promise<{ asks: number }> {
  const counter = { asks: 0 };
  await page.route("**/builds/latest.json", (route) => {
    counter.asks++;
    return route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } });
  });
  return counter;
}

test("the server publishes its build where the client looks for it (spec §7)", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const running = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest
        .version,
  );
  const latest = await request.get("/builds/latest.json");
  expect(latest.headers()["cache-control"]).toBe("no-store");
  expect(await latest.json()).toMatchObject({ id: running });
  expect((await request.get(`/builds/meta/${running}.json`)).status()).toBe(200);
  expect((await request.get("/builds/meta/an-old-build.json")).status()).toBe(404);
});

test("the client looks for a newer build about hourly (spec §9)", async ({ page }) => {
  await page.clock.install();
  // The server's real answer: the same build, so every look asks again.
  const counter = { asks: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith("/builds/latest.json")) counter.asks++;
  });
  await page.goto("/page/about_us");
  await waitForHydration(page);
  // The first look, about 1 s after the page goes idle.
  await page.clock.runFor(5_000);
  await expect.poll(() => counter.asks).toBe(1);
  await page.clock.runFor(58 * 60 * 1000);
  expect(counter.asks).toBe(1);
  await page.clock.runFor(2 * 60 * 1000);
  await expect.poll(() => counter.asks).toBe(2);
  await page.clock.runFor(60 * 60 * 1000);
  await expect.poll(() => counter.asks).toBe(3);
});

test("a chunk that fails while a newer build exists reloads the page once, guarded for 10 s", async ({
  page,
}) => {
  await announceNewerBuild(page);
  await page.route("**/assets/theme-settings-panel-*.js", (route) => route.abort());
  await page.goto("/page/about_us");
  await waitForHydration(page);

  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Temainställningar" }).click();
  await reloaded;
  await waitForHydration(page);
  const stamp = await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY);
  expect(Number(stamp)).toBeGreaterThan(Date.now() - 10_000);

  // Within the guard: no second reload, the visitor is told instead.
  let loads = 0;
  page.on("load", () => loads++);
  await page.getByRole("button", { name: "Temainställningar" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Det gick inte att ladda den här delen av sidan. Ladda om sidan och försök igen.",
  );
  expect(loads).toBe(0);
});

test("a chunk that fails without a newer build does not reload", async ({ page }) => {
  await page.route("**/assets/theme-settings-panel-*.js", (route) => route.abort());
  await page.goto("/page/about_us");
  await waitForHydration(page);
  let loads = 0;
  page.on("load", () => loads++);
  await page.getByRole("button", { name: "Temainställningar" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(loads).toBe(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)).toBeNull();
});
