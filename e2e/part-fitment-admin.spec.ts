// Staff set which scooter models a part fits (issue 41): on the part's admin page an owner ticks
// models under "Passar" and "Passar inte"; a model ticked both ways is answered beside the
// field with everything ticked kept; once saved, the part's page says so and "Passar modell"
// finds it at once. The demo's Ninebot inner tube (2004) fits the F-series, not the Max.
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";

const TUBE = { id: 2004, path: "/product/ninebot-innerslang-10-tum/2004" };
const E_SERIES = "Segway-Ninebot E-serien";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

test("an owner sets the models a part fits; a model ticked both ways is refused beside it; the shop follows at once", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.fitment),
  });
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  const violations = await watchCspViolations(context);
  const admin = await context.newPage();
  await admin.goto(`/admin/products/${TUBE.id}`);
  await waitForHydration(admin);
  const section = admin.getByRole("region", { name: "Passar till elsparkcyklar" });
  const fits = section.getByRole("group", { name: "Passar", exact: true });
  const notFits = section.getByRole("group", { name: /^Passar inte/ });
  await expect(section.getByLabel("Sorts reservdel")).toHaveValue("inner-tube");
  await expect(fits.getByLabel("Segway-Ninebot F-serien")).toBeChecked();
  await expect(notFits.getByLabel("Segway-Ninebot Max G30", { exact: true })).toBeChecked();

  await fits.getByLabel(E_SERIES).check();
  await notFits.getByLabel(E_SERIES).check();
  await section.getByRole("button", { name: "Spara vilka modeller delen passar" }).click();
  await expect(section.getByRole("alert")).toBeVisible();
  await expect(notFits).toHaveAccessibleDescription(
    "En modell kan inte både passa och inte passa.",
  );
  await expect(fits.getByLabel(E_SERIES)).toBeChecked();
  await expect(notFits.getByLabel(E_SERIES)).toBeChecked();
  await expectNoSeriousAxeViolations(admin, "admin product page with a refused fitment");

  await notFits.getByLabel(E_SERIES).uncheck();
  await section.getByRole("button", { name: "Spara vilka modeller delen passar" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Uppgiften om vilka modeller delen passar är sparad.",
  );
  await expect(fits.getByLabel(E_SERIES)).toBeChecked();

  await page.goto(TUBE.path);
  await expect(page.getByTestId("fitment")).toContainText(
    "Passar: Segway-Ninebot F-serien, E-serien",
  );
  await expect(page.getByTestId("fitment")).toContainText(
    "Passar inte: Segway-Ninebot Max G30, Max G30D",
  );
  await page.goto("/shop/shop_left_sidebar/scooter_part?passar=ninebot-e-series");
  await expect(
    page
      .locator("#listing-results")
      .getByRole("link", { name: "Ninebot innerslang 10 tum", exact: true }),
  ).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});
