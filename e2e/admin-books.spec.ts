// The admin's overview and bookkeeping, in Chromium against the real shop: an owner sees an
// order paid a moment ago waiting to be packed and the sales chart, then downloads the current
// month as an SIE 4 file and as CSV and reads both back (test-support/sie-reader.ts): every
// voucher balances, and the day's sales in the SIE file are the CSV's; both downloads are in
// the admin's change log. axe on both pages; no
// page meets the shop's Content-Security-Policy.
import { readFile } from "node:fs/promises";
import type { Browser, Download, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { oreOfCsv, readCsv, readSie, type ReadSie } from "../apps/shop/test-support/sie-reader.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { paidOrderOverHttp } from "./support/paid-order.ts";

// Apple 20 W USB-C power adapter, 249 kr (58 in stock): bought only here. With Instabox (39 kr)
// the order is 288 kr, of which moms 49,80 kr on the goods and 7,80 kr on the delivery.
const CHARGER = "1800*1*white*";
const TOTAL = 28_800;
const ORDER = { line: CHARGER, total: TOTAL, tag: "books" };

const stockholm = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Stockholm", ...options });
/** Today in Stockholm, "2026-11-30". */
const today = () =>
  stockholm({ year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

async function ownerPage(browser: Browser): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({
    storageState: await signedInState(browser, TEST_OWNERS.books),
  });
  const violations = await watchCspViolations(context);
  return { page: await context.newPage(), violations };
}

async function downloaded(page: Page, link: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: link }).click(),
  ]);
  return { file, bytes: await readFile((await file.path()) ?? "") };
}

test("an owner sees the order just paid waiting to be packed, and the sales chart", async ({
  browser,
  request,
}) => {
  const { number } = await paidOrderOverHttp(request, ORDER);
  const { page, violations } = await ownerPage(browser);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();

  const toPack = page.getByTestId("overview-to-pack");
  const link = toPack.getByRole("link", { name: number });
  await expect(link).toHaveAttribute("href", `/admin/orders/${number}`);
  await expect(toPack.getByRole("row").filter({ hasText: number })).toContainText("288,00");

  // Today's row counts it: at least this order, and at least its 288 kr.
  const todayRow = page.getByTestId("overview-figures").getByRole("row").nth(1);
  await expect(todayRow.getByRole("rowheader")).toContainText("I dag");
  const orders = Number(await todayRow.getByRole("cell").first().textContent());
  expect(orders).toBeGreaterThanOrEqual(1);

  // The chart: one image named by its title and description, today's bar drawn, and the same
  // numbers in a table for screen readers.
  const chart = page.getByRole("img", { name: /^Försäljning per dag, senaste 30 dagarna/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/Stapeldiagram över försäljningen inkl\. moms per dag/);
  await expect(chart.locator(`rect[data-date="${today()}"]`)).toHaveCount(1);
  const table = page.getByRole("table", { name: "Försäljning per dag, senaste 30 dagarna" });
  await expect(table.getByRole("row")).toHaveCount(31);

  await expectNoSeriousAxeViolations(page, "/admin");
  expect(violations).toEqual([]);
  await page.context().close();
});

test("an owner downloads this month as SIE 4 and CSV, and both hold the day's sales", async ({
  browser,
  request,
}) => {
  const { number } = await paidOrderOverHttp(request, ORDER);
  const { page, violations } = await ownerPage(browser);
  await page.goto("/admin/bookkeeping");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bokföring" })).toBeVisible();
  const first = `${today().slice(0, 7)}-01`;
  await expect(page.getByLabel("Från och med")).toHaveValue(first);
  await expect(page.getByTestId("bookkeeping-summary")).toContainText("Försäljning");
  await expect(page.getByTestId("bookkeeping-accounts")).toContainText("1580");
  await expectNoSeriousAxeViolations(page, "/admin/bookkeeping");

  // The SIE file: PC8, type 4, BAS 2014, every voucher balanced.
  const sie = await downloaded(page, "Ladda ner SIE 4-fil");
  expect(sie.file.suggestedFilename()).toMatch(
    new RegExp(`^kretsbutiken-bokforing-${first}-\\d{4}-\\d{2}-\\d{2}\\.se$`),
  );
  const read: ReadSie = readSie(new Uint8Array(sie.bytes));
  expect(read.labels.get("FORMAT")).toEqual([["PC8"]]);
  expect(read.labels.get("SIETYP")).toEqual([["4"]]);
  expect(read.labels.get("KPTYP")).toEqual([["BAS2014"]]);
  expect(read.labels.get("GEN")?.[0]?.[1]).toBe(TEST_OWNERS.books);
  expect(read.labels.get("FNAMN")?.[0]?.[0]).toBeTruthy();
  for (const voucher of read.vouchers) {
    expect(
      voucher.transactions.reduce((sum, t) => sum + t.amount, 0),
      voucher.text,
    ).toBe(0);
  }
  const day = today().replaceAll("-", "");
  const sales = read.vouchers.find((v) => v.date === day && v.text.includes("försäljning"));
  expect(sales, "today's sales voucher").toBeDefined();
  // The browser tests pay through the built-in test provider: play money, booked apart.
  expect(sales?.text).toMatch(/^TESTORDRAR, inga riktiga pengar: Webbutikens försäljning/);
  const received = sales?.transactions.find((t) => t.account === 1580)?.amount ?? 0;
  expect(received).toBeGreaterThanOrEqual(TOTAL);
  expect(sales?.transactions.map((t) => t.account)).toEqual(
    expect.arrayContaining([1580, 3001, 3520, 2611]),
  );
  expect(read.text).toContain('#KONTO 3001 "Försäljning inom Sverige, 25 % moms"');

  // The CSV: BOM, semicolons; this order's row; today's sales add up to the SIE voucher.
  const csv = await downloaded(page, "Ladda ner CSV (ordrar och återbetalningar)");
  expect(csv.file.suggestedFilename()).toMatch(/\.csv$/);
  const text = csv.bytes.toString("utf8");
  expect(text.startsWith("\ufeff")).toBe(true);
  const [header, ...rows] = readCsv(text);
  const column = (name: string) => header?.indexOf(name) ?? -1;
  const mine = rows.find((row) => row[column("Ordernummer")] === number);
  expect(mine?.[column("Typ")]).toBe("Testorder (inga riktiga pengar): försäljning");
  expect(mine?.[column("Datum")]).toBe(today());
  expect(mine?.[column("Varor 25 % inkl. moms")]).toBe("249,00");
  expect(mine?.[column("Moms 25 %")]).toBe("49,80");
  expect(mine?.[column("Frakt inkl. moms")]).toBe("39,00");
  expect(mine?.[column("Moms frakt")]).toBe("7,80");
  expect(mine?.[column("Totalt inkl. moms")]).toBe("288,00");
  expect(mine?.[column("Totalt exkl. moms")]).toBe("230,40");
  const todaysSales = rows
    .filter(
      (row) =>
        row[column("Typ")] === "Testorder (inga riktiga pengar): försäljning" &&
        row[column("Datum")] === today(),
    )
    .reduce((sum, row) => sum + oreOfCsv(row[column("Totalt inkl. moms")] ?? "x"), 0);
  expect(todaysSales).toBe(received);

  // Both downloads are in the change log: who, what (format and period), when.
  await page.goto("/admin/audit");
  const period = `${first}/${today().slice(0, 8)}`;
  const exports = page
    .getByRole("row")
    .filter({ hasText: "books.export" })
    .filter({ hasText: TEST_OWNERS.books })
    .filter({ hasText: period });
  await expect(exports.filter({ hasText: /format\s*sie/ })).toHaveCount(1);
  await expect(exports.filter({ hasText: /format\s*csv/ })).toHaveCount(1);
  await expect(exports.first().getByRole("cell").first()).toContainText(today());
  await page.goto("/admin/bookkeeping");

  // A period that ends before it starts is refused beside the field; nothing is offered.
  await page.getByLabel("Från och med").fill(`${today().slice(0, 4)}-12-31`);
  await page.getByLabel("Till och med").fill(`${today().slice(0, 4)}-01-01`);
  await page.getByRole("button", { name: "Visa perioden" }).click();
  await expect(page.getByLabel("Till och med")).toHaveAccessibleDescription(
    "Slutdatumet kan inte vara före startdatumet.",
  );
  await expect(page.getByLabel("Till och med")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("link", { name: "Ladda ner SIE 4-fil" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "/admin/bookkeeping with an error");

  expect(violations).toEqual([]);
  await page.context().close();
});
