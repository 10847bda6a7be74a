// Product alerts in Chromium against the real shop, with the mails read from the SMTP sink:
// "Bevaka" on a sold-out product and "Prisbevakning" on another, each asked for by the
// shopper's labels, confirmed through the link in the mail, then set off by an owner's change
// in the admin (stock in, a lower price), after which the alert mail arrives, once, with the
// product's link (and, for the price, the 30-day lowest price). Bad input to both forms is
// answered beside its field with what was typed kept. The link in the mail ends an alert.
import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { scaled } from "../scripts/time-scale.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { nextShopMail } from "./support/shop-mail.ts";

// Changed only here: EKEDALEN (2 495 kr, sold out) and HEKTAR (699 kr, in stock).
const TABLE = {
  id: 9026,
  name: "EKEDALEN utdragbart bord",
  path: "/product/ekedalen-utdragbart-bord/9026",
};
const LAMP = { id: 9027, name: "HEKTAR golvlampa", path: "/product/hektar-golvlampa/9027" };

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

/** The path and query of the first link in `text` that goes to `path`. */
function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://\\S+${path}\\S*`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Follows the confirmation link of the next mail to `email` and presses its button. */
async function confirmByMail(page: Page, email: string, subject: string) {
  const mail = await nextShopMail(email);
  expect(mail.subject).toBe(subject);
  await page.goto(linkIn(mail.text, "/bevakning/bekrafta"));
  await page.getByRole("button", { name: "Ja, bevaka varan" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Tack! Nu bevakar vi varan och mejlar dig när det händer.",
  );
}

async function ownerPage(browser: Browser, productId: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.alerts),
  });
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  const admin = await context.newPage();
  await admin.goto(`/admin/products/${productId}`);
  await waitForHydration(admin);
  return admin;
}

test("Bevaka: a sold-out product, confirmed by mail, mails once when the admin takes stock in", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  await page.goto(TABLE.path);
  const watch = page.getByRole("region", { name: "Bevaka" });
  await expect(watch).toBeVisible();
  await expectNoSeriousAxeViolations(page, "product page with the alert forms");

  // Nothing typed: the message beside the field.
  await watch.getByRole("button", { name: "Bevaka" }).click();
  await expect(page).toHaveURL(`/bevakning?product=${TABLE.id}`);
  let form = page.getByRole("region", { name: "Bevaka" });
  await expect(form.getByLabel("Din e-postadress")).toHaveAccessibleDescription(
    "Skriv din e-postadress.",
  );
  // Not an address: the message beside the field, and what was typed kept.
  await form.getByLabel("Din e-postadress").fill("inte-en-adress");
  await form.getByRole("button", { name: "Bevaka" }).click();
  form = page.getByRole("region", { name: "Bevaka" });
  await expect(form.getByLabel("Din e-postadress")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Din e-postadress")).toHaveAccessibleDescription(
    "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
  );
  await expect(form.getByLabel("Din e-postadress")).toHaveValue("inte-en-adress");
  await expect(form.getByRole("alert")).toHaveText(
    "Något behöver rättas. Se meddelandet vid fältet.",
  );
  await expectNoSeriousAxeViolations(page, "alert page with a refused address");

  const email = uniqueEmail("bevakare");
  await form.getByLabel("Din e-postadress").fill(email);
  await form.getByRole("button", { name: "Bevaka" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kolla din e-post");
  await expect(page.getByRole("status")).toContainText(
    `Klicka på länken i det för att bekräfta bevakningen av ${TABLE.name}.`,
  );
  await confirmByMail(page, email, `Bekräfta din bevakning av ${TABLE.name}`);

  // An owner takes three in: the alert mail arrives, with the product's link.
  const admin = await ownerPage(browser, TABLE.id);
  const stock = admin.getByRole("region", { name: "Lager" });
  await stock.getByLabel("Anledning").selectOption({ label: "Inleverans" });
  await stock.getByLabel("Ändring (antal)").fill("3");
  await stock.getByRole("button", { name: "Justera lager" }).click();
  await expect(stock.getByRole("status")).toHaveText("Lagret är justerat: 3 st i lager nu.");
  const alert = await nextShopMail(email);
  expect(alert.subject).toBe(`${TABLE.name} finns i lager igen`);
  expect(alert.text).toContain(`Goda nyheter: ${TABLE.name} finns i lager igen, för 2 495,00 kr.`);
  expect(linkIn(alert.text, "/product/")).toBe(TABLE.path);

  // A second change sends nothing more: the next mail to the address is none.
  await stock.getByLabel("Anledning").selectOption({ label: "Inleverans" });
  await stock.getByLabel("Ändring (antal)").fill("1");
  await stock.getByRole("button", { name: "Justera lager" }).click();
  await expect(stock.getByRole("status")).toHaveText("Lagret är justerat: 4 st i lager nu.");
  await expect(nextShopMail(email)).rejects.toThrow();

  // The mail's link ends the alert: a page with a button, which the post acts on.
  await page.goto(linkIn(alert.text, "/bevakning/avregistrera"));
  await page.getByRole("button", { name: "Avsluta bevakningen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Klart. Du får inga mejl om den här bevakningen.",
  );
  await admin.context().close();
});

test("Prisbevakning: bad prices refused beside the field, then a price drop below the chosen price mails once", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  await page.goto(LAMP.path);
  // In stock: no "Bevaka", and the price alert behind its disclosure.
  await expect(page.getByRole("region", { name: "Bevaka" })).toHaveCount(0);
  await page.getByText("Mejla mig när priset sjunker").click();
  const watch = page.getByRole("region", { name: "Prisbevakning" });
  const email = uniqueEmail("sparsam");
  await watch.getByLabel("Ditt pris (kronor)").fill("700");
  await watch.getByLabel("Din e-postadress").fill(email);
  await watch.getByRole("button", { name: "Bevaka priset" }).click();

  let form = page.getByRole("region", { name: "Prisbevakning" });
  await expect(form.getByLabel("Ditt pris (kronor)")).toHaveAccessibleDescription(
    /^Priset måste vara lägre än dagens pris, 699,00\s*kr\.$/,
  );
  await expect(form.getByLabel("Ditt pris (kronor)")).toHaveValue("700");
  await expect(form.getByLabel("Din e-postadress")).toHaveValue(email);
  for (const [typed, message] of [
    ["sexhundra", "Skriv priset i kronor, till exempel 1 299 eller 1 299,50."],
    ["-5", "Priset måste vara mer än 0 kr."],
    ["12,345", "Priset kan ha högst två decimaler (ören)."],
  ] as const) {
    await form.getByLabel("Ditt pris (kronor)").fill(typed);
    await form.getByRole("button", { name: "Bevaka priset" }).click();
    form = page.getByRole("region", { name: "Prisbevakning" });
    await expect(form.getByLabel("Ditt pris (kronor)")).toHaveAccessibleDescription(message);
    await expect(form.getByLabel("Ditt pris (kronor)")).toHaveValue(typed);
  }
  await expectNoSeriousAxeViolations(page, "alert page with a refused price");

  await form.getByLabel("Ditt pris (kronor)").fill("600");
  await form.getByRole("button", { name: "Bevaka priset" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kolla din e-post");
  await confirmByMail(page, email, `Bekräfta din prisbevakning av ${LAMP.name}`);

  // A drop that is not far enough sends nothing; one below the chosen price sends the mail.
  const admin = await ownerPage(browser, LAMP.id);
  const price = admin.getByRole("region", { name: "Pris" });
  await price.getByLabel("Nytt pris (kronor inkl. moms)").fill("649");
  await price.getByRole("button", { name: "Spara nytt pris" }).click();
  await expect(price.locator("[data-price-now]")).toContainText(/649,00\s*kr/);
  await expect(nextShopMail(email)).rejects.toThrow();
  await price.getByLabel("Nytt pris (kronor inkl. moms)").fill("579");
  await price.getByRole("button", { name: "Spara nytt pris" }).click();
  await expect(price.locator("[data-price-now]")).toContainText(/579,00\s*kr/);
  const alert = await nextShopMail(email);
  expect(alert.subject.replace(/[\u00a0\u202f]/g, " ")).toBe(
    `Prisbevakning: ${LAMP.name} kostar nu 579,00 kr`,
  );
  expect(alert.text).toContain("Du bad om ett mejl vid 600,00 kr eller lägre.");
  // The lowest of the 30 days before this price began: 649 kr, today's earlier price.
  expect(alert.text).toContain("Lägsta pris de senaste 30 dagarna före sänkningen: 649,00 kr.");
  expect(linkIn(alert.text, "/product/")).toBe(LAMP.path);
  await admin.context().close();
});
