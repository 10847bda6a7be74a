// Reviews, messages and customers in the admin, in Chromium against the real shop, auth server
// and SMTP sink: two shoppers write reviews with a web address, which are held; the owner
// rejects one with a reason (refused without one) and approves the other with a reply as the
// shop, and the product page and /page/review show the approved review with the shop's reply,
// never the rejected one. A shopper's contact message is marked handled; of two confirmed
// newsletter subscribers the owner unsubscribes one (asked by phone) and downloads the export,
// which holds only the other. A signed-in shopper's customer page lists their order, review,
// message and newsletter status, their data downloads as JSON, and erasing is refused while
// their order is not finished. axe runs on every page; the change log holds every change.
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Download, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { nextShopMail } from "./support/shop-mail.ts";
import { registerShopper } from "./support/shop-sign-in.ts";
import { scaled } from "../scripts/time-scale.ts";

// Nacon Revolution 5 Pro: reviewed only here.
const PRODUCT_ID = 1353;
const PRODUCT = `/product/nacon-revolution-5-pro/${PRODUCT_ID}`;
// Hori glass screen protector for Switch OLED (179 kr): bought only here.
const PROTECTOR = { id: 1810, quantity: 1 };

const unique = (name: string) => `${name}.${Date.now()}@example.se`;

// Each test registers shoppers through the real auth server, and the owner once per worker.
test.describe.configure({ timeout: scaled(120_000) });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

async function ownerPage(browser: Browser): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.moderation),
  });
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  const violations = await watchCspViolations(context);
  return { page: await context.newPage(), violations };
}

/** A new shopper, signed in, writes a review that a rule holds (it has a web address). */
async function writeHeldReview(browser: Browser, name: string, title: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  const page = await context.newPage();
  await registerShopper(
    page,
    unique(`moderering.${name.split(" ")[0]!.toLowerCase()}`),
    "Lösenord-för-moderering-1",
  );
  await page.goto(`/page/review?product=${PRODUCT_ID}`);
  await page.getByRole("radio", { name: "4 stjärnor", exact: true }).check();
  await page.getByLabel("Namn som visas").fill(name);
  await page.getByLabel("Rubrik").fill(title);
  await page
    .getByLabel("Ditt omdöme")
    .fill(`${title}: stadig i handen, men läs mer på www.exempel.se innan du köper.`);
  await page.getByRole("button", { name: "Publicera omdömet" }).click();
  await expect(page.getByText("Tack! Ditt omdöme syns när vi har läst det.")).toBeVisible();
  return page;
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

async function confirmNewsletter(request: APIRequestContext, email: string) {
  expect((await request.post("/api/newsletter.data", { form: { email } })).status()).toBe(200);
  const mail = await nextShopMail(email);
  const link = new URL(/http\S+\/newsletter\/bekrafta\?token=\S+/.exec(mail.text)?.[0] ?? "");
  const token = link.searchParams.get("token") ?? "";
  const confirmed = await request.post(`${link.pathname}${link.search}`, { form: { token } });
  expect(await confirmed.text()).toContain("Tack! Nu prenumererar du på vårt nyhetsbrev.");
}

test("the owner rejects a held review with a reason and approves another with a reply the product page shows", async ({
  browser,
  page: shopper,
}) => {
  const rejectedTitle = `Reklam ${Date.now()}`;
  const approvedTitle = `Bra kontroll ${Date.now()}`;
  await writeHeldReview(browser, "Rut Reklamsson", rejectedTitle);
  await writeHeldReview(browser, "Greta Grepp", approvedTitle);
  // Held: on the product page, neither.
  const { page: admin, violations } = await ownerPage(browser);
  await admin.goto(PRODUCT);
  await expect(admin.getByText(rejectedTitle)).toHaveCount(0);
  await expect(admin.getByText(approvedTitle)).toHaveCount(0);

  await admin.goto("/admin/reviews");
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Omdömen" })).toBeVisible();
  // Held reviews come first: the two just written are among them.
  await admin.getByLabel("Status").selectOption({ label: "Väntar på granskning" });
  await admin.getByLabel("Produkt", { exact: true }).selectOption({ value: String(PRODUCT_ID) });
  await admin.getByRole("button", { name: "Visa", exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`status=pending&betyg=&produkt=${PRODUCT_ID}`));
  const rejected = admin.getByRole("article", { name: new RegExp(rejectedTitle) });
  const approved = admin.getByRole("article", { name: new RegExp(approvedTitle) });
  await expect(rejected).toContainText("Fastnade: Innehåller en webbadress");
  await expect(approved).toContainText("Greta Grepp");
  await expectNoSeriousAxeViolations(admin, "admin review queue");

  // Rejecting needs a reason: blanks are refused beside the field, nothing changes.
  await rejected.getByText("Avvisa…").click();
  await rejected.getByLabel("Anledning (syns bara i admin)").fill("   ");
  await rejected.getByRole("button", { name: "Avvisa omdömet" }).click();
  const reason = rejected.getByLabel("Anledning (syns bara i admin)");
  await expect(reason).toHaveAccessibleDescription("Skriv varför omdömet avvisas.");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeViolations(admin, "admin review queue with a refused reason");
  await reason.fill("Länkar till en annan butik.");
  await rejected.getByRole("button", { name: "Avvisa omdömet" }).click();
  await expect(admin.getByRole("status")).toHaveText("Omdömet är avvisat och syns inte i butiken.");
  await expect(rejected).toHaveCount(0);

  await approved.getByRole("button", { name: "Godkänn och publicera" }).click();
  await expect(admin.getByRole("status")).toHaveText("Omdömet är godkänt och publicerat.");

  // The rejected one, with its reason, under "Avvisat"; the approved one under "Publicerat".
  await admin.goto(`/admin/reviews?status=rejected&produkt=${PRODUCT_ID}`);
  await expect(admin.getByRole("article", { name: new RegExp(rejectedTitle) })).toContainText(
    "Anledning till avvisningen:Länkar till en annan butik.",
  );
  await admin.goto(`/admin/reviews?status=published&produkt=${PRODUCT_ID}`);
  await waitForHydration(admin);
  const published = admin.getByRole("article", { name: new RegExp(approvedTitle) });
  await published.getByText("Svara som butiken…").click();
  await published
    .getByLabel("Butikens svar (visas under omdömet i butiken)")
    .fill("Tack Greta! Länken tog vi bort, men vi är glada att kontrollen sitter bra.");
  await published.getByRole("button", { name: "Spara svaret" }).click();
  await expect(admin.getByRole("status")).toHaveText(
    "Butikens svar är sparat och visas under omdömet.",
  );
  await expect(published).toContainText("Butikens svar:Tack Greta!");
  await expectNoSeriousAxeViolations(admin, "admin review queue, published with a reply");

  // The storefront: the approved review with the shop's reply, never the rejected one.
  await shopper.goto(PRODUCT);
  const shown = shopper.getByRole("article").filter({ hasText: approvedTitle });
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("Svar från Kretsbutiken");
  await expect(shown).toContainText("Tack Greta! Länken tog vi bort");
  await expect(shopper.getByText(rejectedTitle)).toHaveCount(0);
  await expectNoSeriousAxeViolations(shopper, "product page with the shop's reply");
  await shopper.goto("/page/review");
  await expect(shopper.getByRole("article").filter({ hasText: approvedTitle })).toContainText(
    "Svar från Kretsbutiken",
  );
  await expect(shopper.getByText(rejectedTitle)).toHaveCount(0);
  // In English, labelled in English.
  await shopper
    .context()
    .addCookies([{ name: "selectedLanguage", value: "en", url: new URL(shopper.url()).origin }]);
  await shopper.goto(PRODUCT);
  await expect(shopper.getByRole("article").filter({ hasText: approvedTitle })).toContainText(
    "Reply from Kretsbutiken",
  );

  // The change log holds all three decisions.
  await admin.goto("/admin/audit");
  const log = admin.getByRole("table");
  await expect(log).toContainText("review.reject");
  await expect(log).toContainText("Länkar till en annan butik.");
  await expect(log).toContainText("review.approve");
  await expect(log).toContainText("review.reply");
  expect(violations).toEqual([]);
  await admin.context().close();
});

test("the owner marks a contact message handled, unsubscribes a newsletter address and downloads the export", async ({
  browser,
  request,
}) => {
  const writer = unique("kontakt.moderering");
  const staying = unique("nyhetsbrev.stannar");
  const leaving = unique("nyhetsbrev.lamnar");
  const pending = unique("nyhetsbrev.vantar");
  const sent = await request.post("/page/contact_us", {
    form: { name: "Kalle Kontakt", email: writer, message: `Var är mitt paket? (${writer})` },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  await confirmNewsletter(request, staying);
  await confirmNewsletter(request, leaving);
  expect((await request.post("/api/newsletter.data", { form: { email: pending } })).status()).toBe(
    200,
  );

  const { page: admin, violations } = await ownerPage(browser);
  await admin.goto("/admin/messages");
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Meddelanden" })).toBeVisible();
  const message = admin.getByRole("article", { name: "Från Kalle Kontakt" }).filter({
    hasText: writer,
  });
  await expect(message).toContainText("Ej hanterat");
  await expectNoSeriousAxeViolations(admin, "admin contact messages");
  await message.getByRole("button", { name: "Markera som hanterat" }).click();
  await expect(admin.getByRole("status")).toHaveText("Meddelandet är markerat som hanterat.");
  await expect(message).toContainText(`av ${TEST_OWNERS.moderation}`);
  // Among the open ones it is gone; among the handled ones it is there.
  await admin.getByLabel("Visa").selectOption({ label: "Ej hanterade" });
  await admin.getByRole("button", { name: "Visa", exact: true }).click();
  await expect(admin).toHaveURL(/visa=open/);
  await expect(admin.getByText(writer)).toHaveCount(0);

  await admin.getByRole("link", { name: "Nyhetsbrevet" }).click();
  await expect(admin).toHaveURL("/admin/messages/newsletter");
  await expect(
    admin.getByRole("heading", { level: 2, name: "Nyhetsbrevets prenumeranter" }),
  ).toBeVisible();
  const row = (email: string) => admin.getByRole("row").filter({ hasText: email });
  await expect(row(staying)).toContainText("Bekräftad");
  await expect(row(staying)).toContainText("Rutan på sajten");
  await expect(row(pending)).toContainText("Väntar");
  await expectNoSeriousAxeViolations(admin, "admin newsletter subscribers");

  // Someone called: their address goes, typed in by the owner. A wrong one is refused.
  const typed = admin.getByLabel("E-postadress att avregistrera");
  await typed.fill(`okand.${Date.now()}@example.se`);
  await admin.getByRole("button", { name: "Avregistrera", exact: true }).click();
  await expect(typed).toHaveAccessibleDescription("Ingen prenumeration med den adressen.");
  await typed.fill(leaving.toUpperCase());
  await admin.getByRole("button", { name: "Avregistrera", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText(
    `${leaving} är avregistrerad och borttagen från listan.`,
  );
  await expect(row(leaving)).toHaveCount(0);

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Ladda ner bekräftade prenumeranter (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^nyhetsbrev-bekraftade-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await saved(download)).toString("utf8");
  expect(csv.startsWith("\uFEFFE-postadress;Språk;Källa;Anmäld;Bekräftad\r\n")).toBe(true);
  expect(csv).toMatch(new RegExp(`\\r\\n${staying.replaceAll(".", "\\.")};sv;modal;\\d{4}-`));
  expect(csv).not.toContain(leaving);
  expect(csv).not.toContain(pending);

  await admin.goto("/admin/audit");
  const log = admin.getByRole("table");
  await expect(log).toContainText("contact-message.handle");
  await expect(log).toContainText("newsletter.unsubscribe");
  await expect(log).toContainText("newsletter.export");
  // The log keeps the consent record of the address that left, not the address.
  await expect(log).not.toContainText(leaving);
  expect(violations).toEqual([]);
  await admin.context().close();
});

test("a customer's page lists their order, review, message and newsletter; their data downloads as JSON; erasing waits for the order", async ({
  browser,
  page: shopper,
  request,
}) => {
  const buyer = unique("kund.moderering");
  await registerShopper(shopper, buyer, "Lösenord-för-kunddata-1");
  // A review (published at once), a purchase signed in, a message and a confirmed sign-up.
  await shopper.goto(`/page/review?product=${PRODUCT_ID}`);
  await shopper.getByRole("radio", { name: "5 stjärnor", exact: true }).check();
  await shopper.getByLabel("Namn som visas").fill("Kim Kund");
  await shopper.getByLabel("Rubrik").fill("Sitter som gjuten");
  await shopper.getByLabel("Ditt omdöme").fill("Greppet är perfekt och batteriet räcker länge.");
  await shopper.getByRole("button", { name: "Publicera omdömet" }).click();
  await expect(shopper.getByText("Tack! Ditt omdöme är publicerat.")).toBeVisible();

  await shopper.goto("/");
  await shopper.evaluate(
    (cart) => localStorage.setItem("cartItems", JSON.stringify(cart)),
    [PROTECTOR],
  );
  await shopper.reload();
  await waitForHydration(shopper);
  await expect
    .poll(async () => (await shopper.context().cookies()).some((c) => c.name === "kb_cart"))
    .toBe(true);
  await shopper.goto("/page/checkout");
  await waitForHydration(shopper);
  await shopper.getByLabel("E-postadress *").fill(buyer);
  await shopper.getByLabel("Mobilnummer *").fill("0709876543");
  await shopper.getByLabel("För- och efternamn *").fill("Kim Kundsson");
  await shopper.getByLabel("Gatuadress *").fill("Kundvägen 7");
  await shopper.getByLabel("Postnummer *").fill("41301");
  await shopper.getByLabel("Ort *").fill("Göteborg");
  await shopper.getByRole("checkbox", { name: /godkänner köpvillkoren/ }).check();
  await shopper.getByRole("button", { name: /Slutför köp/ }).click();
  await shopper.getByLabel("Kortnummer").fill("4242 4242 4242 4242");
  await shopper.getByLabel("Giltigt till (MM/ÅÅ)").fill("12/30");
  await shopper.getByLabel("CVC").fill("123");
  await shopper.getByRole("button", { name: /^Betala/ }).click();
  await expect(shopper.getByRole("heading", { name: "Tack för ditt köp!" })).toBeVisible();
  const number =
    (await shopper.getByRole("heading", { name: /^Ordernummer KB-/ }).textContent())?.replace(
      "Ordernummer ",
      "",
    ) ?? "";
  await nextShopMail(buyer);
  expect(
    (
      await request.post("/page/contact_us", {
        form: { name: "Kim Kundsson", email: buyer, message: "Kan jag byta färg?" },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(303);
  await confirmNewsletter(request, buyer);

  const { page: admin, violations } = await ownerPage(browser);
  await admin.goto("/admin/customers");
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Kunder" })).toBeVisible();
  await admin
    .getByLabel("Sök på namn, e-post, adress, telefon eller ordernummer")
    .fill("kundvägen 7");
  await admin.getByRole("button", { name: "Sök" }).click();
  const rows = admin.getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Kim Kundsson");
  await expect(rows.nth(1)).toContainText("Konto");
  // 179 kr and the cheapest delivery's 39 kr (below the free-delivery threshold).
  await expect(rows.nth(1)).toContainText("218,00 kr");
  await expect(rows.nth(1)).toContainText(number);
  await expectNoSeriousAxeViolations(admin, "admin customer list");

  await rows.nth(1).getByRole("link", { name: "Kim Kundsson" }).click();
  await expect(admin).toHaveURL(`/admin/customers/${number}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Kund: Kim Kundsson");
  const region = (name: string) => admin.getByRole("region", { name });
  await expect(region("Ordrar").getByRole("link", { name: number })).toHaveAttribute(
    "href",
    `/admin/orders/${number}`,
  );
  await expect(region("Ordrar")).toContainText("Betald, ska packas");
  await expect(region("Omdömen")).toContainText("Sitter som gjuten (publicerat)");
  await expect(region("Meddelanden")).toContainText("Kan jag byta färg?");
  await expect(region("Nyhetsbrev")).toContainText(`${buyer}: prenumererar sedan`);
  await expectNoSeriousAxeViolations(admin, "admin customer page");

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Ladda ner kundens data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^kunddata-${number}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const exported = JSON.parse((await saved(download)).toString("utf8")) as {
    customer: { kind: string; emails: string[] };
    orders: {
      number: string;
      email: string;
      billingAddress: { name: string; street: string; city: string };
      lines: { name: string; quantity: number; unitPrice: number }[];
      totals: { total: number };
    }[];
    reviews: { title: string }[];
    contactMessages: { message: string }[];
    newsletter: { email: string; status: string }[];
  };
  expect(exported.customer).toMatchObject({ kind: "account", emails: [buyer] });
  expect(exported.orders).toHaveLength(1);
  expect(exported.orders[0]).toMatchObject({
    number,
    email: buyer,
    billingAddress: { name: "Kim Kundsson", street: "Kundvägen 7", city: "Göteborg" },
    lines: [
      { name: "Hori skärmskydd i glas för Nintendo Switch OLED", quantity: 1, unitPrice: 17_900 },
    ],
  });
  expect(exported.reviews.map((review) => review.title)).toEqual(["Sitter som gjuten"]);
  expect(exported.contactMessages.map((m) => m.message)).toEqual(["Kan jag byta färg?"]);
  expect(exported.newsletter).toEqual([
    expect.objectContaining({ email: buyer, status: "confirmed" }),
  ]);

  // Erasing asks first, and waits while the order is not yet delivered.
  await admin.getByRole("link", { name: "Radera personuppgifter…" }).click();
  await expect(admin).toHaveURL(`/admin/customers/${number}?radera=1#radera`);
  await expect(region("Radera personuppgifter")).toContainText(
    `1 ordrar behålls för bokföringen med personuppgifterna borttagna: ${number}`,
  );
  await expect(region("Radera personuppgifter").getByRole("alert")).toContainText(
    `Kunden har ordrar som inte är klara (${number})`,
  );
  await expect(admin.getByRole("button", { name: "Radera personuppgifterna" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(admin, "admin customer erasure plan");

  await admin.goto("/admin/audit");
  await expect(admin.getByRole("table")).toContainText("customer.export");
  await expect(admin.getByRole("table")).toContainText(`customer ${number}`);
  expect(violations).toEqual([]);
  await admin.context().close();
});
