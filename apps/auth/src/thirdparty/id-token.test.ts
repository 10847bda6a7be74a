// ID tokens forged with our own key, checked against a key set served over HTTP by a tiny local
// server (the provider's jwks_uri), as jose's remote key set fetches it in production.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type JWTPayload,
} from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdTokenVerifier, type IdTokenExpectations } from "./id-token.ts";
import { MICROSOFT_CONSUMER_TENANT, microsoftIssuer } from "./providers/microsoft.ts";

const issuer = "https://idp.acme.example";
const clientId = "kretsbutiken";
const now = new Date("2026-11-26T10:00:00Z");
const seconds = Math.floor(now.getTime() / 1000);

let server: Server;
let jwksUri: string;
let signingKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  server = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: issuer,
  sub: "248289761001",
  aud: clientId,
  iat: seconds - 10,
  exp: seconds + 3600,
  nonce: "n0nce",
  ...overrides,
});

const sign = (payload: JWTPayload, key = signingKey) =>
  new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: "k1" }).sign(key);

const expected = (overrides: Partial<IdTokenExpectations> = {}): IdTokenExpectations => ({
  jwksUri,
  issuer,
  clientId,
  nonce: "n0nce",
  now,
  ...overrides,
});

const verify = createIdTokenVerifier(fetch);

describe("createIdTokenVerifier", () => {
  it("answers the claims of a token that passes every check", async () => {
    expect(await verify(await sign(claims()), expected())).toStrictEqual({
      ok: true,
      value: claims(),
    });
  });

  it.each([
    ["another audience", claims({ aud: "someone-else" }), "id_token_audience"],
    [
      "several audiences without azp for us",
      claims({ aud: [clientId, "someone-else"] }),
      "id_token_audience",
    ],
    ["an expired token", claims({ exp: seconds - 61 }), "id_token_expired"],
    ["another issuer", claims({ iss: "https://evil.example" }), "id_token_issuer"],
    ["another nonce", claims({ nonce: "replayed" }), "id_token_nonce"],
    ["no nonce", claims({ nonce: undefined }), "id_token_nonce"],
    ["no iat", claims({ iat: undefined }), "id_token_invalid"],
    ["no subject", claims({ sub: undefined }), "id_token_invalid"],
  ])("refuses %s", async (_name, payload, error) => {
    expect(await verify(await sign(payload), expected())).toMatchObject({ ok: false, error });
  });

  it("accepts several audiences when azp names us, and a minute of clock skew", async () => {
    const payload = claims({ aud: [clientId, "api"], azp: clientId, exp: seconds - 30 });
    expect((await verify(await sign(payload), expected())).ok).toBe(true);
  });

  it("refuses a token signed by another key, and an unsigned one", async () => {
    const forged = await sign(claims(), otherKey);
    expect(await verify(forged, expected())).toMatchObject({ error: "id_token_invalid" });
    const unsigned = new UnsecuredJWT(claims()).encode();
    expect(await verify(unsigned, expected())).toMatchObject({ error: "id_token_invalid" });
    expect(await verify("not.a.jwt", expected())).toMatchObject({ error: "id_token_invalid" });
  });

  it("holds Microsoft's tokens to their own tenant's issuer", async () => {
    const rule = expected({ issuer: { rule: "microsoft_tenant" } });
    const tid = MICROSOFT_CONSUMER_TENANT;
    const own = claims({ iss: microsoftIssuer(tid), tid });
    expect((await verify(await sign(own), rule)).ok).toBe(true);
    const otherTenant = claims({
      iss: microsoftIssuer("72f988bf-86f1-41af-91ab-2d7cd011db47"),
      tid,
    });
    expect(await verify(await sign(otherTenant), rule)).toMatchObject({ error: "id_token_issuer" });
  });

  it("says in its detail why a token is refused", async () => {
    const expired = await verify(await sign(claims({ exp: seconds - 61 })), expected());
    expect(expired).toMatchObject({ error: "id_token_expired" });
    expect(!expired.ok && expired.detail).toMatch(
      /^JWTExpired: "exp" claim timestamp check failed/,
    );
    const results = await Promise.all([
      verify(await sign(claims({ aud: [clientId, "api"], azp: "api" })), expected()),
      verify(await sign(claims({ nonce: "replayed" })), expected()),
      verify(
        await sign(claims({ iss: microsoftIssuer("72f988bf-86f1-41af-91ab-2d7cd011db47") })),
        expected({ issuer: { rule: "microsoft_tenant" } }),
      ),
    ]);
    expect(results).toStrictEqual([
      {
        ok: false,
        error: "id_token_audience",
        detail: "several audiences, and azp is not our client",
      },
      { ok: false, error: "id_token_nonce", detail: "the nonce is not the one the request sent" },
      {
        ok: false,
        error: "id_token_issuer",
        detail: `issuer ${microsoftIssuer("72f988bf-86f1-41af-91ab-2d7cd011db47")} is not its tenant's`,
      },
    ]);
  });

  it("accepts a one-element audience list without azp", async () => {
    expect((await verify(await sign(claims({ aud: [clientId] })), expected())).ok).toBe(true);
  });

  it("fetches the key set through the given fetch, once per key set", async () => {
    const fetched: string[] = [];
    const counting = createIdTokenVerifier(async (url, init) => {
      fetched.push(new Request(url).url);
      // The key set is named at a host that does not exist: only this fetch reaches it.
      return fetch(jwksUri, init);
    });
    const rule = expected({ jwksUri: "https://keys.idp.acme.invalid/jwks" });
    const first = await counting(await sign(claims()), rule);
    const second = await counting(await sign(claims({ sub: "other" })), rule);
    expect([first.ok, second.ok]).toStrictEqual([true, true]);
    expect(fetched).toStrictEqual(["https://keys.idp.acme.invalid/jwks"]);
  });

  it("answers a key set that does not answer in time as unreachable", async () => {
    // What fetch rejects with when its AbortSignal.timeout runs out.
    const timedOut = createIdTokenVerifier(() =>
      Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
    );
    expect(await timedOut(await sign(claims()), expected())).toMatchObject({
      ok: false,
      error: "provider_unreachable",
    });
  });

  it("answers an unreachable key set with a code", async () => {
    const unreachable = expected({ jwksUri: "http://127.0.0.1:9/jwks" });
    expect(await verify(await sign(claims()), unreachable)).toMatchObject({
      ok: false,
      error: "provider_unreachable",
    });
  });
});
