// Leaving the shop: a shopper registers, finds "Radera mitt konto" on the dashboard, is told
// what is erased and what is kept, must tick the box (the error stands beside it), confirms with
// a mailed code, and once the account is deleted is signed out, lands on the confirmation, and
// the old session opens nothing. The erasure's rules are tested beside their code (server/account/,
// server/admin/customers/).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { nextPasscode } from "./support/shop-mail.ts";

test("a shopper deletes their account from the dashboard and is signed out", async ({ page }) => {
  const email = `lamnar.${Date.now()}@example.se`;
  await page.goto("/page/register");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "E-post" }).fill(email);
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await page.getByRole("textbox", { name: "Siffra 1 av 6" }).click();
  await page.keyboard.type(await nextPasscode(email));
  await page.getByLabel("Nytt lösenord").fill("Vinter-2026-Elsparkcykel");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  const token = (await page.context().cookies()).find((c) => c.name === "hanko")?.value;
  expect(token).toBeTruthy();

  await page.getByRole("link", { name: "Radera mitt konto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Radera mitt konto" })).toBeVisible();
  await expect(page.getByTestId("leaving-kept")).toHaveText(
    "Du har inga ordrar, så inget behöver sparas för bokföringen.",
  );
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual(
    [],
  );

  // Not ticked: nothing happens, and the reason stands beside the box.
  await page.getByRole("button", { name: "Radera mitt konto" }).click();
  const box = page.getByRole("checkbox", { name: /Jag förstår att kontot/ });
  await expect(box).toHaveAccessibleDescription(
    "Kryssa i rutan för att bekräfta att du vill radera kontot.",
  );
  await expect(page).toHaveURL(/\/page\/delete_account$/);

  await box.check();
  await page.getByRole("button", { name: "Radera mitt konto" }).click();
  // Deleting is confirmed first (docs/decisions/0070): without a passkey, by a mailed code
  // (e2e/risky-action-confirmation.spec.ts tests the confirmation itself).
  const dialog = page.getByRole("dialog", { name: "Bekräfta att det är du" });
  await dialog
    .getByRole("textbox", { name: "Kod från mejlet (6 siffror)" })
    .fill(await nextPasscode(email));
  await dialog.getByRole("button", { name: "Bekräfta", exact: true }).click();
  await expect(page).toHaveURL(/\/page\/account_deleted\?ordrar=0$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Ditt konto är raderat" }),
  ).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "hanko")).toBeUndefined();

  // The old session opens nothing: the account is gone at the provider.
  const dashboard = await page.request.get("/page/user_dashboard", {
    headers: { Authorization: `Bearer ${token}` },
    maxRedirects: 0,
  });
  expect(dashboard.status()).toBe(303);
});
