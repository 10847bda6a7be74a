// Hanko's OFFICIAL widget (@teamhanko/hanko-elements 2.7.0), a client we did not write, signing
// in with another account against our auth server: the custom provider of a real OpenID
// provider (./support/browser-oidc-provider.ts) for sign-up, sign-in again as the same user, and
// a cancel at the provider. Our own widget goes through the same and more in
// ./third-party-sign-in.spec.ts.
//
// Without the shop: npx playwright test -c e2e/self-contained.config.ts official-elements-third
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import {
  cancelAtProvider,
  CUSTOM_PROVIDER,
  OUTSIDE_FONTS,
  signInAtProvider,
  startBrowserOidcProvider,
  type BrowserOidcProvider,
} from "./support/browser-oidc-provider.ts";
import { freePorts } from "./support/free-port.ts";
import {
  startOfficialElementsPage,
  type OfficialElementsPage,
} from "./support/official-elements-page.ts";
import {
  loggedEvents,
  RETURN_PARAMS,
  returnParamsLeft,
  sessionCreated,
  sessionInCookie,
  sessionsCreated,
  storedItem,
} from "./support/widget-page-state.ts";
import { scaled } from "../scripts/time-scale.ts";

/** Where the official <hanko-auth> keeps the flow state across the redirect (not the SDK's default). */
const FLOW_STATE_KEY = "hanko-auth-flow-state";

let oidc: BrowserOidcProvider;
let pages: OfficialElementsPage;
let auth: RunningAuthServer;

test.beforeAll(async () => {
  pages = await startOfficialElementsPage();
  const [authPort] = await freePorts(1);
  const authUrl = `http://127.0.0.1:${authPort}`;
  oidc = await startBrowserOidcProvider({ redirectUris: [`${authUrl}/thirdparty/callback`] });
  auth = await startAuthServer(
    pages.url,
    {
      PUBLIC_URL: authUrl,
      THIRD_PARTY: JSON.stringify(oidc.thirdPartyConfig({ authUrl, pageUrl: pages.url })),
      // Every test signs in from 127.0.0.1: the per-address limits would be shared by all.
      RATE_LIMIT_ENABLED: "false",
    },
    { port: authPort },
  );
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await oidc?.close();
  await pages?.close();
});

test.beforeEach(async ({ context }) => {
  await context.route(OUTSIDE_FONTS, (route) => route.abort());
});

const uniqueLogin = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The official widget's button ("Continue with {provider}" in its English). */
const providerButton = (page: Page) =>
  page.locator("hanko-auth").getByRole("button", { name: `Continue with ${CUSTOM_PROVIDER.name}` });

/**
 * Opens the page and waits for its first screen: the official widget renders `login_init` a
 * second time 500 ms later, and a click in between is lost.
 */
async function openPage(page: Page): Promise<void> {
  await page.goto(`${pages.url}/`);
  await page
    .waitForFunction(
      () =>
        (window as unknown as { __events: { detail?: { state?: string } }[] }).__events.filter(
          (e) => e.detail?.state === "login_init",
        ).length >= 2,
      undefined,
      { timeout: scaled(3000) },
    )
    .catch(() => undefined);
}

async function leaveForProvider(page: Page): Promise<void> {
  await providerButton(page).click({ timeout: scaled(5_000) });
  await page.waitForURL(
    (url) => url.origin === oidc.issuer || RETURN_PARAMS.some((p) => url.searchParams.has(p)),
    { waitUntil: "commit" },
  );
}

test("signs up with the custom provider, then signs in again as the same user", async ({
  page,
  context,
}) => {
  const login = uniqueLogin("olle");
  oidc.accounts[login] = { email: `${login}@example.se`, email_verified: true, name: "Olle" };
  await openPage(page);
  await leaveForProvider(page);
  const saved = await storedItem(context, pages.url, FLOW_STATE_KEY);
  expect(saved, "the thirdparty state is saved before the redirect").toBeDefined();
  expect(JSON.parse(saved!)).toMatchObject({ name: "thirdparty" });
  await signInAtProvider(page, oidc.issuer, login);
  const sub = await sessionCreated(page);
  expect(returnParamsLeft(page), "hanko_token is taken out of the address").toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), FLOW_STATE_KEY)).toBeNull();
  expect(await sessionInCookie(context, auth.url)).toMatchObject({ is_valid: true, user_id: sub });

  await page.locator("#logout").click();
  await expect
    .poll(async () => (await loggedEvents(page)).some((e) => e.type === "onUserLoggedOut"))
    .toBe(true);
  await openPage(page);
  await leaveForProvider(page);
  // The provider remembers the person: it sends the browser straight back.
  await signInAtProvider(page, oidc.issuer, login);
  expect(await sessionCreated(page)).toBe(sub);
  expect(returnParamsLeft(page)).toEqual([]);
});

test("a cancel at the provider shows access denied and leaves the address clean", async ({
  page,
}) => {
  await openPage(page);
  await leaveForProvider(page);
  await cancelAtProvider(page, oidc.issuer, uniqueLogin("pia"));
  await expect(page.locator("hanko-auth")).toContainText(
    "Access denied. The request was cancelled by the user or the provider has denied access for other reasons.",
  );
  expect(returnParamsLeft(page)).toEqual([]);
  await expect(providerButton(page)).toBeVisible();
  expect(await sessionsCreated(page)).toBe(0);
});
