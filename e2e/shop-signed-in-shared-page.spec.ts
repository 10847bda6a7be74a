// A signed-in shopper gets the page the shop keeps for every signed-in visitor (decision record
// 0052): the server's HTML says "Mitt konto" (no flash of "Logga in") and carries nothing
// personal; the account menu asks /api/account who they are once hydrated. Another, anonymous
// browser gets "Logga in" and never the shopper's details, and a page a shared cache may keep
// never carries them either. Signing out turns the header back, and the ended session's token
// is an anonymous visitor's at once.
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { registerShopper } from "./support/shop-sign-in.ts";

const PRODUCT = "/product/galaxy-a16-5g/1050";
const run = Date.now();
const t = { myAccount: "Mitt konto", signIn: "Logga in", signOut: "Logga ut" };

test("a signed-in shopper's product page is the shared one, personalised after hydration", async ({
  page,
  browser,
}) => {
  const email = `delad.${run}@example.se`;
  await registerShopper(page, email, "Vinter-2026-Elsparkcykel");
  const token = (await page.context().cookies()).find((c) => c.name === "hanko")?.value;
  expect(token).toBeTruthy();

  // The server's answer: the page kept for signed-in visitors (it has an ETag, as only kept
  // pages do), private, with "Mitt konto" and nothing of the shopper in it.
  const answer = await page.goto(PRODUCT);
  const headers = answer?.headers() ?? {};
  expect(headers["cache-control"]).toBe("private, no-cache");
  expect(headers["etag"]).toMatch(/^W\//);
  const html = (await answer?.text()) ?? "";
  expect(html).toContain(t.myAccount);
  expect(html).not.toContain(`>${t.signIn}<`);
  expect(html).not.toContain(email);

  // Once hydrated, the menu says who is signed in.
  await waitForHydration(page);
  const entry = page.getByTestId("account-entry");
  await expect(entry).toContainText(t.myAccount);
  await entry.click();
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();
  const details = await page.request.get("/api/account");
  expect(details.headers()["cache-control"]).toBe("private, no-store");
  expect(await details.json()).toBe(email);

  // Another browser, anonymous: "Logga in", a page a shared cache may keep, no one's details.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  const shared = await visitor.goto(PRODUCT);
  expect(shared?.headers()["cache-control"]).toMatch(/^public/);
  expect(shared?.headers()["etag"]).not.toBe(headers["etag"]);
  const sharedHtml = (await shared?.text()) ?? "";
  expect(sharedHtml).not.toContain(email);
  expect(sharedHtml).not.toContain(t.myAccount);
  await waitForHydration(visitor);
  await expect(visitor.getByTestId("account-entry")).toContainText(t.signIn);
  expect(await (await visitor.request.get("/api/account")).json()).toBeNull();
  await other.close();

  // Signing out turns the header back; the ended session's token is anonymous at once.
  await page.getByRole("banner").getByRole("button", { name: t.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(PRODUCT);
  await waitForHydration(page);
  await expect(page.getByTestId("account-entry")).toContainText(t.signIn);
  const ended = await page.request.get(PRODUCT, { headers: { Authorization: `Bearer ${token}` } });
  expect(ended.headers()["cache-control"]).toBe("private, no-cache");
  const endedHtml = await ended.text();
  expect(endedHtml).toContain(`>${t.signIn}<`);
  expect(endedHtml).not.toContain(t.myAccount);
});
