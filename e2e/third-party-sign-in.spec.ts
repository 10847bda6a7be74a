// Sign-in with other accounts through OUR widget in Chromium, against our auth server and a real
// OpenID provider (oidc-provider, ./support/browser-oidc-provider.ts), known to the server as a
// custom provider and as a stand-in for Google: sign-up, sign-in again, linking, an unverified
// address proven by passcode, every error of the return mapping (product spec §8), and the
// refusals: a replayed hanko_token, a state that reaches the callback in another browser, and
// redirect targets outside the allow-list (flow-api §5.6), none of them a 500.
//
// Needs the widget built: npm run build -w @kretsbutiken/auth-elements. Without the shop:
// npx playwright test -c e2e/self-contained.config.ts third-party-sign-in
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { FlowClient } from "../apps/auth/src/flow/testing/flow-client.ts";
import { sv } from "../packages/auth-elements/src/i18n/languages/sv.ts";
import {
  startPageServer,
  type PageServer,
} from "../packages/auth-elements/e2e/support/page-server.ts";
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
import { signInOverHttp } from "./support/third-party-over-http.ts";
import {
  FLOW_STATE_KEY,
  lastLogin,
  loggedEvents,
  profileInCookie,
  RETURN_PARAMS,
  returnParamsLeft,
  sessionCreated,
  sessionInCookie,
  sessionsCreated,
  storedItem,
} from "./support/widget-page-state.ts";
import { scaled } from "../scripts/time-scale.ts";

/** The widget's messages for the return errors (product spec §8, client messages). */
const MESSAGES = {
  access_denied:
    "Access denied. The request was cancelled by the user or the provider has denied access for other reasons.",
  user_conflict: "The email address already exists.",
  multiple_accounts: "Cannot identify account. The email address is used by multiple accounts.",
  unverified_email:
    "Email verification required. Please verify the used email address with your provider.",
  email_maxnum: "No further email addresses can be added.",
  signup_disabled: "Account registration is disabled.",
  other: "A technical error has occurred. Please try again later.",
};

let oidc: BrowserOidcProvider;
/** Our widget against `auth`: sign-up on, at most one address per user (email_maxnum). */
let pages: PageServer;
let auth: RunningAuthServer;
/** Our widget against `closedAuth`, where sign-up is off (signup_disabled). */
let closedPages: PageServer;
let closedAuth: RunningAuthServer;

test.beforeAll(async () => {
  [pages, closedPages] = await Promise.all([startPageServer(), startPageServer()]);
  const [authPort, closedPort] = await freePorts(2);
  const authUrl = `http://127.0.0.1:${authPort}`;
  const closedUrl = `http://127.0.0.1:${closedPort}`;
  oidc = await startBrowserOidcProvider({
    redirectUris: [`${authUrl}/thirdparty/callback`, `${closedUrl}/thirdparty/callback`],
  });
  [auth, closedAuth] = await Promise.all([
    startAuthServer(
      pages.url,
      {
        PUBLIC_URL: authUrl,
        THIRD_PARTY: JSON.stringify(oidc.thirdPartyConfig({ authUrl, pageUrl: pages.url })),
        EMAIL_LIMIT: "1",
        // Every test signs in from 127.0.0.1: the per-address limits (token exchange: 3 a
        // minute) would be shared by all of them.
        RATE_LIMIT_ENABLED: "false",
      },
      { port: authPort },
    ),
    startAuthServer(
      closedPages.url,
      {
        PUBLIC_URL: closedUrl,
        THIRD_PARTY: JSON.stringify(
          oidc.thirdPartyConfig({ authUrl: closedUrl, pageUrl: closedPages.url }),
        ),
        SIGNUP_ENABLED: "false",
        RATE_LIMIT_ENABLED: "false",
      },
      { port: closedPort },
    ),
  ]);
  pages.setApi(auth.url);
  closedPages.setApi(closedAuth.url);
});

test.afterAll(async () => {
  await Promise.all([auth?.close(), closedAuth?.close()]);
  await oidc?.close();
  await Promise.all([pages?.close(), closedPages?.close()]);
});

test.beforeEach(async ({ context }) => {
  await context.route(OUTSIDE_FONTS, (route) => route.abort());
});

/** A login name at the provider no other test uses. */
const uniqueLogin = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const providerButton = (page: Page, name: string, label = "Sign in with") =>
  page.getByRole("button", { name: `${label} ${name}` });

/**
 * Clicks the provider's button and waits until the browser shows the provider's page, or is
 * back already (a provider that remembers the person answers without one).
 */
async function leaveForProvider(page: Page, name: string, label?: string): Promise<void> {
  await providerButton(page, name, label).click({ timeout: scaled(5_000) });
  await page.waitForURL(
    (url) => url.origin === oidc.issuer || RETURN_PARAMS.some((p) => url.searchParams.has(p)),
    { waitUntil: "commit" },
  );
}

/** From the widget page through the provider and back; answers the new session's user. */
async function signInWith(page: Page, provider: string, login: string): Promise<string> {
  await page.goto(pages.url);
  await leaveForProvider(page, provider);
  await signInAtProvider(page, oidc.issuer, login);
  return sessionCreated(page);
}

/** The widget is back at its first screen, showing `message`, with the address cleaned up. */
async function expectReturnError(page: Page, message: string, provider = CUSTOM_PROVIDER.name) {
  await expect(page.getByRole("alert")).toContainText(message);
  expect(returnParamsLeft(page)).toEqual([]);
  await expect(providerButton(page, provider)).toBeVisible();
  expect(await sessionsCreated(page)).toBe(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), FLOW_STATE_KEY)).toBeNull();
}

/** An identity of `provider` already signed up, and the used address it came back to. */
const signedUp = (provider: string, login: string) =>
  signInOverHttp({ authUrl: auth.url, pageUrl: pages.url, oidc, provider, login });

async function logOut(page: Page): Promise<void> {
  await page.locator("#logout").click();
  await expect
    .poll(async () => (await loggedEvents(page)).some((e) => e.type === "onUserLoggedOut"))
    .toBe(true);
}

test.describe("sign-up and sign-in", () => {
  test("a new user signs up with the custom provider: state kept across the redirect, session, success event", async ({
    page,
    context,
  }) => {
    const login = uniqueLogin("astrid");
    oidc.accounts[login] = { email: `${login}@example.se`, email_verified: true, name: "Astrid" };
    await page.goto(pages.url);
    await expect(providerButton(page, CUSTOM_PROVIDER.name)).toBeVisible();
    await expect(providerButton(page, "Google")).toBeVisible();

    const backWithToken = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && new URL(request.url()).searchParams.has("hanko_token"),
    );
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
    const saved = await storedItem(context, pages.url, FLOW_STATE_KEY);
    expect(saved, "the thirdparty state is saved before the redirect").toBeDefined();
    const savedState = JSON.parse(saved!) as {
      name: string;
      actions: { exchange_token?: { href: string } };
    };
    expect(savedState.name).toBe("thirdparty");

    const exchange = page.waitForRequest((request) =>
      decodeURIComponent(request.url()).includes("action=exchange_token"),
    );
    await signInAtProvider(page, oidc.issuer, login);
    const returned = new URL((await backWithToken).url());
    expect(returned.origin).toBe(pages.url);
    expect(
      (await exchange).url(),
      "the token is exchanged in the flow restored from localStorage",
    ).toBe(`${auth.url}${savedState.actions.exchange_token?.href}`);
    const sub = await sessionCreated(page);

    expect(returnParamsLeft(page), "hanko_token is taken out of the address").toEqual([]);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), FLOW_STATE_KEY),
      "the saved state is removed once restored",
    ).toBeNull();
    expect(await lastLogin(page)).toEqual({
      login_method: "third_party",
      third_party_provider: CUSTOM_PROVIDER.id,
    });
    expect(await sessionInCookie(context, auth.url)).toMatchObject({
      is_valid: true,
      user_id: sub,
    });
    const user = await profileInCookie(context, auth.url);
    expect(user.emails, "the provider's verified address is the new user's").toEqual([
      expect.objectContaining({ address: `${login}@example.se`, is_verified: true }),
    ]);
    expect(user.identities).toEqual([
      expect.objectContaining({ id: login, provider: CUSTOM_PROVIDER.name }),
    ]);
  });

  test("signs in again with the same identity; next time the button is marked last used", async ({
    page,
  }) => {
    const login = uniqueLogin("bertil");
    const first = await signInWith(page, CUSTOM_PROVIDER.name, login);
    await logOut(page);

    await page.goto(pages.url);
    await expect(providerButton(page, CUSTOM_PROVIDER.name)).toContainText("Last used");
    await expect(providerButton(page, "Google")).not.toContainText("Last used");
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
    // The provider remembers the person: it sends the browser straight back.
    await signInAtProvider(page, oidc.issuer, login);
    expect(await sessionCreated(page)).toBe(first);
  });

  test("signs in with the Google stand-in", async ({ page, context }) => {
    const login = uniqueLogin("gunilla");
    oidc.accounts[login] = { email: `${login}@example.se`, email_verified: true, name: "Gunilla" };
    const sub = await signInWith(page, "Google", login);
    expect(returnParamsLeft(page)).toEqual([]);
    expect(await lastLogin(page)).toEqual({
      login_method: "third_party",
      third_party_provider: "google",
    });
    expect(await sessionInCookie(context, auth.url)).toMatchObject({
      is_valid: true,
      user_id: sub,
    });
  });

  test("links the provider to the existing account with the same verified address", async ({
    page,
    context,
  }) => {
    const address = `${uniqueLogin("dagny")}@example.se`;
    const { userId } = await auth.signedInUser(address);
    const login = uniqueLogin("dagny-google");
    oidc.accounts[login] = { email: address, email_verified: true };
    expect(await signInWith(page, "Google", login)).toBe(userId);
    const user = await profileInCookie(context, auth.url);
    expect(user.emails?.map((e) => e.address)).toEqual([address]);
    expect(user.identities).toEqual([expect.objectContaining({ id: login, provider: "Google" })]);
  });

  test("an address the provider has not verified is proven with a passcode", async ({
    page,
    context,
  }) => {
    const login = uniqueLogin("erik");
    const address = `${login}@example.se`;
    oidc.accounts[login] = { email: address, email_verified: false };
    await page.goto(pages.url);
    await leaveForProvider(page, "Google");
    await signInAtProvider(page, oidc.issuer, login);
    await expect(page.getByRole("heading", { name: "Enter passcode" })).toBeVisible();
    await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
    await page.keyboard.type(await auth.nextPasscode(address));
    await sessionCreated(page);
    expect(returnParamsLeft(page)).toEqual([]);
    expect((await profileInCookie(context, auth.url)).emails).toEqual([
      expect.objectContaining({ address, is_verified: true }),
    ]);
  });
});

test.describe("errors of the return, translated and taken out of the address", () => {
  test("user_conflict: the custom provider may not link to an existing account", async ({
    page,
  }) => {
    const address = `${uniqueLogin("frida")}@example.se`;
    await auth.signedInUser(address);
    const login = uniqueLogin("frida");
    oidc.accounts[login] = { email: address, email_verified: true };
    await page.goto(pages.url);
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
    await signInAtProvider(page, oidc.issuer, login);
    await expectReturnError(page, MESSAGES.user_conflict);
  });

  test("unverified_email: linking needs the provider to vouch for the address", async ({
    page,
  }) => {
    const address = `${uniqueLogin("gustav")}@example.se`;
    await auth.signedInUser(address);
    const login = uniqueLogin("gustav");
    oidc.accounts[login] = { email: address, email_verified: false };
    await page.goto(pages.url);
    await leaveForProvider(page, "Google");
    await signInAtProvider(page, oidc.issuer, login);
    await expectReturnError(page, MESSAGES.unverified_email, "Google");
  });

  test("multiple_accounts: the identity now names another account's address", async ({ page }) => {
    const login = uniqueLogin("hedda");
    await signedUp(CUSTOM_PROVIDER.id, login);
    const othersAddress = `${uniqueLogin("hedda-other")}@example.se`;
    await auth.signedInUser(othersAddress);
    oidc.accounts[login] = { email: othersAddress, email_verified: true };

    await page.goto(pages.url);
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
    await signInAtProvider(page, oidc.issuer, login);
    await expectReturnError(page, MESSAGES.multiple_accounts);
  });

  test("email_maxnum: a new address for a user at the limit of one", async ({ page }) => {
    const login = uniqueLogin("ingrid");
    await signedUp(CUSTOM_PROVIDER.id, login);
    oidc.accounts[login] = {
      email: `${uniqueLogin("ingrid-new")}@example.se`,
      email_verified: true,
    };

    await page.goto(pages.url);
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
    await signInAtProvider(page, oidc.issuer, login);
    await expectReturnError(page, MESSAGES.email_maxnum);
  });

  test("signup_disabled: a new identity where sign-up is off", async ({ page }) => {
    await page.goto(closedPages.url);
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
    await signInAtProvider(page, oidc.issuer, uniqueLogin("jonna"));
    await expectReturnError(page, MESSAGES.signup_disabled);
  });

  test("access_denied: the person cancels at the provider", async ({ page }) => {
    await page.goto(pages.url);
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
    await cancelAtProvider(page, oidc.issuer, uniqueLogin("kalle"));
    await expectReturnError(page, MESSAGES.access_denied);
  });

  test("in Swedish: the buttons and the message", async ({ page }) => {
    await page.goto(`${pages.url}/?lang=sv`);
    const label = sv.labels.signInWith.replace(" {provider}", "");
    await expect(providerButton(page, "Google", label)).toBeVisible();
    await leaveForProvider(page, CUSTOM_PROVIDER.name, label);
    await cancelAtProvider(page, oidc.issuer, uniqueLogin("lisa"));
    await expect(page.getByRole("alert")).toContainText(sv.errors.thirdPartyAccessDenied);
    expect(returnParamsLeft(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("sv");
    await expect(providerButton(page, CUSTOM_PROVIDER.name, label)).toBeVisible();
  });
});

test.describe("refusals", () => {
  /** Starts a sign-in in `page` and stops it at the provider, the flow state saved. */
  async function startAndStop(page: Page): Promise<void> {
    await page.goto(pages.url);
    await leaveForProvider(page, CUSTOM_PROVIDER.name);
  }

  test("a replayed hanko_token is refused, not a 500, and signs nobody in", async ({
    page,
    context,
  }) => {
    // A sign-in that used its token; someone with the address (history, a log, a Referer)
    // replays it in a sign-in of their own.
    const used = (await signedUp(CUSTOM_PROVIDER.id, uniqueLogin("maja"))).returnedTo;
    await startAndStop(page);
    const exchange = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        decodeURIComponent(response.url()).includes("action=exchange_token"),
    );
    await page.goto(used);
    const answer = await exchange;
    expect(answer.status(), await answer.text()).toBeGreaterThanOrEqual(400);
    expect(answer.status(), "refused, not a server error").toBeLessThan(500);
    await expect(page.getByRole("alert")).toBeVisible();
    // Back where the sign-in began, free to try again.
    await expect(providerButton(page, CUSTOM_PROVIDER.name)).toBeVisible();
    expect(returnParamsLeft(page)).toEqual([]);
    expect(await sessionsCreated(page)).toBe(0);
    expect(await sessionInCookie(context, auth.url)).toEqual({ is_valid: false });
  });

  test("a state that reaches the callback in another browser is refused", async ({
    page,
    browser,
  }) => {
    // The victim's answer from the provider, taken before it reaches our callback.
    const authorization = page.waitForRequest((request) =>
      request.url().startsWith(`${oidc.issuer}/auth`),
    );
    await startAndStop(page);
    const stolen = await oidc.answer((await authorization).url(), uniqueLogin("nils"));
    expect(stolen.href.startsWith(`${auth.url}/thirdparty/callback?`)).toBe(true);

    // Another browser, with a sign-in (and state cookie) of its own, opens it.
    const other: BrowserContext = await browser.newContext();
    try {
      await other.route(OUTSIDE_FONTS, (route) => route.abort());
      const attacker = await other.newPage();
      await startAndStop(attacker);
      const callback = attacker.waitForResponse((response) =>
        response.url().startsWith(`${auth.url}/thirdparty/callback`),
      );
      await attacker.goto(stolen.href);
      const answer = await callback;
      expect(answer.status()).toBeGreaterThanOrEqual(300);
      expect(answer.status()).toBeLessThan(400);
      const location = new URL(answer.headers().location ?? "", auth.url);
      expect(location.origin).toBe(pages.url);
      expect(location.searchParams.get("error")).toBe("invalid_request");
      expect(location.searchParams.has("hanko_token")).toBe(false);
      await expect(attacker.getByRole("alert")).toContainText(MESSAGES.other);
      expect(returnParamsLeft(attacker)).toEqual([]);
      expect(await sessionsCreated(attacker)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

test.describe("redirect targets outside the allow-list", () => {
  const bypasses = () => {
    const page = new URL(pages.url);
    const host = `127.0.0.1:${page.port}`;
    return [
      `http://${host}.evil.test/`,
      `http://127.0.0.1.evil.test:${page.port}/`,
      `http://${host}@evil.test/`,
      `http://${host}\\@evil.test/`,
      `http://${host}%2f@evil.test/`,
      `http://evil.test/?next=http://${host}/`,
      `http://evil.test/#http://${host}/`,
      `//evil.test/http://${host}/`,
      `javascript://${host}/%0aalert(document.domain)`,
      `https://${host}/`,
      `http://0x7f.1:${page.port}/`,
      `http://localhost:${page.port}/`,
      `${auth.url}/`,
      `http://${host}0/`,
    ];
  };

  test("thirdparty_oauth answers 400 form_data_invalid_error and sets no state cookie", async () => {
    const flow = new FlowClient((path, init) => fetch(`${auth.url}${path}`, init), "login", {
      origin: pages.url,
    });
    await flow.start();
    await flow.act("register_client_capabilities", {
      webauthn_available: false,
      webauthn_conditional_mediation_available: false,
      webauthn_platform_authenticator_available: false,
    });
    expect(flow.body.name).toBe("login_init");
    for (const target of bypasses()) {
      await flow.act("thirdparty_oauth", { provider: CUSTOM_PROVIDER.id, redirect_to: target });
      const { response, body } = flow.last!;
      expect.soft(response.status, target).toBe(400);
      expect.soft(body.error?.code, target).toBe("form_data_invalid_error");
      expect.soft(body.name, target).toBe("login_init");
      expect
        .soft(response.headers.getSetCookie().join("; "), target)
        .not.toContain("hanko_thirdparty_state=");
    }
  });

  test("/thirdparty/auth and forged callbacks send the browser to the error page, never elsewhere", async () => {
    const provider = `provider=${CUSTOM_PROVIDER.id}`;
    const requests = [
      ...bypasses().map(
        (target) => `/thirdparty/auth?${provider}&redirect_to=${encodeURIComponent(target)}`,
      ),
      "/thirdparty/callback",
      "/thirdparty/callback?code=abc",
      "/thirdparty/callback?code=abc&state=not-a-sealed-state",
      "/thirdparty/callback?error=access_denied&state=not-a-sealed-state",
    ];
    for (const path of requests) {
      const response = await fetch(`${auth.url}${path}`, { redirect: "manual" });
      expect.soft(response.status, path).toBeGreaterThanOrEqual(300);
      expect.soft(response.status, path).toBeLessThan(400);
      const location = new URL(response.headers.get("location") ?? "about:blank", auth.url);
      expect.soft(location.origin, path).toBe(pages.url);
      expect.soft(location.searchParams.get("error"), path).toBe("invalid_request");
      expect.soft(location.searchParams.has("hanko_token"), path).toBe(false);
    }
  });
});
