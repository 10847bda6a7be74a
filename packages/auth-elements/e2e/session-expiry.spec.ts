// The session-expired event against OUR auth server with a session lifetime of a few seconds
// (SESSION_LIFETIME, apps/auth/src/config/config.ts): the SDK's relay sends
// hanko-session-expired when the lifetime ends, <hanko-events> re-sends it on itself, and
// <hanko-auth> starts over at the login screen.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "../../../e2e/support/auth-server.ts";
import { startPageServer, type PageServer } from "./support/page-server.ts";

const LIFETIME_SECONDS = 3;

let pages: PageServer;
let auth: RunningAuthServer;

test.beforeAll(async () => {
  pages = await startPageServer();
  auth = await startAuthServer(pages.url, { SESSION_LIFETIME: String(LIFETIME_SECONDS) });
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await pages?.close();
});

type Logged = { type: string; at: number };
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Logged[] }).__events);
const firstAt = async (page: Page, type: string) =>
  (await events(page)).find((event) => event.type === type)?.at;

test("the session expires after its lifetime: the event fires and the widget shows login", async ({
  page,
}) => {
  const email = `kort.${Date.now()}@example.se`;
  await page.goto(`${pages.url}/?events`);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.keyboard.press("Enter");
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(await auth.nextPasscode(email));
  await page.getByLabel("New password").fill("Host-2026-Elsparkcykel");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
  await expect.poll(() => firstAt(page, "<hanko-events> hanko-session-created")).toBeDefined();
  const created = (await firstAt(page, "<hanko-events> hanko-session-created")) ?? 0;
  expect(await firstAt(page, "<hanko-events> hanko-session-expired")).toBeUndefined();

  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible({
    timeout: (LIFETIME_SECONDS + 5) * 1000,
  });
  const expired = await firstAt(page, "<hanko-events> hanko-session-expired");
  expect(expired).toBeDefined();
  // Not before the lifetime ends: the relay rounds the lifetime to whole seconds.
  expect((expired ?? 0) - created).toBeGreaterThanOrEqual((LIFETIME_SECONDS - 1) * 1000);
  expect((await events(page)).map((event) => event.type)).toEqual(
    expect.arrayContaining(["onSessionExpired"]),
  );
  expect(
    (await events(page)).filter((event) => event.type === "<hanko-events> hanko-session-expired"),
  ).toHaveLength(1);
  await expect(page.getByRole("textbox", { name: "Email" })).toBeEnabled();
});
