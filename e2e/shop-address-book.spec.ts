// The shopper's address book in Chromium, against the real shop and auth server: a new account
// adds two addresses (bad input first: messages beside the fields, nothing typed lost), makes the
// second the default, sees both on the dashboard's "Adresser" card, finds the default chosen at
// checkout, picks the other and pays with it, the order page and mail showing it "123 45"; then,
// without JavaScript, deletes one after the question. And a postcode typed "12345" is written
// "123 45" as its field is left, at checkout as in the address book.
import type { Page } from "@playwright/test";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { nextShopMail } from "./support/shop-mail.ts";
import { registerShopper } from "./support/shop-sign-in.ts";

// Galaxy S24 FE (7 490 kr, 23 in stock): bought only here.
const S24_FE = { id: 1059, quantity: 1, color: "blue", size: "128 GB" };

const email = (name: string) => `${name}.${Date.now()}@example.se`;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

async function fillCart(page: Page, items: object[]) {
  await page.goto("/");
  await page.evaluate((cart) => localStorage.setItem("cartItems", JSON.stringify(cart)), items);
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "kb_cart"))
    .toBe(true);
}

async function addAddress(
  page: Page,
  address: { label: string; street: string; postcode: string; city: string },
) {
  await page.getByLabel("Namn på adressen").fill(address.label);
  await page.getByLabel("För- och efternamn *").fill("Anna Svensson");
  await page.getByLabel("Gatuadress *").fill(address.street);
  await page.getByLabel("Postnummer *").fill(address.postcode);
  await page.getByLabel("Ort *").fill(address.city);
  await page.getByRole("button", { name: "Spara adressen" }).click();
  await expect(page.getByTestId("address-book-status")).toHaveText("Adressen är sparad.");
}

test("two saved addresses, a default, the dashboard's card, and checkout paid to the other one", async ({
  page,
  browser,
}) => {
  const shopper = email("adressbok");
  await registerShopper(page, shopper, "Ett långt lösenord 2026!");
  const card = page.getByRole("region", { name: "Adresser" });
  await expect(card).toContainText("Du har inga sparade adresser ännu.");
  await card.getByRole("link", { name: "Hantera adresser" }).click();
  await expect(page).toHaveURL(/\/page\/address_book$/);
  await expect(page.getByRole("heading", { name: "Mina adresser", level: 1 })).toBeVisible();
  await waitForHydration(page);

  // Bad input: an empty required field and a malformed postcode, each answered beside its field.
  await page.getByLabel("Namn på adressen").fill("Hemma");
  await page.getByLabel("För- och efternamn *").fill("Anna Svensson");
  await page.getByLabel("Postnummer *").fill("1234");
  await page.getByLabel("Ort *").fill("Stockholm");
  await page.getByRole("button", { name: "Spara adressen" }).click();
  await expect(page.getByTestId("address-form-problem")).toHaveText(
    "Adressen sparades inte. Rätta det som är markerat.",
  );
  await expect(page.getByLabel("Gatuadress *")).toHaveAccessibleDescription("Skriv gatuadressen.");
  await expect(page.getByLabel("Postnummer *")).toHaveAccessibleDescription(
    "Postnumret har fem siffror, till exempel 123 45.",
  );
  await expect(page.getByLabel("Postnummer *")).toHaveValue("1234");
  await expect(page.getByLabel("Namn på adressen")).toHaveValue("Hemma");
  await expect(page.getByLabel("För- och efternamn *")).toHaveValue("Anna Svensson");
  await expect(page.getByLabel("Ort *")).toHaveValue("Stockholm");
  await expectNoSeriousAxeViolations(page, "address book with errors");

  // Left, a postcode typed as five digits is written "123 45".
  await page.getByLabel("Postnummer *").fill("11122");
  await page.getByLabel("Postnummer *").press("Tab");
  await expect(page.getByLabel("Postnummer *")).toHaveValue("111 22");
  await page.getByLabel("Gatuadress *").fill("Storgatan 1");
  await page.getByRole("button", { name: "Spara adressen" }).click();
  await expect(page.getByTestId("address-book-status")).toHaveText("Adressen är sparad.");
  // The form is empty again for the next one.
  await expect(page.getByLabel("Gatuadress *")).toHaveValue("");

  await addAddress(page, {
    label: "Jobbet",
    street: "Kungsgatan 9",
    postcode: "41119",
    city: "Göteborg",
  });
  const list = page.getByTestId("address-book-list").getByRole("listitem");
  await expect(list).toHaveCount(2);
  await expect(list.first()).toContainText("Hemma");
  await expect(list.first()).toContainText("Standardadress");
  await page.getByRole("button", { name: /^Gör till standardadress adressen Jobbet/ }).click();
  await expect(page.getByTestId("address-book-status")).toHaveText("Standardadressen är ändrad.");
  await expect(list.first()).toContainText("Jobbet");
  await expect(list.first()).toContainText("Standardadress");
  await expect(list.first()).toContainText("411 19 Göteborg");
  await expect(list.nth(1)).not.toContainText("Standardadress");
  await expectNoSeriousAxeViolations(page, "address book");

  // The dashboard's card shows them, the default first.
  await page.getByRole("link", { name: "Tillbaka till Mitt konto" }).click();
  const saved = page.getByTestId("dashboard-addresses").getByRole("listitem");
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText("Jobbet");
  await expect(saved.first()).toContainText("Standardadress");
  await expect(saved.first()).toContainText("Kungsgatan 9");
  await expect(saved.nth(1)).toContainText("Hemma");
  await expect(saved.nth(1)).toContainText("111 22 Stockholm");
  await expectNoSeriousAxeViolations(page, "dashboard with addresses");

  // Checkout starts from the default; choosing the other fills the fields.
  await fillCart(page, [S24_FE]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  const choice = page.getByRole("group", { name: "Leverera till en sparad adress" });
  await expect(choice.getByRole("radio", { name: /Jobbet/ })).toBeChecked();
  await expect(page.getByLabel("Gatuadress *")).toHaveValue("Kungsgatan 9");
  await expect(page.getByLabel("Postnummer *")).toHaveValue("411 19");
  await expect(page.getByRole("checkbox", { name: "Spara adressen i min adressbok" })).toHaveCount(
    0,
  );
  await expectNoSeriousAxeViolations(page, "checkout with saved addresses");
  await choice.getByRole("radio", { name: /Hemma/ }).check();
  await expect(page.getByLabel("Gatuadress *")).toHaveValue("Storgatan 1");
  await expect(page.getByLabel("Postnummer *")).toHaveValue("111 22");
  await expect(page.getByLabel("Ort *")).toHaveValue("Stockholm");
  // "Ny adress" offers to keep the new one; back to "Hemma" for this order.
  await choice.getByRole("radio", { name: "Ny adress" }).check();
  await expect(page.getByLabel("Gatuadress *")).toHaveValue("");
  await expect(
    page.getByRole("checkbox", { name: "Spara adressen i min adressbok" }),
  ).toBeVisible();
  await choice.getByRole("radio", { name: /Hemma/ }).check();
  await expect(page.getByLabel("Gatuadress *")).toHaveValue("Storgatan 1");

  await page.getByLabel("Mobilnummer *").fill("0701234567");
  await page.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: /Slutför köp/ }).click();
  await page.getByLabel("Kortnummer").fill("4242 4242 4242 4242");
  await page.getByLabel("Giltigt till (MM/ÅÅ)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Betala/ }).click();
  await expect(page.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible();
  await expect(page.getByText("Anna Svensson, Storgatan 1, 111 22 Stockholm")).toBeVisible();
  const mail = await nextShopMail(shopper);
  expect(mail.text).toContain("Storgatan 1");
  expect(mail.text).toContain("111 22 Stockholm");

  // Without JavaScript: deleting asks first, then the other address becomes the default.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto("/page/address_book");
  await plain.getByRole("link", { name: /^Ta bort adressen Jobbet/ }).click();
  await expect(plain.getByRole("heading", { name: "Ta bort adressen?" })).toBeVisible();
  await expect(plain.getByTestId("address-book-list").getByRole("listitem")).toHaveCount(2);
  await plain.getByRole("button", { name: "Ja, ta bort adressen" }).click();
  await expect(plain.getByTestId("address-book-status")).toHaveText("Adressen är borttagen.");
  const left = plain.getByTestId("address-book-list").getByRole("listitem");
  await expect(left).toHaveCount(1);
  await expect(left.first()).toContainText("Hemma");
  await expect(left.first()).toContainText("Standardadress");
  await noScript.close();
});

test("a postcode typed '12345' is written '123 45' when its field is left", async ({ page }) => {
  await fillCart(page, [S24_FE]);
  await page.goto("/page/checkout");
  await waitForHydration(page);
  await page.getByLabel("Postnummer *").fill("12345");
  await page.getByLabel("Postnummer *").press("Tab");
  await expect(page.getByLabel("Postnummer *")).toHaveValue("123 45");
  // Something that is no postcode is left as typed, for the message to point at.
  await page.getByLabel("Postnummer *").fill("1234");
  await page.getByLabel("Postnummer *").blur();
  await expect(page.getByLabel("Postnummer *")).toHaveValue("1234");
  await page.getByRole("checkbox", { name: "Leverera till en annan adress" }).check();
  await page.getByLabel("Postnummer för leveransen").fill("98138");
  await page.getByLabel("Postnummer för leveransen").blur();
  await expect(page.getByLabel("Postnummer för leveransen")).toHaveValue("981 38");
});
