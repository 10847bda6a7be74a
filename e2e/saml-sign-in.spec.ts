// Enterprise sign-in (SAML) through OUR widget in Chromium, against our auth server and an
// identity provider the browser visits (./support/saml-idp-page.ts: assertions signed in the
// test with a test certificate, posted to our ACS): SP-initiated from the login e-mail of the
// IdP's domain, for a new user and for an existing account with that address; IdP-initiated,
// which lands on the page with ?saml_hint=idp_initiated&hanko_token=…; that Response posted
// again, refused; and no login CSRF: the Response to a sign-in one browser started, posted from
// another browser, signs nobody in (the IdP is at another site, so the ACS gets the cross-site
// POST a real IdP sends, and the binding cookie must survive it). Tampered signatures, wrong
// audiences and addresses outside the IdP's domain are refused at HTTP level (apps/auth/src/saml).
//
// Needs the widget built: npm run build -w @kretsbutiken/auth-elements. Without the shop:
// npx playwright test -c e2e/self-contained.config.ts saml-sign-in
import { expect, test, type Page } from "@playwright/test";
import {
  startPageServer,
  type PageServer,
} from "../packages/auth-elements/e2e/support/page-server.ts";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import { freePorts } from "./support/free-port.ts";
import { startSamlIdpPage, type SamlIdpPage } from "./support/saml-idp-page.ts";
import {
  FLOW_STATE_KEY,
  lastLogin,
  loggedEvents,
  profileInCookie,
  returnParamsLeft,
  sessionCreated,
  sessionInCookie,
  storedItem,
} from "./support/widget-page-state.ts";

const DOMAIN = "kretsforetag.test";

let pages: PageServer;
let idp: SamlIdpPage;
let auth: RunningAuthServer;

test.beforeAll(async () => {
  [pages, idp] = await Promise.all([startPageServer(), startSamlIdpPage()]);
  const [authPort] = await freePorts(1);
  const authUrl = `http://127.0.0.1:${authPort}`;
  auth = await startAuthServer(
    pages.url,
    {
      PUBLIC_URL: authUrl,
      SAML: JSON.stringify(idp.samlConfig({ authUrl, pageUrl: pages.url, domain: DOMAIN })),
      // Every test signs in from 127.0.0.1: the per-address limits would be shared by all.
      RATE_LIMIT_ENABLED: "false",
    },
    { port: authPort },
  );
  pages.setApi(auth.url);
});

test.afterAll(async () => {
  await auth?.close();
  await idp?.close();
  await pages?.close();
});

/** A person at the company, with an address no other test uses. */
function nextPerson(name: string): string {
  const email = `${name.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1e6)}@${DOMAIN}`;
  idp.person = { email, name };
  return email;
}

/** Types the address into the widget's first screen and continues. */
async function continueWithEmail(page: Page, email: string): Promise<void> {
  await page.goto(pages.url);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Waits for the ACS's answer to the IdP's post. */
const acsAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      response.url().startsWith(`${auth.url}/saml/callback`),
  );

test("SP-initiated: the login e-mail of the IdP's domain signs a new user up at the IdP", async ({
  page,
  context,
}) => {
  const email = nextPerson("Anna");
  const requestsBefore = idp.received.length;
  idp.confirm = true;
  try {
    await continueWithEmail(page, email);
    await page.waitForURL((url) => url.href.startsWith(idp.ssoUrl));
  } finally {
    idp.confirm = false;
  }
  const saved = await storedItem(context, pages.url, FLOW_STATE_KEY);
  expect(saved, "the thirdparty state is saved before the redirect").toBeDefined();
  expect(JSON.parse(saved!)).toMatchObject({ name: "thirdparty" });
  await page.getByRole("button", { name: "Continue" }).click();

  const sub = await sessionCreated(page);
  expect(idp.received.length, "one AuthnRequest reached the IdP").toBe(requestsBefore + 1);
  expect(returnParamsLeft(page), "hanko_token is taken out of the address").toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), FLOW_STATE_KEY)).toBeNull();
  expect(await lastLogin(page)).toEqual({
    login_method: "third_party",
    third_party_provider: idp.entityId,
  });
  expect(await sessionInCookie(context, auth.url)).toMatchObject({ is_valid: true, user_id: sub });
  const user = await profileInCookie(context, auth.url);
  expect(user.emails, "the IdP's address, vouched for by the company").toEqual([
    expect.objectContaining({ address: email, is_verified: true }),
  ]);
  expect(user.identities).toEqual([
    expect.objectContaining({ id: email, provider: "Kretsföretaget" }),
  ]);
});

test("SP-initiated: an existing account with the address is the one signed in", async ({
  page,
}) => {
  const email = nextPerson("Bo");
  const { userId } = await auth.signedInUser(email);
  await continueWithEmail(page, email);
  expect(await sessionCreated(page)).toBe(userId);
  expect(returnParamsLeft(page)).toEqual([]);
});

test("IdP-initiated: the page opened with saml_hint=idp_initiated and a hanko_token signs in", async ({
  page,
  context,
}) => {
  nextPerson("Cecilia");
  const answer = acsAnswer(page);
  const landing = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(pages.url),
  );
  await page.goto(`${idp.url}/idp-initiated`);
  expect((await answer).status()).toBe(303);
  const landed = new URL((await landing).url());
  expect(landed.searchParams.get("saml_hint")).toBe("idp_initiated");
  expect(landed.searchParams.get("hanko_token")).toBeTruthy();

  const sub = await sessionCreated(page);
  expect(
    (await loggedEvents(page)).some(
      (e) => (e.detail as { flow?: string } | undefined)?.flow === "token_exchange",
    ),
    "the widget goes through the token_exchange flow",
  ).toBe(true);
  expect(returnParamsLeft(page), "hanko_token and saml_hint are taken out").toEqual([]);
  expect(await sessionInCookie(context, auth.url)).toMatchObject({ is_valid: true, user_id: sub });
});

test("the same IdP-initiated Response posted again is refused and signs nobody in", async ({
  page,
  browser,
}) => {
  nextPerson("Dag");
  await page.goto(`${idp.url}/idp-initiated`);
  await sessionCreated(page);

  // Someone who captured the post replays it in another browser.
  const other = await browser.newContext();
  try {
    const replayer = await other.newPage();
    const answer = acsAnswer(replayer);
    await replayer.goto(`${idp.url}/replay`);
    const refused = await answer;
    expect(refused.status(), "refused with a redirect, not a server error").toBe(303);
    const location = new URL(refused.headers().location ?? "", auth.url);
    expect(location.origin).toBe(pages.url);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.has("hanko_token")).toBe(false);
    await replayer.waitForURL((url) => url.origin === pages.url);
    // No flow waited for this return: the widget still says what happened, and cleans up.
    await expect(replayer.getByRole("alert")).toContainText(
      "A technical error has occurred. Please try again later.",
    );
    await expect.poll(() => new URL(replayer.url()).search).toBe("");
    expect(await sessionInCookie(other, auth.url)).toEqual({ is_valid: false });
  } finally {
    await other.close();
  }
});

test("login CSRF: the Response to a sign-in started in one browser signs nobody in from another", async ({
  page,
  context,
  browser,
}) => {
  const email = nextPerson("Erik");
  idp.confirm = true;
  try {
    await continueWithEmail(page, email);
    await page.waitForURL((url) => url.href.startsWith(idp.ssoUrl));
  } finally {
    idp.confirm = false;
  }
  const binding = (await context.cookies(auth.url)).find(
    (cookie) => cookie.name === "__Host-hanko_saml_request",
  );
  expect(binding, "the browser that asked holds the binding cookie").toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "None",
  });

  // The IdP's answer waits on A's page; whoever captured it posts it from the victim's browser.
  const other = await browser.newContext();
  try {
    const victim = await other.newPage();
    const answer = acsAnswer(victim);
    await victim.goto(`${idp.url}/replay`);
    const refused = await answer;
    expect(refused.status(), "refused with a redirect, not a server error").toBe(303);
    const location = new URL(refused.headers().location ?? "", auth.url);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.has("hanko_token")).toBe(false);
    await victim.waitForURL((url) => url.origin === pages.url);
    expect(await sessionInCookie(other, auth.url)).toEqual({ is_valid: false });
  } finally {
    await other.close();
  }

  // A, the browser that asked, posts it across sites with its cookie, and is signed in.
  const answer = acsAnswer(page);
  await page.getByRole("button", { name: "Continue" }).click();
  const accepted = new URL((await answer).headers().location ?? "", auth.url);
  expect(accepted.searchParams.has("hanko_token")).toBe(true);
  const sub = await sessionCreated(page);
  expect(await sessionInCookie(context, auth.url)).toMatchObject({ is_valid: true, user_id: sub });
  const left = (await context.cookies(auth.url)).map((cookie) => cookie.name);
  expect(left, "the binding cookie is cleared once used").not.toContain(
    "__Host-hanko_saml_request",
  );
});
