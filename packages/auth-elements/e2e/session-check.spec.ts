// A session ended on the server while the page sits untouched: the SDK's check of
// GET /sessions/validate (sessionCheckInterval, here 3 s) notices it without a 401, sends
// hanko-session-expired once, and <hanko-auth> starts over at the login screen. Against OUR auth
// server, once signed out elsewhere and once by SESSION_IDLE_TIMEOUT, which the checks
// themselves must not hold off.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";

const CHECK_MS = 3_000;
const IDLE_SECONDS = 5;

let pages: PageServer;
let auth: RunningAuthServer;

test.beforeAll(async () => {
  pages = await startPageServer();
  auth = await startAuthServer(pages.url, { SESSION_IDLE_TIMEOUT: String(IDLE_SECONDS) });
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await pages?.close();
});

type Logged = { type: string; at: number };
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Logged[] }).__events);
const expiries = async (page: Page) =>
  (await events(page)).filter((event) => event.type === "<hanko-events> hanko-session-expired");

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${pages.url}/?events&check=${CHECK_MS}`);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.keyboard.press("Enter");
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(await auth.nextPasscode(email));
  await page.getByLabel("New password").fill("Host-2026-Elsparkcykel");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
}

test("signed out on another device: the open page notices at its next check", async ({ page }) => {
  await signUp(page, `annan.${Date.now()}@example.se`);
  const token = await page.evaluate(() =>
    (window as unknown as { hanko: { getSessionToken(): string } }).hanko.getSessionToken(),
  );
  const startedAt = Date.now();
  // The same session ended from elsewhere: a server-side logout with its token.
  const logout = await fetch(`${auth.url}/logout`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status).toBe(204);

  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible({
    timeout: CHECK_MS + 5_000,
  });
  expect(Date.now() - startedAt).toBeLessThan(CHECK_MS + 5_000);
  expect(await expiries(page)).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("hanko_session"))).toContain('"expiry":0');
});

test("left idle past SESSION_IDLE_TIMEOUT: the checks do not keep it alive, and end it here", async ({
  page,
}) => {
  const validations: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/sessions/validate")) validations.push(request.method());
  });
  await signUp(page, `stilla.${Date.now()}@example.se`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible({
    timeout: (IDLE_SECONDS + 10) * 1000,
  });
  expect(await expiries(page)).toHaveLength(1);
  // At least one check found the session alive before the one that found it gone; all GETs.
  expect(validations.length).toBeGreaterThanOrEqual(2);
  expect(new Set(validations)).toEqual(new Set(["GET"]));
});
