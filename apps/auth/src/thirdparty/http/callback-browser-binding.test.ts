// Every third-party state is bound to the browser that started it, and a profile's connect links
// only for its own user in its own flow (docs/decisions/0043): the real flows over HTTP, the
// local oidc-provider, and one cookie jar per browser. The attack: someone starts a sign-in or a
// connect of their own and sends the provider's URL to a victim, who signs in at the provider
// and lands on our callback in the victim's browser.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../../test/sign-in.ts";
import { startFlow } from "../../flow/testing/third-party-setup.ts";
import { FlowClient } from "../../flow/testing/flow-client.ts";
import { createIdentityStore } from "../../identities/identity-store.ts";
import { STATE_COOKIE_NAME } from "../state-cookie.ts";
import type { LocalOidcProvider } from "../testing/local-oidc-provider.ts";
import {
  Browser,
  createThirdPartyTestAuth,
  ERROR_PAGE,
  locationOf,
  REDIRECT_TO,
  startIdp,
  type IdpAccounts,
} from "./testing/third-party-test-auth.ts";

// Starting the IdP and a server takes a second or two; the margin is for a busy CI machine.
const SETUP_TIMEOUT_MS = 30_000;
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const PROVIDER = "custom_local";

const accounts: IdpAccounts = {};
let idp: LocalOidcProvider;
let auth: TestAuth;

beforeAll(async () => {
  idp = await startIdp(accounts);
  auth = await createThirdPartyTestAuth(idp);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await auth?.close();
  await idp?.close();
});

/** A fresh account at the IdP, with a verified address. */
function idpAccount(): { id: string; email: string } {
  const id = `acct-${crypto.randomUUID()}`;
  const email = `${id}@example.test`;
  accounts[id] = { email, email_verified: true, name: "Vera Victim" };
  return { id, email };
}

const identityOf = (subject: string) =>
  createIdentityStore(auth.deps.db, auth.deps.clock).find(PROVIDER, subject);
const identitiesOf = (userId: string) =>
  createIdentityStore(auth.deps.db, auth.deps.clock).listOf(userId);

/** The signed-in user's profile flow, at profile_init. */
async function profileOf(user: SignedInUser): Promise<FlowClient> {
  const client = new FlowClient((path, init) => auth.request(path, init), "profile", user.auth);
  await client.start();
  expect((await client.act("register_client_capabilities", {})).name).toBe("profile_init");
  return client;
}

/** Runs the start action in `client`; the browser keeps the state cookie it answers with. */
async function start(
  client: FlowClient,
  action: "thirdparty_oauth" | "connect_thirdparty_oauth_provider",
  browser: Browser,
  verifier: string | undefined,
): Promise<string> {
  const body = await client.act(action, {
    provider: PROVIDER,
    redirect_to: REDIRECT_TO,
    ...(verifier === undefined ? {} : { code_verifier: verifier }),
  });
  expect(body.name).toBe("thirdparty");
  browser.receive(client.last!.response);
  expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(true);
  return String(body.payload?.redirect_url);
}

/** The provider's answer opened at our callback in `browser`: where it sends that browser. */
async function finishAt(browser: Browser, authorizationUrl: string, account: string) {
  const callback = await idp.signIn(authorizationUrl, account);
  return locationOf(await browser.get(Browser.callbackPath(callback)));
}

function expectRefused(back: URL): void {
  expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
  expect(back.searchParams.get("error")).toBe("invalid_request");
  expect(back.searchParams.has("hanko_token")).toBe(false);
}

function tokenOf(back: URL): string {
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_TO);
  expect(back.searchParams.has("error")).toBe(false);
  return back.searchParams.get("hanko_token") ?? "";
}

const withAndWithoutPkce = [
  ["without PKCE", undefined],
  ["with PKCE", VERIFIER],
] as const;

describe.each(withAndWithoutPkce)(
  "connecting a provider from the profile, %s",
  (_name, verifier) => {
    it("an attacker's connect finished in the victim's browser links nothing", async () => {
      const attacker = await signIn(auth);
      const attackersBrowser = new Browser(auth);
      const url = await start(
        await profileOf(attacker),
        "connect_thirdparty_oauth_provider",
        attackersBrowser,
        verifier,
      );
      const victim = idpAccount();

      const back = await finishAt(new Browser(auth), url, victim.id);
      expectRefused(back);
      expect(await identityOf(victim.id)).toBeUndefined();
      expect(await identitiesOf(attacker.userId)).toEqual([]);
    });

    it("even with the attacker's state cookie planted in the victim's browser, the callback links nothing and the token is the attacker's flow's only", async () => {
      const attacker = await signIn(auth);
      const attackersBrowser = new Browser(auth);
      const url = await start(
        await profileOf(attacker),
        "connect_thirdparty_oauth_provider",
        attackersBrowser,
        verifier,
      );
      const victimsBrowser = new Browser(auth);
      victimsBrowser.cookies.set(
        STATE_COOKIE_NAME,
        attackersBrowser.cookies.get(STATE_COOKIE_NAME)!,
      );
      const account = idpAccount();

      const token = tokenOf(await finishAt(victimsBrowser, url, account.id));
      expect(await identityOf(account.id)).toBeUndefined();
      // The victim's own profile (the widget exchanges what it finds in the address) cannot take it.
      const victim = await signIn(auth);
      const victimsProfile = await profileOf(victim);
      await start(victimsProfile, "connect_thirdparty_oauth_provider", victimsBrowser, verifier);
      const refused = await victimsProfile.act("exchange_token", {
        token,
        ...(verifier === undefined ? {} : { code_verifier: verifier }),
      });
      expect(victimsProfile.last?.response.status).toBe(400);
      expect(refused.name).toBe("thirdparty");
      expect(await identityOf(account.id)).toBeUndefined();
      expect(await identitiesOf(attacker.userId)).toEqual([]);
      expect(await identitiesOf(victim.userId)).toEqual([]);
    });

    it("the user who started it, in the same browser, connects the provider", async () => {
      const user = await signIn(auth);
      const browser = new Browser(auth);
      const profile = await profileOf(user);
      const url = await start(profile, "connect_thirdparty_oauth_provider", browser, verifier);
      const account = idpAccount();

      const token = tokenOf(await finishAt(browser, url, account.id));
      expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(false);
      expect(await identityOf(account.id)).toBeUndefined();
      const body = await profile.act("exchange_token", {
        token,
        ...(verifier === undefined ? {} : { code_verifier: verifier }),
      });
      expect(body.name).toBe("profile_init");
      expect(await identityOf(account.id)).toMatchObject({ user_id: user.userId });
    });
  },
);

describe.each(withAndWithoutPkce)("signing in with a provider, %s", (_name, verifier) => {
  it("a sign-in state opened in another browser is invalid_request and signs nobody up", async () => {
    const attackersBrowser = new Browser(auth);
    const url = await start(
      await startFlow(auth, "login"),
      "thirdparty_oauth",
      attackersBrowser,
      verifier,
    );
    const victim = idpAccount();

    // No state cookie in the victim's browser, or one of its own sign-in's.
    expectRefused(await finishAt(new Browser(auth), url, victim.id));
    const victimsBrowser = new Browser(auth);
    await start(await startFlow(auth, "login"), "thirdparty_oauth", victimsBrowser, verifier);
    expectRefused(await finishAt(victimsBrowser, url, victim.id));
    expect(await identityOf(victim.id)).toBeUndefined();
    expect(await auth.deps.users.findByEmail(victim.email)).toBeUndefined();
  });

  it("in the browser that started it, signs up and ends the flow in success", async () => {
    const browser = new Browser(auth);
    const login = await startFlow(auth, "login");
    const url = await start(login, "thirdparty_oauth", browser, verifier);
    const account = idpAccount();

    const token = tokenOf(await finishAt(browser, url, account.id));
    const body = await login.act("exchange_token", {
      token,
      ...(verifier === undefined ? {} : { code_verifier: verifier }),
    });
    expect(body.name).toBe("success");
    expect(await identityOf(account.id)).toBeDefined();
  });
});
