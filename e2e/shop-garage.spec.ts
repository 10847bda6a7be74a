// Min garage in Chromium, against the real shop and auth server and the shop's SMTP sink: a new
// account saves its scooter (bad input first: messages beside the fields, nothing typed lost),
// the scooter parts listing then offers "Passar min …", which narrows the listing to the parts
// that fit and marks them, and a part's page says whether it fits; a tyre and brake check
// reminder starts only once the mail's link is followed, and "Kontroll gjord" counts again. The
// odometer is updated without JavaScript too.
import type { Page } from "@playwright/test";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { nextShopMail } from "./support/shop-mail.ts";
import { registerShopper } from "./support/shop-sign-in.ts";

const SCOOTER = "Segway-Ninebot Max G30";
const PARTS = "/shop/shop_left_sidebar/scooter_part";

const email = (name: string) => `${name}.${Date.now()}@example.se`;

function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://\\S+${path}\\S*`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** The listing's total, from "Visar 1–12 av 21 produkter" or "21 produkter". */
async function listed(page: Page): Promise<number> {
  const text = (await page.getByTestId("results-count").textContent()) ?? "";
  return Number(/(\d+) produkt/.exec(text)?.[1] ?? Number.NaN);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

test("a saved scooter narrows the parts listing, and its check reminder starts by mail", async ({
  page,
  browser,
}) => {
  const shopper = email("garage");
  await registerShopper(page, shopper, "Ett långt lösenord 2026!");
  await page
    .getByRole("region", { name: "Min garage" })
    .getByRole("link", { name: "Till Min garage" })
    .click();
  await expect(page).toHaveURL(/\/page\/garage$/);
  await expect(page.getByRole("heading", { name: "Min garage", level: 1 })).toBeVisible();
  await expect(page.getByText("Du har inte sparat något ännu.")).toBeVisible();
  await waitForHydration(page);

  // Bad input: no model and an odometer that is no whole number, each answered beside its field.
  await page.getByLabel("Serienummer").fill("N4GTC2037C0123");
  await page.getByLabel("Mätarställning i km").fill("12,5");
  await page.getByRole("button", { name: "Spara elsparkcykeln" }).click();
  await expect(page.getByTestId("garage-form-problem")).toHaveText(
    "Det sparades inte. Rätta det som är markerat.",
  );
  await expect(page.getByLabel("Modell")).toHaveAccessibleDescription("Välj en modell i listan.");
  await expect(page.getByLabel("Mätarställning i km")).toHaveAccessibleDescription(
    /Ange mätarställningen i hela kilometer, mellan 0 och 200 000\.$/,
  );
  await expect(page.getByLabel("Serienummer")).toHaveValue("N4GTC2037C0123");
  await expectNoSeriousAxeViolations(page, "Min garage with errors");

  await page.getByLabel("Modell").selectOption({ label: SCOOTER });
  await page.getByLabel("Mätarställning i km").fill("1 200");
  await page.getByRole("button", { name: "Spara elsparkcykeln" }).click();
  await expect(page.getByTestId("garage-status")).toHaveText("Enheten är sparad.");
  const saved = page.getByTestId("garage-device");
  await expect(saved.getByRole("heading", { name: SCOOTER })).toBeVisible();
  await expect(saved.getByTestId("garage-odometer")).toHaveText(/^1\s200 km, angiven /);
  await expect(saved.getByRole("link", { name: `Felkodsdoktorn för ${SCOOTER}` })).toHaveAttribute(
    "href",
    "/felkod/ninebot-max-g30",
  );
  await expectNoSeriousAxeViolations(page, "Min garage with a scooter");

  // Felkodsdoktorn (a shared page) starts from the saved scooter once hydrated.
  await page.goto("/felkod");
  await waitForHydration(page);
  await expect(page.getByTestId("doctor-saved-scooter")).toHaveText(
    `Vi utgår från din ${SCOOTER} i Min garage. Alla felkoder för din ${SCOOTER}`,
  );
  await expect(page.getByRole("radio", { name: SCOOTER, exact: true })).toBeChecked();

  // The parts listing (a shared page) offers the saved scooter once hydrated, and narrows to it.
  await page.goto(PARTS);
  await waitForHydration(page);
  const every = await listed(page);
  const chip = page.getByRole("link", { name: `Passar min ${SCOOTER}` });
  await chip.click();
  await expect(page).toHaveURL(/passar=ninebot-max-g30/);
  await expect(chip).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("link", { name: "Ninebot slanglöst däck 10 tum" })).toBeVisible();
  await expect(page.getByRole("link", { name: "CST ytterdäck 8,5 tum" })).toHaveCount(0);
  const fitting = await listed(page);
  expect(fitting).toBeGreaterThan(0);
  expect(fitting).toBeLessThan(every);
  await expect(page.getByTestId("garage-mark")).toHaveCount(Math.min(fitting, 24));
  await expect(page.getByTestId("garage-mark").first()).toHaveText(`Passar din ${SCOOTER}`);
  await page.getByRole("link", { name: "Visa alla" }).click();
  await expect(page).not.toHaveURL(/passar=/);

  // A part's page says whether it fits the saved scooter.
  await page.goto("/product/cst-ytterdack-8-5-tum/2000");
  await expect(page.getByTestId("garage-fit")).toHaveText(`Passar inte din ${SCOOTER}`);
  await page.goto("/product/ninebot-slanglost-dack-10-tum/2003");
  await expect(page.getByTestId("garage-fit")).toHaveText(`Passar din ${SCOOTER}`);

  // The reminder: nothing but a confirmation until its link is followed.
  await page.goto("/page/garage");
  await waitForHydration(page);
  await page.getByLabel("Var … km").fill("300");
  await expect(page.getByLabel("E-postadress")).toHaveValue(shopper);
  await page.getByRole("button", { name: `Påminn mig (${SCOOTER})` }).click();
  await expect(page.getByTestId("garage-status")).toHaveText(
    "Vi har skickat ett mejl. Klicka på länken i det för att starta påminnelserna.",
  );
  const reminder = page.getByTestId("garage-reminder");
  await expect(reminder).toContainText(
    `Väntar på att du bekräftar via mejlet vi skickade till ${shopper}.`,
  );
  const mail = await nextShopMail(shopper);
  expect(mail.subject).toBe("Bekräfta påminnelsen om däck- och bromskontroll");
  expect(mail.text).toContain(`${SCOOTER} var 300:e km`);
  expect(mail.text).toContain("/garage/paminnelse/avregistrera?id=");
  await page.goto(linkIn(mail.text, "/garage/paminnelse/bekrafta"));
  await page.getByRole("button", { name: "Ja, påminn mig" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Tack! Nu påminner vi dig när det är dags för kontroll.",
  );
  await page.goto("/page/garage");
  await expect(reminder).toContainText(`Påminnelse var 300:e km till ${shopper}.`);
  await expect(reminder).toContainText(/Nästa kontroll: vid 1\s500 km\./);

  // Without JavaScript: a new odometer reading, then "Kontroll gjord" counts from it.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto("/page/garage");
  await plain
    .getByRole("region", { name: "Uppdatera mätarställning och serienummer" })
    .getByLabel("Mätarställning i km")
    .fill("1 650");
  await plain.getByRole("button", { name: `Spara (${SCOOTER})` }).click();
  await expect(plain.getByTestId("garage-status")).toHaveText("Ändringarna är sparade.");
  await expect(plain.getByTestId("garage-reminder")).toContainText("Det är dags för kontroll nu.");
  await plain.getByRole("button", { name: `Kontroll gjord (${SCOOTER})` }).click();
  await expect(plain.getByTestId("garage-status")).toHaveText(
    "Bra! Vi räknar från i dag och från mätarställningen du har angett.",
  );
  await expect(plain.getByTestId("garage-reminder")).toContainText(
    /Nästa kontroll: vid 1\s950 km\./,
  );
  await noScript.close();
});
