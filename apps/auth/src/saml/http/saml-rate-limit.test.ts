import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import {
  CORP,
  postCallback,
  SHOP,
  startSamlAuth,
  startTestIdps,
  type TestIdps,
} from "../testing/saml-test-auth.ts";
import { SAML_RATE_LIMIT_RULE } from "./saml-rate-limit.ts";

let idps: TestIdps;
beforeAll(async () => {
  idps = await startTestIdps();
}, 60_000);
afterAll(() => idps?.close());

const START = `/saml/auth?${new URLSearchParams({ domain: CORP, redirect_to: SHOP }).toString()}`;
const from = (ip: string) => ({ "X-Forwarded-For": ip });

describe("the SAML endpoints' limit per client IP", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await startSamlAuth(idps, { TRUST_PROXY: "true" }, { redis: false });
  }, 60_000);
  afterAll(() => auth?.close());

  it("lets 30 sign-ins start in a minute from one IP, then answers 429", async () => {
    expect(SAML_RATE_LIMIT_RULE).toEqual({ tokens: 30, intervalSeconds: 60 });
    const start = (ip: string) => auth.request(START, { headers: from(ip) });
    for (let i = 0; i < 30; i++) {
      const response = await start("203.0.113.5");
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(`${idps.corp.ssoUrl}?`);
    }
    const limited = await start("203.0.113.5");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 429, message: "Too Many Requests" });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Only that IP, and only the start: the same IP may still post its Responses.
    expect((await start("203.0.113.6")).status).toBe(303);
    const posted = await postCallback(auth, { SAMLResponse: "x" }, from("203.0.113.5"));
    expect(posted.status).toBe(303);
  });
});

describe("with rate limits switched off", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await startSamlAuth(
      idps,
      { TRUST_PROXY: "true", RATE_LIMIT_ENABLED: "false" },
      { redis: false },
    );
  }, 60_000);
  afterAll(() => auth?.close());

  it("answers every post from one IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await postCallback(auth, { SAMLResponse: "x" }, from("203.0.113.9"));
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array<number>(31).fill(303));
  });
});
