// The provider's own pages when a request is not the happy path: the wrong method, a post from
// elsewhere or too large, an interaction that is not this browser's, a consent without a
// decision, "cancel", "another account", a sign-in post without a session, the language
// switch, the page scripts, and "Förbli inloggad" at sign-out.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CookieBrowser } from "../../demo-id/testing/cookie-browser.ts";
import {
  CALLBACK,
  startOpenIdTestServer,
  type OpenIdTestServer,
} from "./testing/openid-test-server.ts";

let server: OpenIdTestServer;

beforeAll(async () => {
  server = await startOpenIdTestServer();
}, 30_000);

afterAll(async () => {
  await server?.close();
});

let counter = 0;
const address = (label: string) => `${label}.${Date.now()}.${++counter}@example.se`;

function authorizationUrl(extra: Record<string, string> = {}): string {
  const verifier = randomBytes(32).toString("base64url");
  const params = new URLSearchParams({
    client_id: server.client.clientId,
    response_type: "code",
    scope: "openid email",
    redirect_uri: CALLBACK,
    state: "s",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...extra,
  });
  return `${server.issuer}/auth?${params.toString()}`;
}

/** A signed-in browser at the "continue" page; its interaction's address. */
async function atContinue(label: string): Promise<{ browser: CookieBrowser; base: string }> {
  const browser = await server.signedIn(await server.user(address(label)));
  const page = await browser.go(authorizationUrl());
  expect(page.html).toContain("Du är inloggad hos Kretsbutiken som");
  const base = /\/oidc\/interaction\/[\w-]+/.exec(page.url)?.[0] ?? "";
  return { browser, base };
}

describe("methods, origins and sizes", () => {
  it("a GET of a post-only address is 405 with Allow, on our page", async () => {
    const { browser, base } = await atContinue("metod");
    const response = await browser.request(`${base}/login`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.text()).toContain("Fel sorts begäran");
  });

  it("a POST to the page itself is 405 with Allow: GET", async () => {
    const { browser, base } = await atContinue("metod2");
    const response = await browser.request(base, { method: "POST", form: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });

  it("a post from another origin is refused, and nothing is signed in", async () => {
    const { browser, base } = await atContinue("annanplats");
    const response = await browser.request(`${base}/login`, {
      form: {},
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Begäran kom från en annan webbplats");
    // Still at "continue": the interaction was not finished.
    expect((await browser.go(base)).html).toContain("Du är inloggad hos Kretsbutiken som");
  });

  it("a form past 8 KiB is 413", async () => {
    const { browser, base } = await atContinue("stor");
    const response = await browser.request(`${base}/consent`, {
      form: { decision: "x".repeat(9000) },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("För mycket data");
  });

  it("another interaction's address than the browser's cookie is not found", async () => {
    const { browser } = await atContinue("fel-uid");
    const response = await browser.request("/oidc/interaction/not-this-one");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Inloggningen hittades inte");
  });

  it("without the interaction cookie it is not found either", async () => {
    const { base } = await atContinue("utan-kaka");
    const response = await fetch(`${server.origin}${base}`);
    expect(response.status).toBe(400);
  });

  it("every page carries the strict policy, the widget page a nonce for its styles", async () => {
    const browser = await server.signedIn(await server.user(address("csp")));
    const widget = await browser.go(authorizationUrl({ prompt: "login" }));
    const policy = widget.headers.get("content-security-policy") ?? "";
    const nonce = /data-nonce="([^"]+)"/.exec(widget.html)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(widget.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the sign-in", () => {
  it("a sign-in post without a live session shows the widget again, saying why", async () => {
    const { browser, base } = await atContinue("utgangen");
    browser.setCookie(server.auth.config.session.cookie.name, "not-a-session");
    const page = await browser.go(`${base}/login`, { form: {} });
    expect(page.status).toBe(401);
    expect(page.html).toContain("Din inloggning hos Kretsbutiken har gått ut");
    expect(page.html).toContain("<hanko-auth");
  });

  it("a sign-in post without the session cookie at all does the same", async () => {
    const { browser, base } = await atContinue("ingen-kaka");
    browser.setCookie(server.auth.config.session.cookie.name, "");
    const page = await browser.go(`${base}/login`, { form: {} });
    expect(page.status).toBe(401);
  });

  it("'another account' ends the session, clears its cookie and shows the widget", async () => {
    const userId = await server.user(address("byt"));
    const browser = await server.signedIn(userId);
    const first = await browser.go(authorizationUrl());
    const base = /\/oidc\/interaction\/[\w-]+/.exec(first.url)?.[0] ?? "";
    const response = await browser.request(`${base}/switch`, { form: {} });
    expect(response.status).toBe(200);
    const cleared = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${server.auth.config.session.cookie.name}=;`));
    expect(cleared).toContain("Max-Age=0");
    const html = await response.text();
    expect(html).toContain("<hanko-auth");
    expect(html).not.toContain("Du är inloggad");
    expect(await server.auth.deps.sessions.listOf(userId)).toEqual([]);
  });

  it("a consent post before the sign-in shows the page it waits for", async () => {
    const { browser, base } = await atContinue("for-tidigt");
    const page = await browser.go(`${base}/consent`, { form: { decision: "approve" } });
    expect(page.status).toBe(200);
    expect(page.html).toContain("Du är inloggad hos Kretsbutiken som");
  });
});

describe("consent", () => {
  async function atConsent(label: string) {
    const { browser, base } = await atContinue(label);
    const consent = await browser.go(`${base}/login`, { form: {} });
    expect(consent.html).toContain('name="decision" value="approve"');
    return { browser, base: /\/oidc\/interaction\/[\w-]+/.exec(consent.url)?.[0] ?? "" };
  }

  it("without a decision it is asked again, 400", async () => {
    const { browser, base } = await atConsent("utan-beslut");
    const page = await browser.go(`${base}/consent`, { form: {} });
    expect(page.status).toBe(400);
    expect(page.html).toContain('name="decision" value="approve"');
  });

  it("deny sends access_denied to the client, in the person's language", async () => {
    const { browser, base } = await atConsent("neka");
    const page = await browser.go(`${base}/consent`, { form: { decision: "deny" } });
    const callback = new URL(page.url);
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("error_description")).toBe("Inloggningen avbröts.");
  });

  it("a sign-in post at the consent step shows the consent page", async () => {
    const { browser, base } = await atConsent("dubbel");
    const page = await browser.go(`${base}/login`, { form: {} });
    expect(page.html).toContain('name="decision" value="approve"');
  });
});

describe("cancel and language", () => {
  it("cancel sends access_denied to the client", async () => {
    const { browser, base } = await atContinue("avbryt");
    const page = await browser.go(`${base}/abort`);
    const callback = new URL(page.url);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe("s");
  });

  it("?lang=en answers in English and is remembered for the next page", async () => {
    const { browser, base } = await atContinue("sprak");
    const response = await browser.request(`${base}?lang=en`);
    expect(await response.text()).toContain("You are signed in to Kretsbutiken as");
    expect(response.headers.get("set-cookie")).toContain("kb_openid_lang=en");
    const next = await browser.go(base);
    expect(next.html).toContain('<html lang="en">');
  });

  it("ui_locales=en gives English without a pick", async () => {
    const browser = await server.signedIn(await server.user(address("ui")));
    const page = await browser.go(authorizationUrl({ ui_locales: "en" }));
    expect(page.html).toContain("You are signed in to Kretsbutiken as");
  });
});

describe("the page's scripts", () => {
  it("serves its own script and the widget's bundle, and nothing else", async () => {
    const own = await fetch(`${server.issuer}/assets/sign-in.js`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await own.text()).toContain('from "./elements.js"');
    const bundle = await fetch(`${server.issuer}/assets/elements.js`, { method: "HEAD" });
    expect(bundle.status).toBe(200);
    expect(Number(bundle.headers.get("content-length"))).toBeGreaterThan(10_000);
    for (const name of ["other.js", "..%2Fopenid-provider.ts", "toString"]) {
      expect((await fetch(`${server.issuer}/assets/${name}`)).status).toBe(404);
    }
    expect((await fetch(`${server.issuer}/assets/sign-in.js`, { method: "POST" })).status).toBe(
      404,
    );
  });
});
