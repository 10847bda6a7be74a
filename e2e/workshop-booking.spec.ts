// Workshop booking in Chromium against the real shop (issue 41), by the rider's labels: from
// Felkodsdoktorn's link with the model and error code filled in, a slot booked, the confirmation
// mail read from the SMTP sink with its calendar event (.ics), the booking in the admin's list,
// then moved to another time and cancelled by the mail's link (each with its calendar event). Two riders in two
// browsers racing for one last time: exactly one gets it, the other is told and keeps what they
// typed. Bad input is answered beside each field with what was typed kept.
import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { scaled } from "../scripts/time-scale.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { nextShopMail, type ShopMail } from "./support/shop-mail.ts";

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

/** The mail's calendar event, its content lines unfolded (RFC 5545 §3.1). */
function calendarLines(mail: ShopMail): string[] {
  const ics = mail.attachments.find((file) => file.filename === "bokning.ics");
  expect(ics?.mimeType).toBe("text/calendar");
  return (ics?.content ?? "").replace(/\r?\n /g, "").split(/\r?\n/);
}

async function fillDetails(page: Page, email: string, name = "Åsa Öberg") {
  await page.getByLabel("Namn").fill(name);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Telefon").fill("070-123 45 67");
}

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.workshop),
  });
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  return context.newPage();
}

test("a rider books diagnostics from the doctor's link, gets the mail with the calendar event and cancels by its link", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  const email = uniqueEmail("verkstad");
  await page.goto("/verkstad/boka?modell=xiaomi-pro-2&felkod=14");
  await expect(page.getByRole("heading", { level: 1, name: "Boka verkstad" })).toBeVisible();
  await page.getByRole("link", { name: "Felsökning" }).click();
  await expect(page).toHaveURL(/tjanst=felsokning/);
  await waitForHydration(page);
  await expect(page.getByLabel("Modell")).toHaveValue("xiaomi-pro-2");
  await expect(page.getByLabel("Felkod (om det finns)")).toHaveValue("14");
  await expectNoSeriousAxeViolations(page, "booking page with the form");

  // Nothing chosen and a wrong address: each message beside its field, what was typed kept.
  await page.getByLabel("Namn").fill("Åsa Öberg");
  await page.getByLabel("E-post").fill("inte-en-adress");
  await page.getByRole("button", { name: "Boka tiden" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Något behöver rättas innan vi kan boka. Se fälten nedan.",
  );
  await expect(page.getByLabel("E-post")).toHaveAccessibleDescription(
    "Hit skickar vi bekräftelsen och länkar för att avboka eller boka om. Skriv en giltig e-postadress, till exempel namn@exempel.se.",
  );
  await expect(page.getByText("Välj en av de lediga tiderna.")).toBeVisible();
  await expect(page.getByLabel("Telefon")).toHaveAccessibleDescription(
    "Skriv ett telefonnummer så att mekanikern kan nå dig.",
  );
  await expect(page.getByLabel("Namn")).toHaveValue("Åsa Öberg");
  await expect(page.getByLabel("Modell")).toHaveValue("xiaomi-pro-2");

  const first = page.getByRole("radio").first();
  const bookedStart = await first.getAttribute("value");
  const time = (
    await page.locator(`label:has(#${await first.getAttribute("id")})`).innerText()
  ).trim();
  await first.check();
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Boka tiden" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Din verkstadsbokning" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    `Tack! Din tid är bokad. Vi har mejlat en bekräftelse med kalenderinbjudan till ${email}.`,
  );
  await expect(page.getByText("Xiaomi Mi Electric Scooter Pro 2")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "a booking's own page");

  const mail = await nextShopMail(email);
  expect(mail.subject).toMatch(new RegExp(`^Bokningsbekräftelse: Felsökning .+ kl\\. ${time}$`));
  expect(mail.text).toContain("Modell: Xiaomi Mi Electric Scooter Pro 2");
  expect(mail.text).toContain("Felkod: 14");
  const booked = calendarLines(mail);
  expect(booked).toEqual(
    expect.arrayContaining([
      "BEGIN:VCALENDAR",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "SEQUENCE:0",
      "STATUS:CONFIRMED",
      "SUMMARY:Verkstad: Felsökning",
      "END:VCALENDAR",
    ]),
  );
  expect(booked.some((line) => /^DTSTART:\d{8}T\d{6}Z$/.test(line))).toBe(true);
  const uid = booked.find((line) => line.startsWith("UID:"));
  expect(uid).toMatch(/^UID:.+@127\.0\.0\.1$/);

  // The owner sees it in the admin's list.
  const admin = await ownerPage(browser);
  await admin.goto("/admin/workshop?status=booked");
  await expect(
    admin.getByRole("row").filter({ hasText: email }).getByRole("cell").nth(1),
  ).toHaveText("Felsökning");
  await expectNoSeriousAxeViolations(admin, "the admin's workshop bookings");
  await admin.goto("/admin/workshop/calendar");
  await expect(
    admin.getByRole("heading", { level: 1, name: "Verkstadens kalender" }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(admin, "the admin's workshop calendar");
  await admin.context().close();

  // Rebooked by the mail's link: another time, the same calendar event with a higher sequence.
  await page.goto(linkIn(mail.text, "/verkstad/bokning"));
  const rebook = page.locator("#omboka");
  const later = rebook.getByRole("radio").last();
  const laterTime = (
    await rebook.locator(`label:has(#${await later.getAttribute("id")})`).innerText()
  ).trim();
  // Another start, not another clock time: the last time of the next day may read the same.
  expect(await later.getAttribute("value")).not.toBe(bookedStart);
  await later.check();
  await rebook.getByRole("button", { name: "Flytta bokningen" }).click();
  await expect(page.getByRole("status")).toContainText("Klart! Bokningen är flyttad till");
  const moved = await nextShopMail(email);
  expect(moved.subject).toMatch(
    new RegExp(`^Ny tid för din verkstadsbokning: Felsökning .+ kl\\. ${laterTime}$`),
  );
  expect(calendarLines(moved)).toEqual(
    expect.arrayContaining(["METHOD:REQUEST", "STATUS:CONFIRMED", "SEQUENCE:1", uid]),
  );

  // Cancelled by the same link: a page first, the button acts.
  await page.goto(linkIn(mail.text, "/verkstad/bokning"));
  await page.getByRole("button", { name: "Avboka tiden" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Din bokning är avbokad. Vi har mejlat en bekräftelse.",
  );
  await expect(page.getByText("Avbokad", { exact: true })).toBeVisible();
  const cancelled = await nextShopMail(email);
  expect(cancelled.subject).toMatch(/^Avbokad: Felsökning /);
  expect(calendarLines(cancelled)).toEqual(
    expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED", "SEQUENCE:2", uid]),
  );
});

test("two riders race for the last time: exactly one gets it, the other is told and keeps what was typed", async ({
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  const riders = await Promise.all(
    ["forsta", "andra"].map(async (name) => {
      const context = await browser.newContext();
      await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
      const page = await context.newPage();
      return { page, email: uniqueEmail(name) };
    }),
  );
  let time = "";
  for (const { page, email } of riders) {
    await page.goto("/verkstad/boka?tjanst=batterikontroll");
    await waitForHydration(page);
    // Both choose the day's last time, the one only one of them can have.
    const last = page.getByRole("radio").last();
    time ||= (
      await page.locator(`label:has(#${await last.getAttribute("id")})`).innerText()
    ).trim();
    await page.getByRole("radio", { name: time }).check();
    await fillDetails(page, email, `Förare ${email.slice(0, 5)}`);
  }
  await Promise.all(
    riders.map(({ page }) => page.getByRole("button", { name: "Boka tiden" }).click()),
  );
  const outcome = async (page: Page) => {
    const booked = page.getByRole("status").filter({ hasText: "Tack! Din tid är bokad." });
    const taken = page.getByRole("alert").filter({
      hasText:
        "Tiden du valde hann bokas av någon annan. Välj en annan ledig tid nedan – det du skrev finns kvar.",
    });
    await expect(booked.or(taken)).toBeVisible();
    return (await booked.isVisible()) ? "booked" : "taken";
  };
  const outcomes = await Promise.all(riders.map(({ page }) => outcome(page)));
  expect([...outcomes].sort()).toEqual(["booked", "taken"]);
  const loser = riders[outcomes.indexOf("taken")]!;
  await expect(loser.page.getByLabel("E-post")).toHaveValue(loser.email);
  await expect(loser.page.getByRole("radio", { name: time })).toHaveCount(0);
  await expect(loser.page.getByRole("radio").first()).toBeAttached();
  await Promise.all(riders.map(({ page }) => page.context().close()));
});
