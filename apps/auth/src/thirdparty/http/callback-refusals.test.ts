// /thirdparty/callback refusing what it must: a state that is not ours, not this browser's,
// expired, replayed or for a provider since disabled; a callback without a code; a provider
// that refuses the code; and any malformed request, which is answered with a redirect (or a
// plain page), never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { createState, STATE_TTL_SECONDS, type OAuthStateInput } from "../oauth-state.ts";
import { STATE_COOKIE_NAME } from "../state-cookie.ts";
import type { LocalOidcProvider } from "../testing/local-oidc-provider.ts";
import { CALLBACK_RULE } from "./limit-per-ip.ts";
import {
  Browser,
  createThirdPartyTestAuth,
  ERROR_PAGE,
  locationOf,
  REDIRECT_TO,
  startIdp,
  type IdpAccounts,
} from "./testing/third-party-test-auth.ts";

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

const newAccount = () => `acct-${crypto.randomUUID()}`;

/** Refused before the state could be trusted: the error page, `invalid_request`. */
function expectErrorPage(response: Response): void {
  const back = locationOf(response);
  expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
  expect(back.searchParams.get("error")).toBe("invalid_request");
  expect(back.searchParams.has("hanko_token")).toBe(false);
  expect(response.headers.get("cache-control")).toBe("no-store");
}

/** Refused once the state was open: its `redirect_to`, with this code. */
function expectBack(response: Response, code: string): void {
  const back = locationOf(response);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_TO);
  expect(back.searchParams.get("error")).toBe(code);
  expect(back.searchParams.has("hanko_token")).toBe(false);
}

/** A state sealed by our server, as `thirdparty_oauth` would start it. */
function sealed(input: Partial<OAuthStateInput> = {}, at = new Date()) {
  return createState(
    auth.deps.secretBox,
    { provider: "custom_local", redirectTo: REDIRECT_TO, isFlow: false, ...input },
    at,
  );
}

function browserWith(cookieValue: string): Browser {
  const browser = new Browser(auth);
  browser.cookies.set(STATE_COOKIE_NAME, cookieValue);
  return browser;
}

describe("the state and its browser", () => {
  it("refuses a callback in another browser than the one that started (login CSRF)", async () => {
    const victim = new Browser(auth);
    await victim.startAt("custom_local");
    const attacker = new Browser(auth);
    const callback = await idp.signIn(await attacker.startAt("custom_local"), newAccount());
    expectErrorPage(await victim.get(Browser.callbackPath(callback)));
    expect(victim.cookies.has(STATE_COOKIE_NAME)).toBe(false);
    expectErrorPage(await new Browser(auth).get(Browser.callbackPath(callback)));
  });

  it("refuses a tampered state", async () => {
    const browser = new Browser(auth);
    const callback = await idp.signIn(await browser.startAt("custom_local"), newAccount());
    const state = callback.searchParams.get("state")!;
    const at = state.length - 20;
    const flipped = `${state.slice(0, at)}${state[at] === "A" ? "B" : "A"}${state.slice(at + 1)}`;
    callback.searchParams.set("state", flipped);
    expectErrorPage(await browser.get(Browser.callbackPath(callback)));
  });

  it("refuses a state older than its five minutes", async () => {
    const old = sealed({}, new Date(Date.now() - (STATE_TTL_SECONDS + 1) * 1000));
    const query = new URLSearchParams({ state: old.state, code: "code" });
    expectErrorPage(await browserWith(old.cookieValue).get(`/thirdparty/callback?${query}`));
  });

  it("refuses a replayed callback: without the cookie it cleared, and with it (the code is spent)", async () => {
    const browser = new Browser(auth);
    const callback = await idp.signIn(await browser.startAt("custom_local"), newAccount());
    const cookie = browser.cookies.get(STATE_COOKIE_NAME)!;
    const first = locationOf(await browser.get(Browser.callbackPath(callback)));
    expect(first.searchParams.has("hanko_token")).toBe(true);
    expectErrorPage(await browser.get(Browser.callbackPath(callback)));
    expectBack(await browserWith(cookie).get(Browser.callbackPath(callback)), "server_error");
  });

  it("sends a state whose redirect_to is no longer allowed to the error page", async () => {
    const started = sealed({ redirectTo: "https://elsewhere.example/return" });
    const query = new URLSearchParams({ state: started.state, code: "code" });
    expectErrorPage(await browserWith(started.cookieValue).get(`/thirdparty/callback?${query}`));
  });
});

describe("once the state is open", () => {
  it.each([
    ["a provider no longer enabled", { provider: "github" }, { code: "code" }, "invalid_request"],
    ["no code", {}, {}, "invalid_request"],
    ["a code the provider refuses", {}, { code: "not-a-code" }, "server_error"],
    ["an error that is not an OAuth code", {}, { error: "<script>" }, "invalid_request"],
    ["the provider's server_error", {}, { error: "server_error" }, "server_error"],
  ])("%s: back to redirect_to with %s", async (_name, input, params, code) => {
    const started = sealed(input);
    const query = new URLSearchParams({ state: started.state, ...params });
    expectBack(await browserWith(started.cookieValue).get(`/thirdparty/callback?${query}`), code);
  });

  it("says no more than `an internal error has occurred` of a server_error", async () => {
    const started = sealed();
    const query = new URLSearchParams({
      state: started.state,
      error: "server_error",
      error_description: "stack trace at line 12",
    });
    const back = locationOf(
      await browserWith(started.cookieValue).get(`/thirdparty/callback?${query}`),
    );
    expect(back.searchParams.get("error_description")).toBe("an internal error has occurred");
  });
});

describe("malformed requests: a redirect to the error page, never a 500", () => {
  const longState = `enc:v1:00000000:${"A".repeat(5000)}:${"B".repeat(5000)}`;
  it.each([
    ["no parameters", ""],
    ["an empty state", "?state="],
    ["a huge state", `?state=${longState}&code=x`],
    ["a state given twice", "?state=a&state=b&code=x"],
    ["only a code", "?code=abc"],
    ["only a provider error", "?error=access_denied"],
    ["a state that only looks sealed", "?state=enc:v1:deadbeef:AAAA:BBBB&code=x"],
    ["a plain JSON state", `?state=${encodeURIComponent('{"provider":"github"}')}&code=x`],
    ["broken percent-encoding", "?state=%E0%A4%A&code=%ZZ"],
    ["a state of megabyte-long garbage", `?state=${"x".repeat(60_000)}`],
  ])("GET with %s", async (_name, query) => {
    expectErrorPage(await new Browser(auth).get(`/thirdparty/callback${query}`));
  });

  it.each([
    ["JSON", "application/json", JSON.stringify({ state: "x", code: "y" })],
    ["multipart", "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data"],
    ["no content type", undefined, "state=x&code=y"],
    ["a form without a state", FORM, "code=abc&user=%7B"],
    ["a form with a forged state", FORM, "state=enc%3Av1%3Aaa%3Abb%3Acc&code=x"],
    ["an unreadable form", FORM, "%%%&&&==="],
  ])("POST with %s", async (_name, type, body) => {
    expectErrorPage(await browserWith("cookie").post("/thirdparty/callback", body, type));
  });

  it("POST with a body over the limit: 413, not a 500", async () => {
    const body = `state=${"x".repeat(70 * 1024)}`;
    const response = await new Browser(auth).post("/thirdparty/callback", body, FORM);
    expect(response.status).toBe(413);
  });
});

describe("without third-party sign-in configured", () => {
  it(
    "answers a plain 400 page, echoing nothing",
    async () => {
      const bare = await createTestAuth({}, { redis: false });
      try {
        for (const path of [
          "/thirdparty/callback?state=%3Cscript%3E&code=x",
          "/thirdparty/auth?provider=google&redirect_to=https%3A%2F%2Fshop.example.test",
        ]) {
          const response = await bare.request(path);
          expect(response.status).toBe(400);
          expect(response.headers.get("content-type")).toMatch(/^text\/html/);
          expect(await response.text()).not.toContain("script");
        }
        const posted = await bare.request("/thirdparty/callback", {
          method: "POST",
          headers: { "Content-Type": FORM },
          body: "state=x&code=y",
        });
        expect(posted.status).toBe(303);
      } finally {
        await bare.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe("the per-IP limit", () => {
  it(
    "sends a browser over it to the error page with temporarily_unavailable and Retry-After",
    async () => {
      const limited = await createThirdPartyTestAuth(idp, { RATE_LIMIT_ENABLED: "true" });
      try {
        const browser = new Browser(limited);
        for (let i = 0; i < CALLBACK_RULE.tokens; i++) {
          expectErrorPage(await browser.get("/thirdparty/callback"));
        }
        const over = await browser.get("/thirdparty/callback");
        const back = locationOf(over);
        expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
        expect(back.searchParams.get("error")).toBe("temporarily_unavailable");
        expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
        const posted = await browser.post("/thirdparty/callback", "state=x", FORM);
        expect(locationOf(posted).searchParams.get("error")).toBe("temporarily_unavailable");
      } finally {
        await limited.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
