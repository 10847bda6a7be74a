// Who gets into the admin, in Chromium against the real shop and auth server: a signed-out
// visitor is sent to the login page and back, a signed-in shopper without a role is refused
// every admin URL (nothing of the admin rendered), an owner adds a staff member who then works
// in the admin but cannot open the owners' parts (bookkeeping, staff, change log), forms from
// elsewhere or without their token change nothing, and the change log holds every change.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { adminPaths } from "./support/admin-paths.ts";
import { signedInState, TEST_OWNERS } from "./support/admin-sign-in.ts";
import { nextPasscode } from "./support/shop-mail.ts";
import { SHOP_TEST_URL } from "./support/test-ports.ts";

const OWNER_ONLY = ["/admin/bookkeeping", "/admin/staff", "/admin/audit"];
const isOwnerOnly = (path: string) =>
  OWNER_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

async function newPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: await signedInState(browser, email) });
  return context.newPage();
}

test("the admin's route table is walked: it has the sections the issue names", () => {
  const paths = adminPaths();
  for (const section of ["/admin", "/admin/staff", "/admin/audit"]) {
    expect(paths).toContain(section);
  }
});

test("a signed-out visitor is sent to the login page from every admin URL, and back after", async ({
  request,
}) => {
  for (const path of adminPaths()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    expect(response.headers()["location"], path).toBe(
      `/page/login?${new URLSearchParams({ redirect_to: path }).toString()}`,
    );
    const post = await request.post(path, {
      maxRedirects: 0,
      form: { intent: "anything" },
      headers: { Origin: SHOP_TEST_URL },
    });
    expect([303, 405], `POST ${path}`).toContain(post.status());
  }
});

test("a signed-in shopper without a role gets 403 on every admin URL and sees none of it", async ({
  browser,
}) => {
  const page = await newPage(browser, `utan.roll.${Date.now()}@example.se`);
  for (const path of adminPaths()) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Ingen behörighet");
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    // The refusal alone: its heading, its sentence and the way back to the shop.
    await expect(page.getByRole("main")).toHaveText(
      "Ingen behörighetDitt konto har ingen roll i butikens admin. Be butikens ägare att lägga till dig.Till butiken",
    );
    const post = await page.request.post(path, {
      maxRedirects: 0,
      form: { intent: "anything" },
      headers: { Origin: SHOP_TEST_URL },
    });
    expect([403, 405], `POST ${path}`).toContain(post.status());
  }
  await expectNoSeriousAxeViolations(page, "the admin's 403 page");
  await page.context().close();
});

test("an owner adds a staff member, who works in the admin but not in the owners' parts", async ({
  browser,
}) => {
  const staffEmail = `personal.${Date.now()}@example.se`;
  const owner = await newPage(browser, TEST_OWNERS.access);
  // The staff member has an account before they are given a role.
  const staff = await newPage(browser, staffEmail);
  expect((await staff.goto("/admin/staff"))?.status()).toBe(403);

  await owner.goto("/admin/staff");
  await waitForHydration(owner);
  await expect(owner.getByRole("heading", { level: 1, name: "Personal" })).toBeVisible();
  await expectNoSeriousAxeViolations(owner, "/admin/staff");

  // Bad input first: refused beside the field, nothing added.
  // The browser's own check lets "namn@exempel" through; the server's does not.
  await owner.getByLabel("E-postadress").fill("namn@exempel");
  await owner.getByRole("button", { name: "Spara behörighet" }).click();
  await expect(
    owner.getByText("Skriv en giltig e-postadress, till exempel namn@exempel.se.").first(),
  ).toBeVisible();
  await expect(owner.getByLabel("E-postadress")).toHaveAttribute("aria-invalid", "true");

  await owner.getByLabel("E-postadress").fill(staffEmail.toUpperCase());
  await owner.getByLabel("Roll").selectOption("staff");
  await owner.getByRole("button", { name: "Spara behörighet" }).click();
  // A role is confirmed first (docs/decisions/0070): this owner has no passkey, so by a code.
  const dialog = owner.getByRole("dialog", { name: "Bekräfta att det är du" });
  await dialog
    .getByRole("textbox", { name: "Kod från mejlet (6 siffror)" })
    .fill(await nextPasscode(TEST_OWNERS.access));
  await dialog.getByRole("button", { name: "Bekräfta", exact: true }).click();
  await expect(owner.getByRole("status")).toHaveText(`${staffEmail} har nu rollen Personal.`);
  await expect(owner.getByRole("row").filter({ hasText: staffEmail })).toContainText(
    TEST_OWNERS.access,
  );

  // The staff member now gets in, without the owners' sections.
  const overview = await staff.goto("/admin");
  expect(overview?.status()).toBe(200);
  const nav = staff.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Ordrar" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Bokföring" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Personal" })).toHaveCount(0);
  for (const path of adminPaths().filter(isOwnerOnly)) {
    const response = await staff.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Ingen behörighet");
    await expect(staff.getByText("Den här delen av admin är bara för ägare.")).toBeVisible();
  }
  // The export's own URLs too (the bookkeeping page's links), not only the page.
  await owner.goto("/admin/bookkeeping");
  const exportLinks = await owner
    .getByRole("main")
    .locator('a[href^="/admin/bookkeeping/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(exportLinks.length).toBeGreaterThan(0);
  for (const href of exportLinks) {
    expect((await staff.request.get(href, { maxRedirects: 0 })).status(), href).toBe(403);
  }

  // The owner removes the staff member: refused from then on.
  await owner.goto("/admin/staff");
  await owner.getByRole("button", { name: `Ta bort ${staffEmail}` }).click();
  await expect(owner.getByRole("status")).toHaveText(
    `${staffEmail} har inte längre tillgång till admin.`,
  );
  expect((await staff.goto("/admin"))?.status()).toBe(403);

  // The change log has both changes, by the owner.
  await owner.goto("/admin/audit");
  await expectNoSeriousAxeViolations(owner, "/admin/audit");
  for (const action of ["staff.add", "staff.remove"]) {
    await expect(
      owner.getByRole("row").filter({ hasText: action }).filter({ hasText: staffEmail }),
    ).toContainText(TEST_OWNERS.access);
  }
  await owner.context().close();
  await staff.context().close();
});

test("a form from another site, or without its token, changes nothing", async ({ browser }) => {
  const owner = await newPage(browser, TEST_OWNERS.forms);
  const target = `fran.annan.sajt.${Date.now()}@example.se`;
  await owner.goto("/admin/staff");
  const token = await owner.locator('input[name="_token"]').first().inputValue();

  const crossSite = await owner.request.post("/admin/staff", {
    maxRedirects: 0,
    form: { _token: token, intent: "grant", email: target, role: "owner" },
    headers: { Origin: "https://angripare.example", "Sec-Fetch-Site": "cross-site" },
  });
  // React Router's own origin check answers 400 before the admin's 403 would.
  expect([400, 403]).toContain(crossSite.status());
  // With the shop's own Origin, React Router lets it through: the admin's guard refuses it by
  // Fetch Metadata, with its own 403 and sentence.
  const crossSiteOwnOrigin = await owner.request.post("/admin/staff", {
    maxRedirects: 0,
    form: { _token: token, intent: "grant", email: target, role: "owner" },
    headers: { Origin: SHOP_TEST_URL, "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSiteOwnOrigin.status()).toBe(403);
  expect(await crossSiteOwnOrigin.text()).toContain(
    "Formuläret kom inte från butikens egna sidor och togs inte emot.",
  );
  const noToken = await owner.request.post("/admin/staff", {
    maxRedirects: 0,
    form: { intent: "grant", email: target, role: "owner" },
    headers: { Origin: SHOP_TEST_URL },
  });
  expect(noToken.status()).toBe(403);
  expect(await noToken.text()).toContain("Formuläret hade gått ut");
  const wrongToken = await owner.request.post("/admin/staff", {
    maxRedirects: 0,
    form: { _token: `${token.slice(0, -2)}xx`, intent: "grant", email: target, role: "owner" },
    headers: { Origin: SHOP_TEST_URL },
  });
  expect(wrongToken.status()).toBe(403);

  await owner.reload();
  await expect(owner.getByRole("row").filter({ hasText: target })).toHaveCount(0);
  await owner.context().close();
});

test("the admin speaks English when asked, and Swedish again", async ({ browser }) => {
  const owner = await newPage(browser, TEST_OWNERS.forms);
  await owner.goto("/admin/staff");
  await owner.getByRole("button", { name: "In English" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Staff");
  await expect(owner).toHaveURL(/\/admin\/staff$/);
  const nav = owner.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Change log" })).toBeVisible();
  await expect(owner.locator("html")).toHaveAttribute("lang", "en");
  await expectNoSeriousAxeViolations(owner, "/admin/staff in English");
  await owner.getByRole("button", { name: "På svenska" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Personal");
  await owner.context().close();
});
