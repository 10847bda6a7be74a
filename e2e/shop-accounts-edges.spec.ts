// The edges of accounts in the shop: the logged-out middleware and forged redirect_to values,
// garbage and tampered tokens, other tabs following a sign-in and sign-out, password recovery
// from the login page, the profile page, and the widget failing to load. None of it meets the
// shop's Content-Security-Policy (test-support/csp-violations.ts).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, watchCspViolations } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { registerShopper, typeCode } from "./support/shop-sign-in.ts";

const run = Date.now();
const password = "Sommar-2026-Surfplatta";

const location = async (page: Page, path: string) => {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] };
};

test("a signed-in shopper is sent on from login and register; forged redirect_to is ignored", async ({
  page,
}) => {
  await registerShopper(page, `vidare.${run}@example.se`, password);
  expect(await location(page, "/page/login")).toEqual({
    status: 303,
    location: "/page/user_dashboard",
  });
  expect(await location(page, "/page/register")).toMatchObject({ status: 303 });
  expect(await location(page, "/page/login?redirect_to=%2Fpage%2Fcart")).toEqual({
    status: 303,
    location: "/page/cart",
  });
  for (const forged of [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
  ]) {
    const target = `/login?redirect_to=${encodeURIComponent(forged)}`;
    expect(await location(page, target), forged).toEqual({
      status: 303,
      location: "/page/user_dashboard",
    });
  }
});

test("a garbage or tampered session cookie is an anonymous visitor, never an error", async ({
  page,
  context,
  baseURL,
}) => {
  await registerShopper(page, `manipulerad.${run}@example.se`, password);
  const token = (await context.cookies()).find((c) => c.name === "hanko")?.value ?? "";
  const tampered = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
  for (const value of ["garbage", "%E0%A4%A", tampered]) {
    await context.clearCookies();
    await context.addCookies([{ name: "hanko", value, url: baseURL ?? "" }]);
    const home = await page.request.get("/");
    expect(home.status(), value).toBe(200);
    expect(await home.text()).toContain("Logga in");
    expect(await location(page, "/page/user_dashboard")).toMatchObject({ status: 303 });
  }
});

test("other tabs follow a sign-in and a sign-out without a reload", async ({ context }) => {
  const other = await context.newPage();
  await other.goto("/page/wishlist");
  await waitForHydration(other);
  await other.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const entry = other.getByTestId("account-entry");
  await expect(entry).toContainText("Logga in");

  const page = await context.newPage();
  await registerShopper(page, `flikar.${run}@example.se`, password);
  await expect(entry).toContainText("Mitt konto");

  await page.getByTestId("account-entry").click();
  await page.getByRole("banner").getByRole("button", { name: "Logga ut" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Du är utloggad" })).toBeVisible();
  await expect(entry).toContainText("Logga in");
  expect(await other.evaluate(() => "__sameDocument" in window)).toBe(true);
});

test("a forgotten password is reset from the login page with an e-mailed code", async ({
  page,
  browser,
}) => {
  const email = `glomsk.${run}@example.se`;
  await registerShopper(page, email, password);

  const visitorContext = await browser.newContext();
  const violations = await watchCspViolations(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto("/page/login");
  await waitForHydration(visitor);
  await visitor.getByRole("textbox", { name: "E-post" }).fill(email);
  await visitor.getByTestId("forgot-password-link").click();
  await expect(visitor).toHaveURL(/\/page\/forgot_password\?email=/);
  await expect(visitor.getByLabel("E-postadress")).toHaveValue(email);
  await waitForHydration(visitor);
  await visitor.getByRole("button", { name: "Skicka kod" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: email })).toBeVisible();
  await typeCode(visitor, email);
  await expect(visitor.getByRole("heading", { name: "Välj ett nytt lösenord" })).toBeVisible();
  await visitor.getByLabel("Nytt lösenord", { exact: true }).fill("Host-2026-Spelkonsol");
  await visitor.keyboard.press("Enter");
  await expect(visitor).toHaveURL(/\/page\/user_dashboard$/);

  // The new password signs in; the flow cache left nothing behind for the next login.
  await visitor.context().clearCookies();
  await visitor.goto("/page/login");
  await waitForHydration(visitor);
  await visitor.getByRole("textbox", { name: "E-post" }).fill(email);
  await visitor.getByRole("button", { name: "Fortsätt" }).click();
  // The password button carries the widget's "Senast använd" marker since the reset.
  await visitor.getByRole("button", { name: /^Lösenord/ }).click();
  await visitor.getByLabel("Lösenord", { exact: true }).fill("Host-2026-Spelkonsol");
  await visitor.keyboard.press("Enter");
  await expect(visitor).toHaveURL(/\/page\/user_dashboard$/);
  expect(violations).toEqual([]);
});

test("the profile page shows the profile widget to a signed-in shopper", async ({ page }) => {
  await registerShopper(page, `profil.${run}@example.se`, password);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText("Min profil");
  await expect(page.locator("hanko-profile")).toBeAttached();
  await expect(page.getByTestId("auth-widget-loading")).toBeHidden();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => v.id)).toEqual([]);
});

test("a widget that cannot be fetched says so and can be tried again", async ({ page }) => {
  // The widget's chunk, named by Vite for the package's entry file (dist/react/auth-elements.js).
  const chunk = "**/assets/auth-elements-*.js";
  await page.route(chunk, (route) => route.abort());
  await page.goto("/page/login");
  await expect(page.getByRole("alert")).toContainText("Inloggningen gick inte att ladda");
  await page.unroute(chunk);
  await page.getByRole("button", { name: "Försök igen" }).click();
  await expect(page.getByRole("textbox", { name: "E-post" })).toBeVisible();
});

test("catalogue and product pages load no byte of the widget; the login page does", async ({
  page,
}) => {
  // The widget's own class names, which only its code carries.
  const marker = "hk-passcode-box";
  const widgetScripts = async (path: string, ready: () => Promise<void>) => {
    const bodies: Promise<string>[] = [];
    const listener = (response: { url(): string; text(): Promise<string> }) => {
      if (response.url().endsWith(".js")) bodies.push(response.text());
    };
    page.on("response", listener);
    await page.goto(path);
    await waitForHydration(page);
    await ready();
    page.off("response", listener);
    return (await Promise.all(bodies)).filter((body) => body.includes(marker)).length;
  };
  const none = () => Promise.resolve();
  expect(await widgetScripts("/shop/shop_left_sidebar", none)).toBe(0);
  expect(await widgetScripts("/product/iphone-16-pro/1002", none)).toBe(0);
  expect(
    await widgetScripts("/page/login", () =>
      expect(page.getByRole("textbox", { name: "E-post" })).toBeVisible(),
    ),
  ).toBe(1);
});

test("signing out works without JavaScript, and the session ends at the provider", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerShopper(page, `utanjs.${run}@example.se`, password);
  const token = (await page.context().cookies()).find((c) => c.name === "hanko")?.value ?? "";

  const context = await browser.newContext({ javaScriptEnabled: false });
  const violations = await watchCspViolations(context);
  await context.addCookies([{ name: "hanko", value: token, url: baseURL ?? "" }]);
  const noJs = await context.newPage();
  await noJs.goto("/page/user_dashboard");
  await expect(noJs.getByTestId("dashboard-email")).toBeVisible();
  await noJs.getByRole("main").getByRole("button", { name: "Logga ut" }).click();
  await expect(noJs).toHaveURL(/\/\?utloggad=1$/);
  await expect(noJs.getByRole("status").filter({ hasText: "Du är utloggad" })).toBeVisible();
  await noJs.goto("/page/user_dashboard");
  await expect(noJs).toHaveURL(/\/page\/login\?redirect_to=/);

  // The token is dead everywhere, not only in the browser that signed out.
  const elsewhere = await page.request.get("/page/user_dashboard", { maxRedirects: 0 });
  expect(elsewhere.status()).toBe(303);
  expect(violations).toEqual([]);
  await context.close();
});

test("the widget follows the shop's language switch without a reload", async ({ page }) => {
  await page.goto("/page/login");
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "E-post" })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
});
