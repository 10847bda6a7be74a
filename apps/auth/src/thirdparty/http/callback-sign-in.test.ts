// /thirdparty/callback against a real OpenID provider (the local oidc-provider on a real port),
// as a custom provider found by discovery and as stand-ins for Google and Apple: what a sign-in
// ends in, on the redirect to `redirect_to` (flow-api.md §6.4, §4.3, docs/decisions/0033).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import { createIdentityStore } from "../../identities/identity-store.ts";
import { createOneTimeTokenStore } from "../../identities/one-time-tokens.ts";
import { createPendingConnectionStore } from "../../identities/pending-connections.ts";
import { startFlow } from "../../flow/testing/third-party-setup.ts";
import { createEmailStore } from "../../users/email-store.ts";
import { STATE_COOKIE_NAME } from "../state-cookie.ts";
import type { LocalOidcProvider } from "../testing/local-oidc-provider.ts";
import {
  asBrowser,
  Browser,
  createThirdPartyTestAuth,
  denyAt,
  ERROR_PAGE,
  locationOf,
  REDIRECT_TO,
  startIdp,
  type IdpAccounts,
} from "./testing/third-party-test-auth.ts";

// Starting the IdP and a server takes a second or two; the margin is for a busy CI machine.
const SETUP_TIMEOUT_MS = 30_000;
const FORM = "application/x-www-form-urlencoded";

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

/** A fresh IdP account with these claims; its id is its subject. */
function idpAccount(claims: Record<string, unknown> = {}): { id: string; email: string } {
  const id = `acct-${crypto.randomUUID()}`;
  const email = `${id}@example.test`;
  accounts[id] = { email, email_verified: true, name: "Jane Doe", ...claims };
  return { id, email: (accounts[id].email as string | undefined) ?? email };
}

function tokenOf(back: URL): string {
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_TO);
  expect([...back.searchParams.keys()]).toEqual(["hanko_token"]);
  return back.searchParams.get("hanko_token")!;
}

function expectError(back: URL, code: string, description?: string): void {
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_TO);
  expect(back.searchParams.has("hanko_token")).toBe(false);
  expect(back.searchParams.get("error")).toBe(code);
  if (description !== undefined)
    expect(back.searchParams.get("error_description")).toBe(description);
  else expect(back.searchParams.get("error_description")).toBeTruthy();
}

const connections = () => createPendingConnectionStore(auth.deps.db, auth.deps.clock);
const redeem = (token: string) =>
  createOneTimeTokenStore(auth.deps.db, auth.deps.clock).redeem(token, undefined);
const identity = (providerId: string, subject: string) =>
  createIdentityStore(auth.deps.db, auth.deps.clock).find(providerId, subject);

async function existingUser(address: string): Promise<string> {
  const id = crypto.randomUUID();
  const created = await auth.deps.users.create({ id, email: { address, verified: true } });
  if (!created.ok) throw new Error(`existingUser: ${created.conflict}`);
  return id;
}

describe.each([
  ["custom_local", "a custom provider found by discovery"],
  ["google", "Google's stand-in (the endpoints override)"],
])("%s, %s", (provider) => {
  it("signs up: a new user with the provider's verified address, and the identity", async () => {
    const account = idpAccount();
    const browser = new Browser(auth);
    const callback = await idp.signIn(await browser.startAt(provider), account.id);
    expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(true);
    const response = await browser.get(Browser.callbackPath(callback));
    expect(response.status).toBe(303);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(false);

    const grant = await redeem(tokenOf(locationOf(response)));
    expect(grant).toMatchObject({ flowId: null, userCreated: true, emailVerified: true });
    expect(await auth.deps.users.emails(grant!.userId)).toMatchObject([
      { address: account.email, verified: true, primary: true },
    ]);
    const linked = await identity(provider, account.id);
    expect(linked).toMatchObject({ id: grant!.identityId, user_id: grant!.userId });
    expect(JSON.parse(linked!.data)).toMatchObject({ sub: account.id, name: "Jane Doe" });
  });

  it("signs in again: the identity is found, no second user", async () => {
    const account = idpAccount();
    const first = await redeem(tokenOf(await new Browser(auth).signIn(idp, provider, account.id)));
    const again = await redeem(tokenOf(await new Browser(auth).signIn(idp, provider, account.id)));
    expect(again).toMatchObject({
      userId: first!.userId,
      identityId: first!.identityId,
      userCreated: false,
    });
  });
});

describe("linking to an existing account", () => {
  it("links an existing account with the provider's verified address where linking is allowed", async () => {
    const account = idpAccount();
    const ownerId = await existingUser(account.email);
    const back = await new Browser(auth).signIn(idp, "custom_local", account.id);
    expect(await redeem(tokenOf(back))).toMatchObject({ userId: ownerId, userCreated: false });
    expect(await identity("custom_local", account.id)).toMatchObject({ user_id: ownerId });
  });

  it("is user_conflict at a provider that does not allow linking", async () => {
    const account = idpAccount();
    await existingUser(account.email);
    const back = await new Browser(auth).signIn(idp, "custom_strict", account.id);
    expectError(back, "user_conflict", "the email address belongs to another account");
    expect(await identity("custom_strict", account.id)).toBeUndefined();
  });

  it("never links an address the provider has not verified, not even in a flow", async () => {
    const account = idpAccount({ email_verified: false });
    const ownerId = await existingUser(account.email);
    for (const isFlow of [false, true]) {
      const browser = new Browser(auth);
      const url = await browser.begin({ provider: "custom_local", isFlow, flowId: "flow-1" });
      const back = locationOf(
        await browser.get(Browser.callbackPath(await idp.signIn(url, account.id))),
      );
      expectError(back, "unverified_email");
    }
    expect(await createIdentityStore(auth.deps.db, auth.deps.clock).listOf(ownerId)).toEqual([]);
  });
});

describe("refusals on the redirect", () => {
  it("is unverified_email for a sign-up with an unverified address outside a flow", async () => {
    const account = idpAccount({ email_verified: false });
    const back = await new Browser(auth).signIn(idp, "custom_local", account.id);
    expectError(back, "unverified_email", "the email address is not verified by the provider");
    expect(await auth.deps.users.findByEmail(account.email)).toBeUndefined();
  });

  it("is multiple_accounts when a known identity now names another account's address", async () => {
    const account = idpAccount();
    await new Browser(auth).signIn(idp, "custom_local", account.id);
    const taken = `taken-${crypto.randomUUID()}@example.test`;
    await existingUser(taken);
    accounts[account.id]!.email = taken;
    const back = await new Browser(auth).signIn(idp, "custom_local", account.id);
    expectError(back, "multiple_accounts");
  });

  it("is email_maxnum when a known identity's new address would pass the user's limit", async () => {
    const account = idpAccount();
    const first = await redeem(
      tokenOf(await new Browser(auth).signIn(idp, "custom_local", account.id)),
    );
    const emails = createEmailStore(auth.deps.db, auth.deps.clock);
    for (let i = 1; i < auth.config.email.limit; i++) {
      const added = await emails.add(first!.userId, `extra-${i}-${account.id}@example.test`, {
        verified: true,
        limit: auth.config.email.limit,
      });
      expect(added.ok).toBe(true);
    }
    accounts[account.id]!.email = `new-${account.id}@example.test`;
    const back = await new Browser(auth).signIn(idp, "custom_local", account.id);
    expectError(back, "email_maxnum");
  });

  it("sends the provider's access_denied back to redirect_to with its description", async () => {
    const browser = new Browser(auth);
    const callback = await denyAt(idp, await browser.startAt("custom_local"));
    expect(callback.searchParams.get("error")).toBe("access_denied");
    const back = locationOf(await browser.get(Browser.callbackPath(callback)));
    expectError(back, "access_denied", "End-User aborted interaction");
    expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(false);
  });

  it(
    "is signup_disabled for a new account when sign-up is off, and still signs known ones in",
    async () => {
      const closed = await createThirdPartyTestAuth(idp, { SIGNUP_ENABLED: "false" });
      try {
        const known = idpAccount();
        const ownerId = crypto.randomUUID();
        await closed.deps.users.create({
          id: ownerId,
          email: { address: known.email, verified: true },
        });
        const linked = await new Browser(closed).signIn(idp, "custom_local", known.id);
        expect(linked.searchParams.has("hanko_token")).toBe(true);

        const back = await new Browser(closed).signIn(idp, "custom_local", idpAccount().id);
        expectError(back, "signup_disabled", "new accounts cannot be created");
      } finally {
        await closed.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe("Apple's form post", () => {
  const userField = JSON.stringify({
    name: { firstName: "Jane", lastName: "Appleseed" },
    email: "forged@example.test",
  });

  it("is answered directly with the state cookie; the name comes from the first login's `user`", async () => {
    const account = idpAccount({ name: undefined });
    const browser = new Browser(auth);
    const posted = await idp.signIn(await browser.startAt("apple"), account.id);
    expect(posted.searchParams.has("code")).toBe(true);
    const form = new URLSearchParams(posted.search);
    form.set("user", userField);
    // As a browser posts Apple's page: a cross-site form, which no origin check may refuse.
    const response = await browser.post("/thirdparty/callback", form.toString(), FORM, {
      Origin: "https://appleid.apple.com",
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "navigate",
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const grant = await redeem(tokenOf(locationOf(response)));
    expect(await auth.deps.users.emails(grant!.userId)).toMatchObject([
      { address: account.email, verified: true },
    ]);
    const linked = await identity("apple", account.id);
    expect(JSON.parse(linked!.data)).toMatchObject({
      name: "Jane Appleseed",
      email: account.email,
    });
  });

  it("without the cookie (SameSite=Lax on plain http), is sent on as a GET that carries it", async () => {
    const account = idpAccount();
    const browser = new Browser(auth);
    const posted = await idp.signIn(await browser.startAt("apple"), account.id);
    const cookie = browser.cookies.get(STATE_COOKIE_NAME)!;
    browser.cookies.delete(STATE_COOKIE_NAME);
    const form = new URLSearchParams(posted.search);
    form.set("user", userField);
    form.set("ignored", "x");
    const hop = locationOf(await browser.post("/thirdparty/callback", form.toString(), FORM));
    expect(`${hop.origin}${hop.pathname}`).toBe(idp.clients[0].redirectUri);
    expect(Object.fromEntries(hop.searchParams)).toEqual({
      state: form.get("state"),
      code: form.get("code"),
      user: userField,
    });
    browser.cookies.set(STATE_COOKIE_NAME, cookie);
    const back = locationOf(await browser.get(`${hop.pathname}${hop.search}`));
    expect(back.searchParams.has("hanko_token")).toBe(true);
  });
});

describe("sign-ins that flows start", () => {
  it("binds the token to the flow, and leaves an unverified address to the flow's passcode", async () => {
    const account = idpAccount({ email_verified: false });
    const browser = new Browser(auth);
    const url = await browser.begin({ provider: "custom_local", isFlow: true, flowId: "flow-42" });
    const back = locationOf(
      await browser.get(Browser.callbackPath(await idp.signIn(url, account.id))),
    );
    expect(await redeem(tokenOf(back))).toMatchObject({
      flowId: "flow-42",
      userCreated: true,
      emailVerified: false,
    });
  });

  it("binds the token to the client's PKCE verifier, and the state to the browser all the same", async () => {
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const browser = new Browser(auth);
    const url = await browser.begin({
      provider: "custom_local",
      isFlow: true,
      flowId: "flow-43",
      codeVerifier: verifier,
    });
    expect(new URL(url).searchParams.get("code_challenge_method")).toBe("S256");
    const account = idpAccount();
    const callback = await idp.signIn(url, account.id);
    // Another browser (no state cookie) with the provider's answer: refused, nobody signed up.
    const elsewhere = locationOf(await new Browser(auth).get(Browser.callbackPath(callback)));
    expect(`${elsewhere.origin}${elsewhere.pathname}`).toBe(ERROR_PAGE);
    expect(elsewhere.searchParams.get("error")).toBe("invalid_request");
    expect(elsewhere.searchParams.has("hanko_token")).toBe(false);
    expect(await identity("custom_local", account.id)).toBeUndefined();

    const again = await idp.signIn(url, account.id);
    const back = locationOf(await browser.get(Browser.callbackPath(again)));
    const tokens = createOneTimeTokenStore(auth.deps.db, auth.deps.clock);
    expect(await tokens.redeem(tokenOf(back), verifier)).toMatchObject({ verifier: "match" });
  });

  it("holds a profile's connect for the profile's exchange_token: nothing is linked here", async () => {
    const userId = await existingUser(`me-${crypto.randomUUID()}@example.test`);
    const account = idpAccount();
    const browser = new Browser(auth);
    const url = await browser.begin({ provider: "google", isFlow: true, flowId: "f", userId });
    const back = locationOf(
      await browser.get(Browser.callbackPath(await idp.signIn(url, account.id))),
    );
    const token = tokenOf(back);
    expect(await identity("google", account.id)).toBeUndefined();
    expect(await redeem(token)).toBeUndefined();
    expect(await connections().take(token, undefined)).toMatchObject({
      userId,
      flowId: "f",
      verifier: "none",
      account: { providerId: "google", subject: account.id, email: account.email },
    });
  });

  it("is user_conflict for a connect whose identity is another user's", async () => {
    const account = idpAccount();
    const owner = await new Browser(auth).signIn(idp, "google", account.id);
    expect(owner.searchParams.has("hanko_token")).toBe(true);
    const ownerId = (await identity("google", account.id))?.user_id;
    expect(ownerId).toBeDefined();
    const userId = await existingUser(`thief-${crypto.randomUUID()}@example.test`);
    const browser = new Browser(auth);
    const url = await browser.begin({ provider: "google", isFlow: true, flowId: "f", userId });
    const back = locationOf(
      await browser.get(Browser.callbackPath(await idp.signIn(url, account.id))),
    );
    expectError(back, "user_conflict");
    expect(await identity("google", account.id)).toMatchObject({ user_id: ownerId });
  });

  it("refuses a connect state that names no flow", async () => {
    const userId = await existingUser(`noflow-${crypto.randomUUID()}@example.test`);
    const account = idpAccount();
    const browser = new Browser(auth);
    const url = await browser.begin({ provider: "google", isFlow: true, userId });
    const back = locationOf(
      await browser.get(Browser.callbackPath(await idp.signIn(url, account.id))),
    );
    expectError(back, "invalid_request");
    expect(await identity("google", account.id)).toBeUndefined();
  });
});

describe("through the login flow: thirdparty_oauth, the provider, the callback, exchange_token", () => {
  it("signs up at the provider and ends the flow in success", async () => {
    const account = idpAccount();
    const client = await startFlow(auth, "login", {});
    await client.act("thirdparty_oauth", { provider: "custom_local", redirect_to: REDIRECT_TO });
    expect(client.body.name).toBe("thirdparty");
    const browser = new Browser(auth);
    browser.receive(client.last!.response);
    expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(true);
    const { redirect_url: redirectUrl } = client.body.payload as { redirect_url: string };
    const callback = await idp.signIn(redirectUrl, account.id);
    const token = tokenOf(locationOf(await browser.get(Browser.callbackPath(callback))));

    await client.act("exchange_token", { token });
    expect(client.body.name).toBe("success");
    expect(client.body.payload).toMatchObject({
      user: { emails: [{ address: account.email, is_verified: true }] },
      last_login: { login_method: "third_party" },
    });
    const user = (client.body.payload as { user: { identities?: unknown[] } }).user;
    expect(user.identities).toMatchObject([{ id: account.id, provider: "Local IdP" }]);
  });

  it("hands back a token that another flow cannot use", async () => {
    const client = await startFlow(auth, "login", {});
    await client.act("thirdparty_oauth", { provider: "google", redirect_to: REDIRECT_TO });
    const browser = new Browser(auth);
    browser.receive(client.last!.response);
    const { redirect_url: redirectUrl } = client.body.payload as { redirect_url: string };
    const callback = await idp.signIn(asBrowser("google", redirectUrl), idpAccount().id);
    const token = tokenOf(locationOf(await browser.get(Browser.callbackPath(callback))));

    const other = await startFlow(auth, "login", {});
    await other.act("thirdparty_oauth", { provider: "google", redirect_to: REDIRECT_TO });
    await other.act("exchange_token", { token });
    expect(other.last?.response.status).toBe(400);
    expect(other.body.name).toBe("thirdparty");
    expect(other.body.error?.code).toBe("form_data_invalid_error");
  });
});
