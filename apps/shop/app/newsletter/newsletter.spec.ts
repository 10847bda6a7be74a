import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../test-support/page-problems.ts";

const modal = (page: Page) => page.getByRole("dialog", { name: "Få nyheter från Kretsbutiken" });
/**
 * Steps the fake clock until the modal shows. Its 2 s count from an effect that, on a loaded
 * machine, can run a moment after hydration is visible; a single long step could end first.
 */
async function runUntilModal(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return modal(page).count();
    })
    .toBe(1);
}

const uniqueEmail = () =>
  `prenumerant-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

test.describe("once the cookie question is answered", () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([
      { name: "cookieConsent", value: "preferences", url: "http://127.0.0.1:3210" },
    ]);
  });

  test("the newsletter modal opens 2 s after load, not before (spec §2/§9)", async ({ page }) => {
    // Time stands still until the test moves it, so a slow page load cannot eat into the 2 s
    // (on a loaded machine the modal was once open before 1.9 s had been run).
    await page.clock.install({ time: new Date("2026-11-24T10:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-24T10:01:00Z"));
    await page.goto("/page/faq");
    await waitForHydration(page);
    await page.clock.runFor(1_900);
    await expect(modal(page)).toHaveCount(0);
    await runUntilModal(page);
  });

  test("it opens once per visitor, can be dismissed, and does not take the focus", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const search = page.getByRole("combobox", { name: "Sök i butiken" });
    await search.click();
    await runUntilModal(page);
    await expect(search).toBeFocused();

    await modal(page).getByRole("button", { name: "Stäng" }).click();
    await expect(modal(page)).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(5_000);
    await expect(modal(page)).toHaveCount(0);
  });

  test("it signs up through the real endpoint, with a translated error first", async ({ page }) => {
    await page.clock.install();
    await page.goto("/page/about_us");
    await waitForHydration(page);
    await runUntilModal(page);
    const dialog = modal(page);
    await dialog.getByLabel("Din e-postadress").fill("inte-en-adress");
    await dialog.getByRole("button", { name: "Prenumerera" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
    );
    await expect(dialog.getByLabel("Din e-postadress")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Din e-postadress").fill(uniqueEmail());
    await dialog.getByRole("button", { name: "Prenumerera" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "Nästan klart! Vi har skickat ett mejl till adressen. Klicka på länken i det för att bekräfta prenumerationen.",
    );
  });
});

test("while the cookie banner waits for an answer, the modal waits too", async ({ page }) => {
  await page.clock.install();
  await page.goto("/page/faq");
  await waitForHydration(page);
  await page.clock.runFor(5_000);
  await expect(modal(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Nej, bara nödvändiga" }).click();
  await expect(page.getByRole("region", { name: "Cookies på Kretsbutiken" })).toHaveCount(0);
  await runUntilModal(page);
});

test("the endpoint stores an address once: a repeat answers the same, and bad input is a 400", async ({
  request,
}) => {
  const email = uniqueEmail();
  for (let i = 0; i < 2; i++) {
    const response = await request.post("/api/newsletter.data", { form: { email } });
    expect(response.status()).toBe(200);
  }
  const bad = await request.post("/api/newsletter.data", { form: { email: "nej" } });
  expect(bad.status()).toBe(400);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the coming-soon page signs up by a plain form post", async ({ page }) => {
    await page.goto("/page/comming_soon");
    await page.getByLabel("Din e-postadress").fill("fel");
    await page.getByRole("button", { name: "Prenumerera" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
    );
    await page.getByLabel("Din e-postadress").fill(uniqueEmail());
    await page.getByRole("button", { name: "Prenumerera" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Nästan klart! Vi har skickat ett mejl till adressen. Klicka på länken i det för att bekräfta prenumerationen.",
    );
  });
});
