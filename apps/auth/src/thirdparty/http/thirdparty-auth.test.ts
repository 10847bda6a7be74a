// The v2 `GET /thirdparty/auth?provider&redirect_to` (flow-api.md Appendix A): 303 to the
// provider with the state cookie, or to `error_redirect_url` with `invalid_request`; every way
// of smuggling another host into `redirect_to` is refused before anything is sealed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import { STATE_COOKIE_NAME } from "../state-cookie.ts";
import type { LocalOidcProvider } from "../testing/local-oidc-provider.ts";
import {
  Browser,
  createThirdPartyTestAuth,
  ERROR_PAGE,
  locationOf,
  REDIRECT_TO,
  SHOP,
  startIdp,
  thirdPartyEnv,
} from "./testing/third-party-test-auth.ts";
import { INFO, logCapture } from "./testing/log-capture.ts";

const SETUP_TIMEOUT_MS = 30_000;

let idp: LocalOidcProvider;
let auth: TestAuth;

beforeAll(async () => {
  idp = await startIdp({});
  auth = await createThirdPartyTestAuth(idp);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await auth?.close();
  await idp?.close();
});

const authPath = (params: Record<string, string>) =>
  `/thirdparty/auth?${new URLSearchParams(params)}`;

async function expectRefused(params: Record<string, string>, code = "invalid_request") {
  const browser = new Browser(auth);
  const response = await browser.get(authPath(params));
  const back = locationOf(response);
  expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
  expect(back.searchParams.get("error")).toBe(code);
  expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(false);
  expect(response.headers.get("cache-control")).toBe("no-store");
}

describe("GET /thirdparty/auth", () => {
  it("sends the browser to the provider with a sealed state bound to its cookie", async () => {
    const browser = new Browser(auth);
    const response = await browser.get(
      authPath({ provider: "custom_local", redirect_to: REDIRECT_TO }),
    );
    const to = locationOf(response);
    expect(`${to.origin}${to.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(to.searchParams.get("client_id")).toBe(idp.clients[0].clientId);
    expect(to.searchParams.get("redirect_uri")).toBe(idp.clients[0].redirectUri);
    expect(to.searchParams.get("state")).toMatch(/^enc:v1:/);
    expect(to.searchParams.get("state")).not.toContain(REDIRECT_TO);
    expect(browser.cookies.get(STATE_COOKIE_NAME)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=300/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it.each([
    ["the allow-listed shop", REDIRECT_TO],
    ["its host in capitals", "https://SHOP.example.test/account"],
    ["one trailing slash", `${SHOP}/account/`],
    ["a query of its own", `${SHOP}/return?next=%2Fcart`],
  ])("takes %s", async (_name, redirectTo) => {
    const response = await new Browser(auth).get(
      authPath({ provider: "google", redirect_to: redirectTo }),
    );
    expect(locationOf(response).origin).toBe(idp.issuer);
  });

  it.each([
    ["another host", "https://evil.example/return"],
    ["a protocol-relative URL", "//evil.example/return"],
    ["a path only", "/account"],
    ["userinfo before another host", "https://shop.example.test@evil.example/"],
    ["userinfo naming the shop", "https://evil.example@shop.example.test/"],
    ["the shop as a subdomain of another host", "https://shop.example.test.evil.example/"],
    ["backslashes", "https:\\\\evil.example\\return"],
    ["a backslash before @", "https://shop.example.test\\@evil.example/"],
    ["an encoded slash pair", "https:%2F%2Fevil.example"],
    ["a leading encoded slash pair", "%2F%2Fevil.example"],
    ["the whole URL encoded", "https%3A%2F%2Fshop.example.test%2Freturn"],
    ["an encoded @", "https://evil.example%40shop.example.test/"],
    ["an encoded dot in the host", "https://shop%2Eexample.test/return"],
    ["an encoded slash in the host", "https://evil.example%2F.shop.example.test/"],
    ["a tab in the scheme", "ht\ttps://evil.example/"],
    ["plain http to an https pattern", "http://shop.example.test/return"],
    ["another port", "https://shop.example.test:8443/return"],
    ["javascript:", "javascript:alert(document.domain)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a non-ASCII lookalike host", "https://shop.exаmple.test/return"],
    ["an IP address", "https://127.0.0.1/return"],
  ])("refuses %s", async (_name, redirectTo) => {
    await expectRefused({ provider: "custom_local", redirect_to: redirectTo });
  });

  it.each([
    ["no provider", { redirect_to: REDIRECT_TO }],
    ["no redirect_to", { provider: "custom_local" }],
    ["an unknown provider", { provider: "custom_nobody", redirect_to: REDIRECT_TO }],
    ["a provider that is not enabled", { provider: "github", redirect_to: REDIRECT_TO }],
    ["a provider id in another case", { provider: "Google", redirect_to: REDIRECT_TO }],
  ])("refuses %s", async (_name, params) => {
    await expectRefused(params);
  });
});

describe("GET /thirdparty/auth to a provider that cannot be reached", () => {
  it(
    "is server_error at the error page, with no state cookie",
    async () => {
      const env = JSON.parse(thirdPartyEnv(idp)) as { custom_providers: Record<string, unknown> };
      env.custom_providers.Gone = {
        enabled: true,
        display_name: "Gone",
        client_id: "c",
        secret: "s",
        issuer: "http://127.0.0.1:9",
        scopes: ["openid"],
      };
      const log = logCapture();
      const gone = await createThirdPartyTestAuth(
        idp,
        { THIRD_PARTY: JSON.stringify(env) },
        { deps: { logger: log.logger } },
      );
      try {
        log.take();
        const browser = new Browser(gone);
        const response = await browser.get(
          authPath({ provider: "custom_gone", redirect_to: REDIRECT_TO }),
        );
        const back = locationOf(response);
        expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
        expect(back.searchParams.get("error")).toBe("server_error");
        expect(browser.cookies.has(STATE_COOKIE_NAME)).toBe(false);
        expect(response.headers.get("cache-control")).toBe("no-store");
        await browser.get(authPath({ provider: "custom_nobody", redirect_to: REDIRECT_TO }));
        expect(log.take()).toEqual([
          {
            level: INFO,
            msg: "third-party sign-in refused",
            provider: "custom_gone",
            reason: "provider_unreachable",
          },
          {
            level: INFO,
            msg: "third-party sign-in refused",
            provider: "custom_nobody",
            reason: "provider_unknown",
          },
        ]);
        // Without a provider it is refused before any is looked up: nothing to log.
        const bare = await browser.get(authPath({ redirect_to: REDIRECT_TO }));
        expect(locationOf(bare).searchParams.get("error")).toBe("invalid_request");
        expect(log.take()).toEqual([]);
      } finally {
        await gone.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe("POST /thirdparty/callback without the state cookie", () => {
  const FORM = "application/x-www-form-urlencoded";

  it("with a state: 303 to the GET with the same fields, for the browser to add its cookie", async () => {
    const response = await new Browser(auth).post(
      "/thirdparty/callback",
      "state=s&code=c&extra=x",
      FORM,
    );
    expect(locationOf(response).href).toBe(`${idp.clients[0].redirectUri}?state=s&code=c`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("without a state: refused at once, the error page", async () => {
    const response = await new Browser(auth).post("/thirdparty/callback", "code=c", FORM);
    const back = locationOf(response);
    expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.getSetCookie()).toEqual([
      `${STATE_COOKIE_NAME}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None`,
    ]);
  });
});
