// The element gallery (/voxo_plus/element_page/*): the shop's real components with catalogue
// data, in every state, in light, dark and right to left; and screenshots of each page in the
// light and the dark mode, compared with the ones committed beside this file, so a change to a
// component's look shows up here. The screenshots come from a shop of their own on a fresh
// catalogue, so other tests' orders do not move stock or best sellers under them; what
// changes by itself (this week's deal, which is another product each week, and the seconds
// left) is masked; the deal banner's content is checked above instead. Pixels are compared
// only with the Chromium they were taken in (its major version, recorded beside them when
// they are updated): another version draws text and shadows a little differently, and would
// fail every picture for no change of ours.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ELEMENT_PAGES } from "../../gallery/element-page-names.ts";
import { startPristineShop, type ServerProcess } from "../../../test-support/pristine-shop.ts";
import { waitForHydration } from "../../../test-support/page-problems.ts";

const gallery = (name: string) => `/voxo_plus/element_page/${name}`;

test("the product elements show a real product in each state, and the empty and error states", async ({
  page,
}) => {
  await page.goto(gallery("element_product"));
  for (const level of ["inStock", "low", "soldOut", "discontinued"]) {
    await expect(page.locator(`[data-specimen] [data-stock="${level}"]`).first()).toBeVisible();
  }
  // A reduced price always comes with the lowest price of the last 30 days.
  const reduced = page.locator('[data-specimen="Sänkt pris"]');
  await expect(reduced.locator("[data-lowest-price]")).toContainText("Lägsta pris");
  // Every card is a product that exists: its link opens its page.
  const href = await reduced.getByRole("link").first().getAttribute("href");
  expect((await page.request.get(href!)).status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 2, name: "Inga produkter matchar dina filter" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sidan hittades inte" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});

test("a dark specimen is dark and a right-to-left one mirrors, whatever the page is in", async ({
  page,
}) => {
  await page.goto(gallery("element_product"));
  const frame = (specimen: string) => page.locator(`[data-specimen="${specimen}"] > div`);
  const background = (specimen: string) =>
    frame(specimen).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background("Sänkt pris")).toBe("rgb(255, 255, 255)");
  expect(await background("Sänkt pris · mörkt läge")).toBe("rgb(22, 22, 27)");

  // The label sits at the card's start: the left in Swedish, the right when mirrored.
  const labelSide = async (specimen: string) => {
    const card = await frame(specimen).locator("article").boundingBox();
    const label = await frame(specimen).locator("article span.absolute").first().boundingBox();
    return label!.x - card!.x < card!.width / 2 ? "left" : "right";
  };
  expect(await labelSide("Med etikett")).toBe("left");
  expect(await labelSide("Med etikett · höger till vänster")).toBe("right");
  // An amount still reads "7 990 kr" when mirrored, not "kr 7 990".
  const readsLeftToRight = await frame("Med etikett · höger till vänster")
    .locator("[data-price]")
    .first()
    .evaluate((price) => {
      const text = price.firstChild!;
      const at = (offset: number) => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        return range.getBoundingClientRect().x;
      };
      return at(0) < at(text.textContent!.length - 1);
    });
  expect(readsLeftToRight).toBe(true);
});

test("the deal banner counts down to the real deal's end, and says when it is over", async ({
  page,
}) => {
  await page.goto(gallery("element_deal_banner"));
  const running = page.locator('[data-specimen="Pågår"]');
  await expect(running.getByTestId("deal-countdown")).toBeVisible();
  const name = await running.getByRole("link").first().textContent();
  await page.goto("/veckans-deal");
  await expect(page.getByTestId("deal").getByRole("heading", { level: 2 })).toHaveText(name!);
  await page.goBack();
  await expect(
    page.locator('[data-specimen="Har gått ut"]').getByTestId("deal-ended"),
  ).toBeVisible();
});

test("the gallery's pages link to each other and each shows specimens", async ({ page }) => {
  await page.goto(gallery("element_home"));
  await waitForHydration(page);
  for (const name of ELEMENT_PAGES) {
    const nav = page.getByRole("navigation", { name: "Fler element" });
    await nav.locator(`a[href="${gallery(name)}"]`).click();
    await expect(page).toHaveURL(gallery(name));
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", gallery(name));
    expect(await page.locator("[data-specimen]").count()).toBeGreaterThanOrEqual(3);
    for (const specimen of await page.locator("[data-specimen] > div").all()) {
      expect((await specimen.innerText()).trim().length, name).toBeGreaterThan(0);
    }
  }
});

test.describe("screenshots", () => {
  let shop: ServerProcess;
  test.beforeAll(async () => {
    shop = await startPristineShop();
  });
  test.afterAll(async () => {
    await shop.stop();
  });

  async function settle(page: Page) {
    await waitForHydration(page);
    // Every picture now, not when scrolled to, and the page as it is once they are in.
    await page.evaluate(async () => {
      for (const image of document.querySelectorAll("img")) image.loading = "eager";
      await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
      await document.fonts.ready;
    });
  }

  /** The Chromium major version the committed pictures were taken in. */
  const takenIn = path.join(
    import.meta.dirname,
    "element-page.spec.ts-snapshots",
    "chromium-major.txt",
  );

  test.beforeEach(({ browser }, testInfo) => {
    const running = browser.version().split(".")[0]!;
    if (
      testInfo.config.updateSnapshots === "all" ||
      testInfo.config.updateSnapshots === "changed"
    ) {
      writeFileSync(takenIn, `${running}\n`);
      return;
    }
    const recorded = existsSync(takenIn) ? readFileSync(takenIn, "utf8").trim() : "none";
    test.skip(
      running !== recorded,
      `the pictures were taken in Chromium ${recorded}, this is ${running}: update them (README)`,
    );
  });

  for (const mode of ["light", "dark"] as const) {
    for (const name of ELEMENT_PAGES) {
      test(`${name} in ${mode} looks as it did`, async ({ page, context }) => {
        // Answered once: neither the cookie question nor the newsletter prompt in the picture.
        await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${shop.url}${gallery(name)}`);
        await waitForHydration(page);
        await page.getByRole("button", { name: "Nej, bara nödvändiga" }).click();
        if (mode === "dark") {
          await page.getByRole("button", { name: "Temainställningar" }).click();
          await page.getByRole("button", { name: "Mörkt läge" }).click();
          await page.keyboard.press("Escape");
          await expect(page.locator("html")).toHaveAttribute("data-mode", "dark");
        }
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${mode}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          mask: [page.getByTestId("deal-banner"), page.getByTestId("deal-countdown")],
          maxDiffPixelRatio: 0.002,
        });
      });
    }
  }
});
