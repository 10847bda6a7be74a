// A shopper with an account, signed in through the shop's own register page: the widget, an
// e-mailed code from the auth server's SMTP sink, and a password. Swedish texts.
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "../../apps/shop/test-support/page-problems.ts";
import { nextPasscode } from "./shop-mail.ts";

export async function typeCode(page: Page, to: string) {
  await page.getByRole("textbox", { name: "Siffra 1 av 6" }).click();
  await page.keyboard.type(await nextPasscode(to));
}

export async function registerShopper(page: Page, email: string, password: string) {
  await page.goto("/page/register");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "E-post" }).fill(email);
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await typeCode(page, email);
  await page.getByLabel("Nytt lösenord", { exact: true }).fill(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
}
