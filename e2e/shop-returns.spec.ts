// Returns after "Ångra köp" in Chromium against the real shop, its test payment provider and
// real SMTP (README "Returns"): a guest buys, the shop ships and delivers, the shopper withdraws
// the whole order and asks for a return label (no drop-off chosen is answered beside the
// choice), chooses a parcel locker, sees the printable label and gets its mail; the order page
// lists the return. The owner registers the goods as received on /admin/returns (a missing
// condition is refused beside its field, the note kept), which refunds the order; a second
// registration from a page opened before is refused; the received and refund mails arrive and
// the order shows the return refunded. axe runs on each new page.
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { buyPaidOrder } from "./support/paid-order.ts";
import { nextShopMail } from "./support/shop-mail.ts";
import { SHOP_TEST_URL } from "./support/test-ports.ts";

// Apple Pencil Pro (1 595 kr, free delivery from 499 kr): bought only here.
const PENCIL = { id: 1803, quantity: 1, color: "white" };
const PENCIL_NAME = "Apple Pencil Pro";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
});

test("withdraw, a free locker label, the goods registered as received, refunded once", async ({
  page,
  browser,
}) => {
  const buyer = `retur.${Date.now()}@example.se`;
  const order = await buyPaidOrder(page, [PENCIL], { email: buyer, name: "Sara Lind" });
  const ownerContext = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.returns),
  });
  const violations = await watchCspViolations(ownerContext);
  const admin = await ownerContext.newPage();

  // The shop packs, ships and delivers it.
  await admin.goto(`/admin/orders/${order.number}`);
  await waitForHydration(admin);
  await admin.getByRole("button", { name: "Markera som packad" }).click();
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Packad");
  await admin.getByLabel("Spårningsnummer").fill("KB987654321SE");
  await admin.getByRole("button", { name: "Markera som skickad och mejla kunden" }).click();
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Skickad");
  await admin.getByRole("button", { name: "Markera som levererad" }).click();
  await expect(admin.getByTestId("admin-order-status")).toHaveText("Levererad");
  expect((await nextShopMail(buyer)).subject).toBe(
    `TESTORDER – Din order ${order.number} är skickad`,
  );

  // The shopper withdraws the whole order.
  await page
    .context()
    .addCookies([{ name: "cookieConsent", value: "necessary", url: SHOP_TEST_URL }]);
  await page.goto(`/page/angra_kop?order=${order.link}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await page.getByRole("button", { name: "Ja, ångra köpet" }).click();
  await expect(
    page.getByRole("heading", { name: "Vi har tagit emot att du ångrar köpet" }),
  ).toBeVisible();
  expect((await nextShopMail(buyer)).subject).toBe(
    `TESTORDER – Vi har tagit emot att du ångrar köp ${order.number}`,
  );

  // The receipt offers the label; the shop pays the return, and says so.
  const choose = page.getByRole("region", { name: "Skicka tillbaka varorna" });
  await expect(choose).toContainText("Returfrakten betalar vi");
  await expectNoSeriousAxeViolations(page, "withdrawal receipt with the return label choice");
  // Nothing chosen: answered beside the choice.
  await choose.getByRole("button", { name: "Skapa returetikett" }).click();
  await expect(page).toHaveURL(/\/page\/retur$/);
  const group = page.getByRole("group", { name: "Var vill du lämna paketet?" });
  await expect(group).toHaveAccessibleDescription("Välj var du vill lämna paketet.");
  await expectNoSeriousAxeViolations(page, "return label choice with its error");
  await group.getByRole("radio", { name: "Instabox, Paketskåp" }).check();
  await page.getByRole("button", { name: "Skapa returetikett" }).click();

  // The printable label.
  await expect(page).toHaveURL(/\/page\/returetikett\?retur=/);
  const number = (await page.getByTestId("return-number").textContent()) ?? "";
  expect(number).toBe(`RT-${order.number.slice(3)}-1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Returetikett ${number}`);
  const label = page.getByTestId("return-label");
  await expect(label).toContainText("DEMO");
  await expect(label).toContainText("Kretsbutiken");
  await expect(label).toContainText("Sara Lind");
  await expect(page.getByTestId("return-drop-off")).toHaveText("i ett paketskåp från Instabox");
  await expect(label).toContainText(`1 × ${PENCIL_NAME} (Vit)`);
  await expect(
    page.getByRole("img", { name: `Streckkod för returnummer ${number}` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Skriv ut etiketten" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "return label");
  const labelUrl = page.url();

  const labelMail = await nextShopMail(buyer);
  expect(labelMail.subject).toBe(
    `TESTORDER – Din returetikett ${number} för order ${order.number}`,
  );
  expect(labelMail.text).toContain("i ett paketskåp från Instabox");
  expect(labelMail.text).toContain("Returfrakten betalar vi");
  expect(labelMail.text).toContain(new URL(labelUrl).search);

  // The order's page lists the return with its label.
  await page.goto(`/page/order_tracking?order=${order.link}`);
  const returns = page.getByRole("region", { name: "Returer" });
  await expect(returns.getByTestId("return-state")).toHaveText(
    "Returetikett skapad, väntar på paketet",
  );
  await expect(
    returns.getByRole("link", { name: `Skriv ut returetikett ${number}` }),
  ).toBeVisible();

  // The owner registers the goods; a second page opened before will try again afterwards.
  const late = await ownerContext.newPage();
  await late.goto("/admin/returns");
  await admin.goto("/admin/returns");
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Returer" })).toBeVisible();
  const card = admin.getByRole("region", { name: `Retur ${number} · order ${order.number}` });
  await expect(card.getByTestId("return-admin-state")).toHaveText("På väg till oss");
  await expectNoSeriousAxeViolations(admin, "returns on their way");

  const condition = card.getByLabel(`Skick för ${PENCIL_NAME} (Vit)`);
  const note = card.getByLabel(`Anteckning om ${PENCIL_NAME} (Vit) (frivillig)`);
  await note.fill("Kartongen öppnad, pennan hel");
  const register = card.getByRole("button", {
    name: `Registrera retur ${number} som mottagen och återbetala`,
  });
  await register.click();
  await expect(condition).toHaveAttribute("aria-invalid", "true");
  await expect(condition).toHaveAccessibleDescription("Välj varans skick.");
  await expect(note).toHaveValue("Kartongen öppnad, pennan hel");
  await expectNoSeriousAxeViolations(admin, "a return refused beside its field");

  await condition.selectOption({ label: "Öppnad men hel" });
  await register.click();
  await expect(admin.getByRole("status")).toHaveText(
    `Retur ${number} är mottagen och 1 595,00 kr är återbetalt. Kunden har fått mejl.`,
  );
  await expect(card.getByTestId("return-admin-state")).toContainText("Mottagen och återbetald");
  await expect(card).toContainText("Öppnad men hel · Kartongen öppnad, pennan hel");

  // The page opened before: refused, nothing twice.
  await waitForHydration(late);
  const lateCard = late.getByRole("region", { name: `Retur ${number} · order ${order.number}` });
  await lateCard
    .getByLabel(`Skick för ${PENCIL_NAME} (Vit)`)
    .selectOption({ label: "Som ny, oöppnad" });
  await lateCard
    .getByRole("button", { name: `Registrera retur ${number} som mottagen och återbetala` })
    .click();
  await expect(late.getByRole("alert")).toHaveText(
    `Retur ${number} är redan registrerad som mottagen; inget ändrades.`,
  );

  expect((await nextShopMail(buyer)).subject).toBe(
    `TESTORDER – Vi har tagit emot din retur ${number}`,
  );
  const refundMail = await nextShopMail(buyer);
  expect(refundMail.subject).toBe(`TESTORDER – Återbetalning för order ${order.number}`);
  expect(refundMail.text).toContain("Vi har betalat tillbaka 1 595,00 kr");

  // One refund, for everything paid.
  await admin.goto(`/admin/orders/${order.number}`);
  const refundRows = admin
    .getByRole("region", { name: "Återbetalningar" })
    .getByTestId("refunds-list");
  await expect(refundRows.getByRole("row")).toHaveCount(2);
  await expect(refundRows).toContainText("Genomförd");

  // The shopper's order shows the return refunded.
  await page.goto(`/page/order_tracking?order=${order.link}`);
  await expect(
    page.getByRole("region", { name: "Returer" }).getByTestId("return-state"),
  ).toHaveText("Återbetald 1 595 kr");
  expect(violations).toEqual([]);
  await ownerContext.close();
});
