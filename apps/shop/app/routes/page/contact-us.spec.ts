import { expect, test } from "@playwright/test";
import { waitForHydration } from "../../../test-support/page-problems.ts";

test("the server checks the contact form and answers with clear errors by each field", async ({
  page,
}) => {
  await page.goto("/page/contact_us");
  await waitForHydration(page);
  await page.getByLabel("Namn").fill("Anna Andersson");
  await page.getByLabel("E-postadress").fill("anna@");
  await page.getByLabel("Telefonnummer (valfritt)").fill("ring mig");
  await page.getByLabel("Meddelande", { exact: true }).fill("Hej!");
  const answer = page.waitForResponse(
    (r) => r.url().includes("/page/contact_us.data") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Skicka meddelandet" }).click();
  expect((await answer).status()).toBe(400);

  await expect(page.getByRole("alert")).toHaveText(
    "Meddelandet skickades inte. Rätta det som är markerat och försök igen.",
  );
  await expect(page.getByLabel("E-postadress")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("E-postadress")).toHaveAccessibleDescription(
    "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
  );
  await expect(
    page.getByText("Skriv telefonnumret med siffror, till exempel 070-123 45 67."),
  ).toBeVisible();
  await expect(page.getByText("Meddelandet behöver vara minst 10 tecken.")).toBeVisible();
  await expect(page.getByLabel("Namn")).not.toHaveAttribute("aria-invalid");
  // What was typed stays.
  await expect(page.getByLabel("Namn")).toHaveValue("Anna Andersson");

  await page.getByLabel("E-postadress").fill("anna@example.se");
  await page.getByLabel("Telefonnummer (valfritt)").fill("070-123 45 67");
  await page
    .getByLabel("Meddelande", { exact: true })
    .fill("Min M365 visar felkod 14 efter regnet. Vilken gasreglage passar?");
  await page.getByRole("button", { name: "Skicka meddelandet" }).click();
  await expect(page).toHaveURL(/\/page\/contact_us\?skickat=1$/);
  await expect(page.getByRole("status")).toContainText("Tack, vi har fått ditt meddelande");
});

test("the errors are in English on the English page", async ({ page, context }) => {
  await context.addCookies([
    { name: "selectedLanguage", value: "en", url: "http://127.0.0.1:3210" },
  ]);
  await page.goto("/page/contact_us");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByText("Enter your email address so that we can answer you.")).toBeVisible();
  await expect(page.getByText("Enter your message.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and is checked all the same", async ({ page }) => {
    await page.goto("/page/contact_us");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Skicka meddelandet" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText("Skriv ditt namn.")).toBeVisible();
  });
});
