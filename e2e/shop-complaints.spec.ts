// Complaints ("Reklamera en vara") in Chromium against the real shop, its built-in test payment
// provider and real SMTP: a guest buys, finds the order by number and e-mail, is refused beside
// each field (nothing typed lost; a text file named .jpg refused as a photo), files a complaint
// with a photo and gets the receipt mail; an owner receives it, decides money back and refunds
// through the refunds; each step mails the shopper; the shopper's case page shows the decision
// and names ARN. axe runs on the form (with its errors), the receipt, the case pages and the
// admin's list and case.
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { buyPaidOrder } from "./support/paid-order.ts";
import { nextShopMail, type ShopMail } from "./support/shop-mail.ts";
import { SHOP_TEST_URL } from "./support/test-ports.ts";

// Huawei SuperCharge 66 W (349 kr, 9 in stock): bought only here.
const CHARGER = { id: 1807, quantity: 1, color: "white" };
const BUYER_NAME = "Karin Lund";
// A 1 × 1 PNG: a real picture.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const today = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

/** The shop's next mails to `to` until one has `subject` (refund and step mails may cross). */
async function mailWithSubject(to: string, subject: RegExp, tries = 6): Promise<ShopMail> {
  const seen: string[] = [];
  for (let i = 0; i < tries; i++) {
    const mail = await nextShopMail(to);
    if (subject.test(mail.subject)) return mail;
    seen.push(mail.subject);
  }
  throw new Error(`no mail ${subject} among ${seen.join(" | ")}`);
}

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  await context.addCookies([{ name: "cookieConsent", value: "necessary", url: SHOP_TEST_URL }]);
});

test("a guest complains with a photo; the owner refunds; the case page shows the decision and ARN", async ({
  page,
  browser,
}) => {
  const buyer = `reklamation.${Date.now()}@example.se`;
  const order = await buyPaidOrder(page, [CHARGER], { email: buyer, name: BUYER_NAME });

  // The guest finds the order by its number and e-mail.
  await page.goto("/page/reklamation");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Reklamera en vara" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "complaint order lookup");
  await page.getByLabel("Ordernummer").fill(order.number);
  await page.getByLabel("E-postadress").fill(buyer);
  await page.getByRole("button", { name: "Hitta ordern" }).click();
  await expect(page.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible();

  // Everything wrong at once: each problem beside its field, what was typed kept.
  const description = field(page, "Vad är fel?");
  await description.fill("Trasig");
  await field(page, "När upptäckte du felet?").fill("2099-01-01");
  await page.getByLabel("Bilder (valfritt)").setInputFiles({
    name: "skarm.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("inte en bild"),
  });
  await page.getByRole("button", { name: "Skicka reklamationen" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Reklamationen skickades inte" }),
  ).toBeVisible();
  const quantity = page.getByLabel(/^Antal Huawei SuperCharge 66 W.* med fel \(av 1\)$/);
  await expect(
    page.getByRole("group", { name: "Vilka varor gäller det?" }),
  ).toHaveAccessibleDescription(/Ange minst en vara som har felet\./);
  await expect(description).toHaveAccessibleDescription(/Beskriv felet med minst 10 tecken\./);
  await expect(description).toHaveValue("Trasig");
  await expect(field(page, "När upptäckte du felet?")).toHaveAccessibleDescription(
    /Datumet kan inte vara i framtiden\./,
  );
  await expect(page.getByLabel("Bilder (valfritt)")).toHaveAccessibleDescription(
    /Bara bilder i JPEG, PNG eller WebP går att skicka\./,
  );
  await expect(
    page.getByRole("group", { name: "Vad vill du att vi gör?" }),
  ).toHaveAccessibleDescription(/Välj vad du vill att vi gör\./);
  await expect(page.getByText(/välj dem på nytt/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, "complaint form with its errors");

  // Right this time, with a real picture.
  await quantity.fill("1");
  await description.fill("Laddaren blir mycket varm och slutar ladda efter några minuter.");
  await field(page, "När upptäckte du felet?").fill(today());
  await page
    .getByLabel("Bilder (valfritt)")
    .setInputFiles({ name: "laddare.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("radio", { name: "Pengarna tillbaka" }).check();
  await page.getByRole("button", { name: "Skicka reklamationen" }).click();
  await expect(
    page.getByRole("heading", { name: "Vi har tagit emot din reklamation" }),
  ).toBeVisible();
  const receiptText = (await page.getByTestId("complaint-number").textContent()) ?? "";
  const number = /R-KB-\d{4}-\d{6}-\d+/.exec(receiptText)?.[0] ?? "";
  expect(number).toBe(`R-${order.number}-1`);
  await expectNoSeriousAxeViolations(page, "complaint receipt");

  const receipt = await mailWithSubject(buyer, /reklamation/);
  expect(receipt.subject).toBe(`TESTORDER – Vi har tagit emot din reklamation ${number}`);
  expect(receipt.text).toContain("1 × Huawei SuperCharge 66 W");
  const caseUrl = /https?:\/\/\S+\/page\/reklamation\/arende\?case=[\w-]+/.exec(receipt.text)?.[0];
  expect(caseUrl).toBeDefined();
  const casePath = new URL(caseUrl!).pathname + new URL(caseUrl!).search;

  // The owner's side.
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.complaints),
  });
  const violations = await watchCspViolations(context);
  const admin = await context.newPage();
  await admin.goto("/admin/complaints?status=received");
  await waitForHydration(admin);
  await expectNoSeriousAxeViolations(admin, "admin complaints list");
  await admin.getByRole("link", { name: number }).click();
  await expect(
    admin.getByRole("heading", { level: 1, name: `Reklamation ${number}` }),
  ).toBeVisible();
  await waitForHydration(admin);
  await expect(admin.getByRole("img", { name: `Bild 1 i reklamation ${number}` })).toBeVisible();
  const photoSrc = await admin
    .getByRole("img", { name: `Bild 1 i reklamation ${number}` })
    .getAttribute("src");
  const photo = await admin.request.get(photoSrc!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/png");
  // The photo is not for strangers: a browser that is not signed in is not let through.
  expect((await page.request.get(photoSrc!, { maxRedirects: 0 })).status()).not.toBe(200);
  await expectNoSeriousAxeViolations(admin, "admin complaint case");

  await admin.getByRole("button", { name: "Markera som under undersökning" }).click();
  await expect(admin.getByTestId("admin-complaint-status")).toHaveText("Under undersökning");
  expect((await mailWithSubject(buyer, /undersöker/)).subject).toContain(number);

  // A rejection without a reason is refused beside the note field.
  await admin.getByRole("radio", { name: "Avslå" }).check();
  await admin.getByRole("button", { name: "Spara beslut" }).click();
  await expect(
    admin.getByLabel("Kommentar till kunden (skäl vid avslag)"),
  ).toHaveAccessibleDescription(/Skriv ett skäl till avslaget\./);
  await admin.getByRole("radio", { name: "Pengarna tillbaka" }).check();
  await admin.getByLabel("Kommentar till kunden (skäl vid avslag)").fill("Laddaren är defekt.");
  await admin.getByRole("button", { name: "Spara beslut" }).click();
  await expect(admin.getByTestId("admin-complaint-decision")).toHaveText("Pengarna tillbaka");
  expect((await mailWithSubject(buyer, /godkänd/)).text).toContain("Laddaren är defekt.");

  await admin.getByRole("button", { name: /^Betala tillbaka 349,00 kr/ }).click();
  await expect(admin.getByRole("status")).toContainText("349,00 kr");
  await expect(admin.getByTestId("admin-complaint-refund")).toContainText("349,00 kr");
  const done = await mailWithSubject(buyer, /är åtgärdad/);
  expect(done.text).toContain("Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm");
  expect(done.text).toContain("www.arn.se");
  await admin.getByRole("button", { name: "Avsluta ärendet" }).click();
  await expect(admin.getByTestId("admin-complaint-status")).toHaveText("Avslutad");
  expect((await mailWithSubject(buyer, /avslutad/)).subject).toContain(number);
  expect(violations).toEqual([]);
  await context.close();

  // The shopper's case page, from the mail's link.
  await page.goto(casePath);
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 1, name: `Reklamation ${number}` }),
  ).toBeVisible();
  await expect(page.getByTestId("complaint-status")).toHaveText("Avslutad");
  await expect(page.getByTestId("complaint-decision")).toHaveText(
    "Godkänd: du får pengarna tillbaka.",
  );
  await expect(page.getByTestId("complaint-arn")).toContainText("www.arn.se");
  await expect(page.getByTestId("complaint-arn")).toContainText("följer ARN:s rekommendationer");
  await expect(page.getByRole("img", { name: "Bild 1" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "complaint case page");

  // A made-up link opens nothing.
  const missing = await page.goto("/page/reklamation/arende?case=" + "x".repeat(32));
  expect(missing?.status()).toBe(404);
});
