// No login CSRF through SAML (docs/decisions/0044), through the real server and a test IdP that
// signs its own assertions: a Response to an SP-initiated request is accepted only from the
// browser (cookie jar) that started it; IdP-initiated sign-in only where allow_idp_initiated is on.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import { dialectCases } from "../../../test/test-database.ts";
import {
  CORP,
  forUs,
  PARTNER,
  postCallback,
  redirectOf,
  SHOP,
  startSamlAuth,
  startSignIn,
  startTestIdps,
  type TestIdps,
} from "../testing/saml-test-auth.ts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const REFUSED = {
  error: "invalid_request",
  error_description: "the SAML response was not accepted",
};

let idps: TestIdps;

beforeAll(async () => {
  idps = await startTestIdps();
}, 60_000);
afterAll(() => idps?.close());

/** The typed refusal reasons the server logged. */
function logCapture() {
  const reasons: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as { reason?: string };
        if (entry.reason !== undefined) reasons.push(entry.reason);
      }
      done();
    },
  });
  return { reasons, logger: pino({ level: "info" }, sink) };
}

describe.each(dialectCases())("SAML browser binding on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  const log = logCapture();
  const loggedReasons = () => log.reasons.splice(0);

  beforeAll(async () => {
    if (skipReason) return;
    const env = { RATE_LIMIT_ENABLED: "false" };
    auth = await startSamlAuth(idps, env, { dialect, deps: { logger: log.logger } });
  }, 60_000);
  afterAll(() => auth?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
    loggedReasons();
  });

  const unique = () => crypto.randomUUID().slice(0, 8);

  /** Browser A starts a sign-in; the IdP answers it for a fresh person. */
  async function answeredInA(redirectTo = `${SHOP}/login`) {
    const request = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: redirectTo });
    const email = `a-${unique()}@${CORP}`;
    const response = idps.corp.response({
      ...forUs,
      inResponseTo: request.id,
      nameId: email,
      email,
    });
    return { request, email, fields: { SAMLResponse: response, RelayState: request.relayState } };
  }

  it("sets an HttpOnly, Secure, SameSite=None, host-only cookie when the sign-in starts", async () => {
    const response = await auth.request(`/saml/auth?domain=${CORP}&redirect_to=${SHOP}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(
      /^__Host-hanko_saml_request=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=None$/,
    );
  });

  it("refuses the Response posted from another browser, and signs in the one that asked", async () => {
    const { request, email, fields } = await answeredInA();

    // B has no cookie at all: the victim of a login CSRF.
    const fromB = await postCallback(auth, fields);
    expect(redirectOf(fromB)).toEqual({ status: 303, target: `${SHOP}/login`, params: REFUSED });
    expect(fromB.headers.get("set-cookie")).toBeNull();
    // B started a sign-in of its own: its cookie is not A's.
    const ownOfB = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: SHOP });
    const withOwnCookie = await postCallback(auth, fields, { Cookie: ownOfB.cookie });
    expect(redirectOf(withOwnCookie).params).toEqual(REFUSED);
    // A cookie named right whose value is a guess.
    const guessed = `__Host-hanko_saml_request=${"A".repeat(43)}`;
    expect(redirectOf(await postCallback(auth, fields, { Cookie: guessed })).params).toEqual(
      REFUSED,
    );
    expect(loggedReasons()).toEqual(["browser_mismatch", "browser_mismatch", "browser_mismatch"]);
    expect(await auth.deps.users.findByEmail(email)).toBeUndefined();

    // A, the browser that asked, is signed in, and its cookie is cleared.
    const fromA = await postCallback(auth, fields, { Cookie: request.cookie });
    const back = redirectOf(fromA);
    expect(back.target).toBe(`${SHOP}/login`);
    expect(back.params.hanko_token).toMatch(TOKEN);
    expect(fromA.headers.get("set-cookie")).toMatch(/^__Host-hanko_saml_request=; Max-Age=0;/);
    expect(await auth.deps.users.findByEmail(email)).toBeDefined();
    // …once: the request is answered.
    expect(redirectOf(await postCallback(auth, fields, { Cookie: request.cookie })).params).toEqual(
      REFUSED,
    );
  });

  it("lets two sign-ins started in one browser both finish (the value is kept)", async () => {
    const first = await startSignIn(auth, idps.corp, { domain: CORP, redirect_to: SHOP });
    const second = await startSignIn(
      auth,
      idps.corp,
      { domain: CORP, redirect_to: SHOP },
      first.cookie,
    );
    expect(second.cookie).toBe(first.cookie);
    const email = `tabs-${unique()}@${CORP}`;
    const response = idps.corp.response({
      ...forUs,
      inResponseTo: second.id,
      nameId: email,
      email,
    });
    const fields = { SAMLResponse: response, RelayState: second.relayState };
    expect(
      redirectOf(await postCallback(auth, fields, { Cookie: first.cookie })).params.hanko_token,
    ).toMatch(TOKEN);
  });

  it("does not let an SP-initiated Response through the IdP-initiated door", async () => {
    const { fields, email } = await answeredInA();
    // Without the RelayState, from a browser with no cookie, at an IdP that allows IdP-initiated.
    const back = redirectOf(await postCallback(auth, { SAMLResponse: fields.SAMLResponse }));
    expect(back.params).toEqual(REFUSED);
    expect(loggedReasons()).toEqual(["relay_state_mismatch"]);
    expect(await auth.deps.users.findByEmail(email)).toBeUndefined();
  });

  it.each([
    { idp: "corp" as const, domain: CORP, allowed: true },
    { idp: "partner" as const, domain: PARTNER, allowed: false },
  ])(
    "takes IdP-initiated sign-in, which no browser started, only with allow_idp_initiated ($domain: $allowed)",
    async ({ idp, domain, allowed }) => {
      const email = `idp-${unique()}@${domain}`;
      const response = idps[idp].response({ ...forUs, nameId: email, email });
      const back = redirectOf(await postCallback(auth, { SAMLResponse: response }));
      if (allowed) {
        expect(back.params).toEqual({
          hanko_token: expect.stringMatching(TOKEN) as string,
          saml_hint: "idp_initiated",
        });
      } else {
        expect(back.params).toEqual(REFUSED);
        expect(loggedReasons()).toEqual(["idp_initiated_not_allowed"]);
      }
      expect((await auth.deps.users.findByEmail(email)) !== undefined).toBe(allowed);
    },
  );
});
