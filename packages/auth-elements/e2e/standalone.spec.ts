// The standalone bundle in Chromium, on a page written for the official widget, against the
// mock flow API (./support/mock-flow-api.ts). The same flows against apps/auth are still to
// come (see the package README).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PASSCODE, startMockFlowApi, type MockFlowApi } from "./support/mock-flow-api.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";
import { scaled } from "../../../scripts/time-scale.ts";

let api: MockFlowApi;
let pages: PageServer;

test.beforeAll(async () => {
  api = await startMockFlowApi();
  pages = await startPageServer(api.url);
});

test.afterAll(async () => {
  await pages.close();
  await api.close();
});

type LoggedEvent = { type: string; detail?: { state?: string; error?: string } };

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: LoggedEvent[] }).__events);

/** The aria-label of the element focused inside the widget's shadow root. */
const focusedInWidget = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector("hanko-auth, hanko-login, hanko-registration");
    const active = host?.shadowRoot?.activeElement;
    return active ? (active.getAttribute("aria-label") ?? active.textContent) : null;
  });

async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

test("one file, one first render, nothing typed is lost, sign in with a passcode", async ({
  page,
  context,
}) => {
  const email = `user${Date.now()}@example.se`;
  // The page's clock is the test's: the moment the official widget would re-render the field
  // (500 ms after it shows) is reached by moving the clock, not by waiting.
  await page.clock.install();
  await page.goto(pages.url);
  const input = page.getByRole("textbox", { name: "Email" });
  // Type as soon as the field shows.
  await input.pressSequentially(email);
  await page.clock.runFor(700);
  await expect(input).toHaveValue(email);
  const initEvents = (await events(page)).filter((e) => e.detail?.state === "login_init");
  expect(initEvents).toHaveLength(1);

  await input.press("Enter");
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();

  await typeCode(page, "000000");
  await expect(page.getByRole("alert")).toContainText("The passcode provided was not correct.");
  for (let i = 1; i <= 6; i++) {
    await expect(page.getByRole("textbox", { name: `Digit ${i} of 6` })).toHaveValue("");
  }
  await expect.poll(() => focusedInWidget(page)).toBe("Digit 1 of 6");

  await page.keyboard.type(PASSCODE);
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  await expect
    .poll(async () => (await events(page)).some((e) => e.type === "onSessionCreated"))
    .toBe(true);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "hanko")?.value).toMatch(/^header\./);
  expect((await events(page)).filter((e) => e.type === "unhandledrejection")).toEqual([]);
  // The page loads one script and nothing else: no chunks, no language file for English.
  expect(pages.requests.filter((path) => path !== "/" && path !== "/favicon.ico")).toEqual([
    "/elements.js",
  ]);
});

test("a network failure mid-flow shows the error screen, and Continue starts over", async ({
  page,
}) => {
  await page.goto(pages.url);
  await page.getByRole("textbox", { name: "Email" }).fill("offline@example.se");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
  await page.route("**/login?action=verify_passcode*", (route) =>
    route.abort("internetdisconnected"),
  );
  await typeCode(page, PASSCODE);
  await expect(page.getByRole("heading", { name: "An error has occurred" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("A technical error has occurred.");
  await expect(page.locator("hanko-auth .hk-spinner")).toHaveCount(0);
  await page.unroute("**/login?action=verify_passcode*");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("an error page from a proxy mid-flow shows the error screen, not a frozen spinner", async ({
  page,
}) => {
  await page.goto(pages.url);
  await page.getByRole("textbox", { name: "Email" }).fill("proxied@example.se");
  await page.getByRole("button", { name: "Continue" }).click();
  await typeCode(page, PASSCODE);
  await expect(page.getByRole("heading", { name: "An error has occurred" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("A technical error has occurred.");
  expect((await events(page)).filter((e) => e.type === "unhandledrejection")).toEqual([]);
});

test("the resend countdown disables 'Send new code', then clears the rate-limit error", async ({
  page,
}) => {
  await page.goto(pages.url);
  await page.getByRole("textbox", { name: "Email" }).fill("limited@example.se");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Send new code" }).click();
  const waiting = page.getByRole("button", { name: /Request a new code in \ds/ });
  await expect(waiting).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("alert")).toContainText("Too many requests");
  await expect(page.getByRole("button", { name: "Send new code" })).toBeVisible({
    timeout: scaled(5000),
  });
  await expect(page.getByRole("alert")).toHaveText("");
});

test("signs up in <hanko-registration>", async ({ page }) => {
  await page.goto(`${pages.url}/registration`);
  await page.getByRole("textbox", { name: "Email" }).fill(`new${Date.now()}@example.se`);
  await page.keyboard.press("Enter");
  await typeCode(page, PASSCODE);
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
});

test("works by keyboard alone", async ({ page }) => {
  await page.goto(pages.url);
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
  await page.keyboard.type("keys@example.se");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedInWidget(page)).toBe("Digit 1 of 6");
  await page.keyboard.type(PASSCODE);
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeFocused();
});

test("fetches a missing language file once and stays in English (no retry loop)", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${pages.url}/?lang=xx`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // Whatever a retry would wait for, on the page's own clock: ten seconds of it.
  await page.clock.runFor(10_000);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(pages.requests.filter((path) => path === "/i18n/xx.json")).toHaveLength(1);
});

test("fetches German from /i18n/de.json, once", async ({ page }) => {
  await page.goto(`${pages.url}/login?lang=de`);
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Weiter" })).toBeVisible();
  expect(pages.requests.filter((path) => path === "/i18n/de.json")).toHaveLength(1);
});

test("renders bundled Swedish", async ({ page }) => {
  await page.goto(`${pages.url}/?lang=sv`);
  await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-post" })).toBeVisible();
});

test.describe("axe finds no serious violations", () => {
  const check = async (page: Page) => {
    const results = await new AxeBuilder({ page })
      .include("hanko-auth, hanko-registration")
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  };

  test("on sign-in, passcode with an error, and the error screen", async ({ page }) => {
    await page.goto(pages.url);
    await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
    await check(page);
    await page.getByRole("textbox", { name: "Email" }).fill("axe@example.se");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
    await check(page);
    await typeCode(page, "000000");
    await expect(page.getByRole("alert")).toContainText("not correct");
    await check(page);
    await page.route("**/login?action=verify_passcode*", (route) => route.abort("failed"));
    await page.keyboard.type(PASSCODE);
    await expect(page.getByRole("heading", { name: "An error has occurred" })).toBeVisible();
    await check(page);
  });

  test("on registration with a client-side error", async ({ page }) => {
    await page.goto(`${pages.url}/registration`);
    await page.getByRole("textbox", { name: "Email" }).fill("12345");
    await page.keyboard.press("Enter");
    await expect(page.getByText("The entered value is invalid.")).toBeVisible();
    await check(page);
  });
});
