// The per-IP limits of the third-party redirects (limit-per-ip.ts) and the plain page a browser
// gets when there is no error page to send it to (refusal-page.ts): each address and each
// endpoint has its own allowance, a browser over it is told to come back later, and the page
// echoes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import type { LocalOidcProvider } from "../testing/local-oidc-provider.ts";
import { AUTH_REDIRECT_RULE, CALLBACK_RULE } from "./limit-per-ip.ts";
import {
  createThirdPartyTestAuth,
  ERROR_PAGE,
  locationOf,
  REDIRECT_TO,
  startIdp,
} from "./testing/third-party-test-auth.ts";

const SETUP_TIMEOUT_MS = 30_000;

let idp: LocalOidcProvider;
beforeAll(async () => {
  idp = await startIdp({});
}, SETUP_TIMEOUT_MS);
afterAll(() => idp?.close());

/** A request from this address, as the proxy in front of the server reports it. */
const from = (auth: TestAuth, ip: string, path: string) =>
  auth.request(path, { headers: { "X-Forwarded-For": ip } });

const AUTH_PATH = `/thirdparty/auth?${new URLSearchParams({ provider: "custom_local", redirect_to: REDIRECT_TO })}`;

/** Where a refused callback goes: the error page with this code. */
function errorCode(response: Response): string | null {
  const back = locationOf(response);
  expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
  return back.searchParams.get("error");
}

function expectOverTheLimit(response: Response): void {
  const back = locationOf(response);
  expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
  expect(Object.fromEntries(back.searchParams)).toEqual({
    error: "temporarily_unavailable",
    error_description: "too many sign-in attempts from this address; try again later",
  });
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(CALLBACK_RULE.intervalSeconds);
}

describe("with an error page", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createThirdPartyTestAuth(idp, { RATE_LIMIT_ENABLED: "true", TRUST_PROXY: "true" });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => auth?.close());

  it("limits callbacks per address, apart from the sign-in redirect", async () => {
    const codes: (string | null)[] = [];
    for (let i = 0; i < CALLBACK_RULE.tokens; i++) {
      codes.push(errorCode(await from(auth, "203.0.113.1", "/thirdparty/callback")));
    }
    expect(codes).toEqual(Array<string>(CALLBACK_RULE.tokens).fill("invalid_request"));
    expectOverTheLimit(await from(auth, "203.0.113.1", "/thirdparty/callback"));

    // Another address, and the same address's sign-in redirect, still go through.
    expect(errorCode(await from(auth, "203.0.113.2", "/thirdparty/callback"))).toBe(
      "invalid_request",
    );
    expect(locationOf(await from(auth, "203.0.113.1", AUTH_PATH)).origin).toBe(idp.issuer);
  });

  it("limits the sign-in redirect per address", async () => {
    const origins: string[] = [];
    for (let i = 0; i < AUTH_REDIRECT_RULE.tokens; i++) {
      origins.push(locationOf(await from(auth, "198.51.100.7", AUTH_PATH)).origin);
    }
    expect(origins).toEqual(Array<string>(AUTH_REDIRECT_RULE.tokens).fill(idp.issuer));
    const over = await from(auth, "198.51.100.7", AUTH_PATH);
    expectOverTheLimit(over);
    expect(over.headers.getSetCookie()).toEqual([]);
    expect(locationOf(await from(auth, "198.51.100.8", AUTH_PATH)).origin).toBe(idp.issuer);
  });
});

describe("without third-party sign-in configured: the plain page", () => {
  let bare: TestAuth;
  beforeAll(async () => {
    bare = await createTestAuth({ RATE_LIMIT_ENABLED: "true" }, { redis: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => bare?.close());

  async function expectPage(response: Response, status: number, text: string): Promise<void> {
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(await response.text()).toBe(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign-in</title><p>${text}</p></html>`,
    );
  }

  it("is 400 for a callback, and 429 with Retry-After over the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CALLBACK_RULE.tokens - 1; i++) {
      statuses.push((await bare.request("/thirdparty/callback?state=x&code=y")).status);
    }
    expect(statuses).toEqual(Array<number>(CALLBACK_RULE.tokens - 1).fill(400));
    await expectPage(
      await bare.request("/thirdparty/callback?state=%3Cp%3E&code=y"),
      400,
      "The sign-in could not be completed. Please go back and try again.",
    );
    const over = await bare.request("/thirdparty/callback?state=x&code=y");
    await expectPage(over, 429, "Too many sign-in attempts. Please wait a moment and try again.");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
