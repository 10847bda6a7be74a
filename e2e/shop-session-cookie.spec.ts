// The session cookie as `npm start` sets it up (scripts/apps.ts, docs/decisions/0045): the shop and
// our auth server on two ports of `localhost`, one site, the auth server in Hanko's cookie mode.
// A shopper registers and signs in through OUR widget on the shop's pages; the session is then
// the auth server's HttpOnly cookie, which script in the page (an XSS) cannot read from
// `document.cookie`, any storage or any answer, while the shop's server still sees the shopper
// signed in, the profile widget shows the account, and signing out ends and removes it.
//
// The auth server runs in-process with the demo's address and session settings (not its passkeys
// and second factor, which would only add screens); the shop runs with the demo's settings.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../bench/server-process.ts";
import { expect, test } from "../apps/shop/test-support/csp-violations.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { scaled } from "../scripts/time-scale.ts";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import { freePorts } from "./support/free-port.ts";
import { demoEnv } from "./support/npm-start-env.ts";

const SHOP_SERVER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../apps/shop/server.ts",
);

const t = {
  email: "E-post",
  continue: "Fortsätt",
  digit1: "Siffra 1 av 6",
  newPassword: "Nytt lösenord",
  passcodeMethod: "Engångskod",
  myAccount: "Mitt konto",
  signOut: "Logga ut",
  signedOut: "Du är utloggad",
};

let auth: RunningAuthServer;
let shop: ServerProcess;
let shopUrl: string;
let authUrl: string;

test.describe.configure({ mode: "serial", timeout: scaled(60_000) });

test.beforeAll(async () => {
  const [shopPort, authPort] = await freePorts(2);
  const ports = { shop: shopPort ?? 0, auth: authPort ?? 0, "demo-id": 0, kundklubben: 0 };
  const authEnv = demoEnv("auth", ports);
  const sessionEnv = Object.fromEntries(
    Object.entries(authEnv).filter(([name]) => name.startsWith("SESSION_")),
  );
  expect(sessionEnv, "the demo runs in the cookie mode").toMatchObject({ SESSION_COOKIE: "true" });
  auth = await startAuthServer(
    authEnv.ALLOWED_ORIGINS ?? "",
    { PUBLIC_URL: authEnv.PUBLIC_URL, ...sessionEnv },
    { port: ports.auth },
  );
  authUrl = authEnv.PUBLIC_URL ?? "";
  shop = await startServerProcess(
    SHOP_SERVER,
    ports.shop,
    {
      ...demoEnv("shop", ports),
      // A throwaway catalogue, as every browser test's shop has (playwright.config.ts).
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: ":memory:",
    },
    "/healthz",
  );
  // The browser's address, as `npm start` prints it.
  shopUrl = `http://localhost:${ports.shop}`;
});

test.afterAll(async () => {
  await shop?.stop();
  await auth?.close();
});

async function typeCode(page: Page, to: string): Promise<void> {
  await page.getByRole("textbox", { name: t.digit1 }).click();
  await page.keyboard.type(await auth.nextPasscode(to));
}

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "hanko");
  if (cookie === undefined) throw new Error("no hanko cookie: not signed in");
  return cookie;
}

/** Everything script on the shop's page can read by itself: its cookies and its storages. */
const readableByScript = (page: Page) =>
  page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));

test("signed in through the widget, the session is a cookie no script in the page can read", async ({
  page,
  context,
}) => {
  const email = `kaka.${Date.now()}@example.se`;
  await page.goto(`${shopUrl}/page/register`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: t.email }).fill(email);
  await page.getByRole("button", { name: t.continue }).click();
  await typeCode(page, email);
  await page.getByLabel(t.newPassword, { exact: true }).fill("Höst-2026-Elcykel");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);

  // The cookie the auth server set: HttpOnly, SameSite=Lax, host-only on localhost, so the
  // shop on its other port receives it; not Secure on plain http.
  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({
    domain: "localhost",
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: false,
  });
  const signature = cookie.value.split(".")[2] ?? "";
  expect(signature.length).toBeGreaterThan(20);

  // The attack: script in the page looks for the session wherever it could be.
  const readable = await readableByScript(page);
  expect(readable.cookie).not.toContain("hanko=");
  expect(JSON.stringify(readable)).not.toContain(signature);
  // … or asks the auth server, with the browser's cookie: it learns the session, not the token.
  const answers = await page.evaluate(async (api) => {
    const read = async (path: string, method = "GET") => {
      const response = await fetch(api + path, { method, credentials: "include" });
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`);
      return { status: response.status, text: await response.text(), headers };
    };
    return [await read("/sessions/validate"), await read("/me")];
  }, authUrl);
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(email);
    expect(JSON.stringify(answer)).not.toContain(signature);
  }

  // The legitimate path: the shop's server sees the shopper signed in.
  await expect(page.getByTestId("dashboard-email")).toContainText(email);
  const html = await (await page.request.get(`${shopUrl}/page/user_dashboard`)).text();
  expect(html).toContain(t.myAccount);
  // The profile widget runs its flow on the cookie alone.
  await page.goto(`${shopUrl}/profile`);
  await expect(page.locator("hanko-profile").getByText(email).first()).toBeVisible();

  // Signing out from the shop ends the session at the auth server and removes the cookie.
  await page.goto(`${shopUrl}/page/user_dashboard`);
  await waitForHydration(page);
  await page.getByTestId("account-entry").click();
  const signOut = page.getByRole("banner").getByRole("button", { name: t.signOut });
  await expect(signOut).toBeVisible();
  await signOut.click();
  await expect(page).toHaveURL(new RegExp(`^${shopUrl}/(\\?|$)`));
  await expect(page.getByRole("status").filter({ hasText: t.signedOut })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "hanko")).toBeUndefined();
  const validation = await fetch(`${auth.url}/sessions/validate`, {
    headers: { Cookie: `hanko=${cookie.value}` },
  });
  expect(await validation.json()).toEqual({ is_valid: false });
  // The old cookie, put back, signs nobody in.
  await context.addCookies([{ ...cookie }]);
  const afterwards = await page.request.get(`${shopUrl}/page/user_dashboard`, { maxRedirects: 0 });
  expect(afterwards.status()).toBe(303);
  await context.clearCookies();

  // Signing in again by code, from the login page the dashboard sends a visitor to.
  await page.goto(`${shopUrl}/page/user_dashboard`);
  await expect(page).toHaveURL(/\/page\/login\?redirect_to=%2Fpage%2Fuser_dashboard$/);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: t.email }).fill(email);
  await page.getByRole("button", { name: t.continue }).click();
  await page.getByRole("button", { name: t.passcodeMethod, exact: true }).click();
  await typeCode(page, email);
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  await expect(page.getByTestId("dashboard-email")).toContainText(email);
  expect((await sessionCookie(context)).httpOnly).toBe(true);
  expect((await readableByScript(page)).cookie).not.toContain("hanko=");
});
