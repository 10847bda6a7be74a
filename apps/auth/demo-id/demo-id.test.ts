// Demo-ID as the demo's auth server meets it: discovery at its issuer, its one client, and the
// account any name signs in as; and as a person meets it: its own sign-in and consent pages, in
// Swedish or English, over HTTP with a cookie jar (testing/cookie-browser.ts), through to a
// code the client redeems for an ID token.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoId, demoIdClaims } from "./demo-id.ts";
import { CookieBrowser, type BrowserPage } from "./testing/cookie-browser.ts";

const CLIENT = { id: "kretsbutiken-demo", secret: "a-secret" };
const REDIRECT_URI = "http://localhost:8000/thirdparty/callback";

describe("demoIdClaims", () => {
  it.each([
    ["anna", "anna@demo-id.example"],
    ["  Anna Berg ", "anna%20berg@demo-id.example"],
    ["Anna@Exempel.SE", "anna@exempel.se"],
  ])("signs %j in with the address %s, vouched for", (name, email) => {
    expect(demoIdClaims(name)).toEqual({
      sub: name.trim(),
      email,
      email_verified: true,
      name: name.trim(),
    });
  });
});

describe("Demo-ID", () => {
  let server: Server;
  let issuer: string;
  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = createDemoId({
      issuer,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: [REDIRECT_URI],
    });
    server.on("request", provider.callback());
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("publishes its discovery document at its issuer, with the scopes the demo asks for", async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(["email", "email_verified"]));
  });

  it("sends a browser of its client to the sign-in page, and refuses another return address", async () => {
    const authorize = (redirectUri: string) =>
      fetch(
        `${issuer}/auth?${new URLSearchParams({
          client_id: "kretsbutiken-demo",
          redirect_uri: redirectUri,
          response_type: "code",
          scope: "openid email profile",
          state: "s",
          nonce: "n",
        })}`,
        { redirect: "manual" },
      );
    const ours = await authorize("http://localhost:8000/thirdparty/callback");
    expect(ours.status).toBe(303);
    expect(ours.headers.get("location")).toMatch(/^\/interaction\//);
    const elsewhere = await authorize("https://evil.example/callback");
    expect(elsewhere.status).toBe(400);
    // Its own page says so, in Swedish, with the code; not the library's English one.
    const refusal = await elsewhere.text();
    expect(refusal).toContain('<html lang="sv">');
    expect(refusal).toContain("<h1>Demo-ID kan inte fortsätta</h1>");
    expect(refusal).toContain("felkod: invalid_redirect_uri");
    expect(elsewhere.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  /** An authorization request of the client, as the auth server builds it. */
  function authorizationUrl(extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(8).toString("hex");
    const nonce = randomBytes(8).toString("hex");
    const url = `${issuer}/auth?${new URLSearchParams({
      client_id: CLIENT.id,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "openid email profile",
      state,
      nonce,
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      ...extra,
    })}`;
    return { url, verifier, state, nonce };
  }

  /** The form's action on a page: where the next post goes. */
  function formAction(page: BrowserPage): string {
    const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
    if (action === undefined) throw new Error(`no form on ${page.url}:\n${page.html}`);
    return action;
  }

  async function signInPage(browser: CookieBrowser, extra: Record<string, string> = {}) {
    const request = authorizationUrl(extra);
    const page = await browser.go(request.url);
    expect(page.status).toBe(200);
    expect(new URL(page.url).pathname).toMatch(/^\/interaction\/[\w-]+$/);
    return { page, request };
  }

  /** The client's redirect_uri the browser was sent to, with its query. */
  function backAtClient(page: BrowserPage): URLSearchParams {
    expect(page.status).toBe(303);
    const url = new URL(page.url);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
    return url.searchParams;
  }

  it("shows its own sign-in page in Swedish: a name, a password, the demo note and the address", async () => {
    const { page } = await signInPage(new CookieBrowser(issuer));
    expect(page.html).toContain('<html lang="sv">');
    expect(page.html).toContain("<h1>Logga in med Demo-ID</h1>");
    expect(page.html).toContain("Kretsbutiken vill att du loggar in med Demo-ID.");
    expect(page.html).toMatch(/<label for="name">Namn<\/label>/);
    expect(page.html).toMatch(/<input id="name" name="name" type="text"/);
    expect(page.html).toMatch(/<label for="password">Lösenord<\/label>/);
    expect(page.html).toMatch(/<input id="password" name="password" type="password"/);
    expect(page.html).toContain("Ingenting kontrolleras");
    expect(page.html).toContain("astrid@demo-id.example");
    expect(page.html).toMatch(
      /<a href="\/interaction\/[\w-]+\/abort">Avbryt och gå tillbaka till Kretsbutiken<\/a>/,
    );
    expect(page.html).toContain('hreflang="en"');
    // Not oidc-provider's development pages.
    expect(page.html).not.toMatch(/Sign-in|devInteractions|fonts\.googleapis/);
  });

  it("answers its pages with a strict Content-Security-Policy and never lets them be cached", async () => {
    const { page } = await signInPage(new CookieBrowser(issuer));
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[\w+/=]+'(;|$)/);
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.html).not.toContain("<script");
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["the browser asks for it", { headers: { "accept-language": "en-GB,en;q=0.9,sv;q=0.5" } }, {}],
    ["the client passes ui_locales=en", {}, { ui_locales: "en" }],
  ])("speaks English when %s", async (_why, options, extra) => {
    const { page } = await signInPage(new CookieBrowser(issuer, options), extra);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain("<h1>Sign in with Demo-ID</h1>");
    expect(page.html).toMatch(/<label for="name">Name<\/label>/);
    expect(page.html).toMatch(/<label for="password">Password<\/label>/);
    expect(page.html).toContain("Nothing is checked");
    expect(page.html).toContain("Cancel and go back to Kretsbutiken");
  });

  it("switches to English with ?lang=en and keeps to it on the consent page", async () => {
    const browser = new CookieBrowser(issuer, { headers: { "accept-language": "sv" } });
    const { page } = await signInPage(browser);
    const english = await browser.go(`${new URL(page.url).pathname}?lang=en`);
    expect(english.html).toContain('<html lang="en">');
    const consent = await browser.go(formAction(english), { form: { name: "astrid" } });
    expect(consent.html).toContain('<html lang="en">');
    expect(consent.html).toContain("Give Kretsbutiken your details?");
  });

  it("refuses an empty name beside the field, in either language, and keeps what was typed", async () => {
    const browser = new CookieBrowser(issuer);
    const { page } = await signInPage(browser);
    const refused = await browser.go(formAction(page), { form: { name: "   ", password: "x" } });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("<title>Fel: Logga in med Demo-ID – Demo-ID</title>");
    expect(refused.html).toContain('<p class="error" id="name-error">Skriv ett namn</p>');
    expect(refused.html).toMatch(
      /<input id="name" name="name" type="text" value=" {3}" [^>]*aria-describedby="name-hint name-error email-rule" aria-invalid="true" autofocus>/,
    );
    const tooLong = "å".repeat(101);
    const long = await browser.go(formAction(page), { form: { name: tooLong } });
    expect(long.status).toBe(400);
    expect(long.html).toContain("Namnet får vara högst 100 tecken");
    expect(long.html).toContain(`value="${tooLong}"`);
    // The same interaction still signs in after the refusals.
    const consent = await browser.go(formAction(page), { form: { name: "astrid" } });
    expect(consent.html).toContain("<h1>Ge Kretsbutiken dina uppgifter?</h1>");

    const english = new CookieBrowser(issuer, { headers: { "accept-language": "en" } });
    const englishPage = (await signInPage(english)).page;
    const refusedInEnglish = await english.go(formAction(englishPage), { form: { name: "" } });
    expect(refusedInEnglish.html).toContain('<p class="error" id="name-error">Type a name</p>');
  });

  it("escapes what was typed", async () => {
    const browser = new CookieBrowser(issuer);
    const { page } = await signInPage(browser);
    const name = `"><script>alert(1)</script>${"x".repeat(100)}`;
    const refused = await browser.go(formAction(page), { form: { name } });
    expect(refused.html).not.toContain("<script>");
    expect(refused.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("sends access_denied back to the client's redirect_uri when the person cancels at sign-in", async () => {
    const browser = new CookieBrowser(issuer);
    const { page, request } = await signInPage(browser);
    const cancel = /<a href="(\/interaction\/[\w-]+\/abort)">/.exec(page.html)?.[1] ?? "";
    const back = backAtClient(await browser.go(cancel));
    expect(back.get("error")).toBe("access_denied");
    expect(back.get("state")).toBe(request.state);
    expect(back.get("code")).toBeNull();
  });

  it("sends access_denied back when the person cancels at consent", async () => {
    const browser = new CookieBrowser(issuer);
    const { page, request } = await signInPage(browser);
    const consent = await browser.go(formAction(page), { form: { name: "bertil" } });
    const back = backAtClient(
      await browser.go(formAction(consent), { form: { decision: "deny" } }),
    );
    expect(back.get("error")).toBe("access_denied");
    expect(back.get("state")).toBe(request.state);
  });

  it("signs a made-up name in with a code the client redeems for an ID token with its address", async () => {
    const browser = new CookieBrowser(issuer);
    const { page, request } = await signInPage(browser);
    const consent = await browser.go(formAction(page), {
      form: { name: " Astrid ", password: "vad-som-helst" },
    });
    expect(consent.status).toBe(200);
    expect(consent.html).toContain("Du är inloggad på Demo-ID som Astrid.");
    expect(consent.html).toContain("<li>ditt namn: Astrid</li>");
    expect(consent.html).toContain("<li>din e-postadress: astrid@demo-id.example</li>");
    expect(consent.html).toMatch(
      /<button type="submit" name="decision" value="approve">Godkänn<\/button>/,
    );
    expect(consent.html).toMatch(/value="deny" class="secondary">Avbryt<\/button>/);

    const back = backAtClient(
      await browser.go(formAction(consent), { form: { decision: "approve" } }),
    );
    expect(back.get("state")).toBe(request.state);
    const code = back.get("code") ?? "";
    expect(code).not.toBe("");

    const discovery = (await (
      await fetch(`${issuer}/.well-known/openid-configuration`)
    ).json()) as {
      token_endpoint: string;
      userinfo_endpoint: string;
      jwks_uri: string;
    };
    const tokenResponse = await fetch(discovery.token_endpoint, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: request.verifier,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as { id_token: string; access_token: string };
    const { payload } = await jwtVerify(
      tokens.id_token,
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
      {
        issuer,
        audience: CLIENT.id,
      },
    );
    expect(payload).toMatchObject({ sub: "Astrid", nonce: request.nonce });
    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toEqual({
      sub: "Astrid",
      name: "Astrid",
      email: "astrid@demo-id.example",
      email_verified: true,
    });

    // The same browser again: Demo-ID remembers the person and their consent, no page shown.
    const again = authorizationUrl();
    const straightBack = backAtClient(await browser.go(again.url));
    expect(straightBack.get("state")).toBe(again.state);
    expect(straightBack.get("code")).not.toBeNull();
  });

  it("refuses a post from another site, and the sign-in goes on afterwards", async () => {
    const browser = new CookieBrowser(issuer);
    const { page } = await signInPage(browser);
    const forged = await browser.request(formAction(page), {
      form: { name: "mallory" },
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("Formuläret kom inte från Demo-ID");
    const noOrigin = await fetch(new URL(formAction(page), issuer), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=mallory",
    });
    expect(noOrigin.status).toBe(403);
    const consent = await browser.go(formAction(page), { form: { name: "astrid" } });
    expect(consent.html).toContain("Ge Kretsbutiken dina uppgifter?");
  });

  it("answers an unknown or cookieless interaction, a wrong method and an oversized form with a page, not a 500", async () => {
    const stranger = new CookieBrowser(issuer);
    const unknown = await stranger.go("/interaction/abc123");
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("Inloggningen hittades inte");
    expect((await stranger.go("/interaction/abc123/login", { form: { name: "x" } })).status).toBe(
      400,
    );
    expect((await stranger.go("/interaction/abc123/abort")).status).toBe(400);

    const browser = new CookieBrowser(issuer);
    const { page } = await signInPage(browser);
    // Another interaction's address with this browser's cookie.
    expect((await browser.go("/interaction/someone-else")).status).toBe(400);
    const wrongMethod = await browser.request(`${new URL(page.url).pathname}/login`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
    const huge = await browser.request(formAction(page), { form: { name: "x".repeat(10_000) } });
    expect(huge.status).toBe(413);
    const json = await browser.request(formAction(page), {
      form: {},
      headers: { "content-type": "application/json" },
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain("Skriv ett namn");
  });

  it("has a front page that says what it is", async () => {
    const home = await new CookieBrowser(issuer).go("/");
    expect(home.status).toBe(200);
    expect(home.html).toContain("<h1>Demo-ID</h1>");
    expect(home.html).toContain("vilket namn som helst");
  });
});
