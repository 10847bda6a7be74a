// The callback and the sign-in's start when something other than the Response is wrong: the
// provider was switched off or its metadata went away between the start and the callback
// (another instance of the server answers), a store fails, or the account cannot be finished.
// Each is a 303 back to the page with an error, logged at the level an operator acts on:
// `error` for our failures, `warn` for a refused Response, `info` for a sign-in the rules refuse.
// SQLite, one server per test file: the store failures drop a table of that server's own file.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import {
  CORP,
  forUs,
  postCallback,
  PUBLIC_URL,
  redirectOf,
  samlConfig,
  SHOP,
  startSignIn,
  startTestIdps,
  type TestIdps,
} from "../testing/saml-test-auth.ts";

const SERVER_ERROR = { error: "server_error", error_description: "an internal error has occurred" };

let idps: TestIdps;
let auth: TestAuth;
const logged: { level: string; reason: string | undefined; message?: string }[] = [];

/**
 * A logger that keeps the SAML entries' level names, typed causes and the causes' messages (not
 * the access log).
 */
function logCapture() {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as {
          level: number;
          msg?: string;
          reason?: string;
          err?: { code?: string; message?: string };
        };
        if (!entry.msg?.startsWith("SAML")) continue;
        const level = pino.levels.labels[entry.level]!;
        const reason = entry.reason ?? entry.err?.code;
        const message = entry.err?.message;
        logged.push({ level, reason, ...(message !== undefined && { message }) });
      }
      done();
    },
  });
  return pino({ level: "info" }, sink);
}

/** Another instance of the server over the same stores, with its own SAML configuration. */
const secondServer = (saml: ReturnType<typeof samlConfig>) =>
  createTestAuth(
    { PUBLIC_URL, SAML: JSON.stringify(saml), RATE_LIMIT_ENABLED: "false" },
    { sameStoresAs: auth, deps: { logger: logCapture() } },
  );

beforeAll(async () => {
  idps = await startTestIdps();
  auth = await createTestAuth(
    { PUBLIC_URL, SAML: JSON.stringify(samlConfig(idps)), RATE_LIMIT_ENABLED: "false" },
    { dialect: "sqlite", deps: { logger: logCapture() } },
  );
}, 60_000);
afterAll(async () => {
  await auth?.close();
  await idps?.close();
});
beforeEach(() => {
  logged.length = 0;
});

/** A started SP-initiated sign-in and its IdP's valid answer, ready to post. */
async function answeredSignIn(email: string) {
  const request = await startSignIn(auth, idps.corp, {
    domain: CORP,
    redirect_to: `${SHOP}/login`,
  });
  const response = idps.corp.response({ ...forUs, inResponseTo: request.id, nameId: email, email });
  return {
    fields: { SAMLResponse: response, RelayState: request.relayState },
    browser: { Cookie: request.cookie },
  };
}

describe("a Response the service provider refuses", () => {
  it("is logged as a warning with its cause", async () => {
    const { fields, browser } = await answeredSignIn("warned@corp.example");
    const back = redirectOf(await postCallback(auth, fields, { Cookie: `${browser.Cookie}x` }));
    expect(back.params.error).toBe("invalid_request");
    expect(logged).toEqual([
      {
        level: "warn",
        reason: "browser_mismatch",
        message: "the Response was posted by another browser than the one that asked",
      },
    ]);
  });

  it("without a SAMLResponse is logged as a warning too", async () => {
    expect(redirectOf(await postCallback(auth, { RelayState: "x" })).params.error).toBe(
      "invalid_request",
    );
    expect(logged).toEqual([{ level: "warn", reason: undefined }]);
  });
});

describe("a sign-in that succeeds", () => {
  it("logs no SAML refusal or failure", async () => {
    const { fields, browser } = await answeredSignIn("welcome@corp.example");
    expect(redirectOf(await postCallback(auth, fields, browser)).params.hanko_token).toBeDefined();
    expect(logged).toEqual([]);
  });
});

describe("a sign-in refused at its start", () => {
  it("is logged as information with the reason the page is given", async () => {
    const query = new URLSearchParams({ domain: "unknown.example", redirect_to: SHOP });
    const back = redirectOf(await auth.request(`/saml/auth?${query.toString()}`));
    expect(back.params).toEqual({
      error: "invalid_request",
      error_description: "no identity provider serves the domain",
    });
    expect(logged).toEqual([{ level: "info", reason: "no identity provider serves the domain" }]);
  });
});

describe("a provider switched off after the sign-in started", () => {
  it("sends the browser back to its page with server_error", async () => {
    const { fields, browser } = await answeredSignIn("switched-off@corp.example");
    const saml = samlConfig(idps);
    saml.identity_providers![0] = { ...saml.identity_providers![0]!, enabled: false };
    const second = await secondServer(saml);
    try {
      const back = redirectOf(await postCallback(second, fields, browser));
      expect(back).toEqual({ status: 303, target: `${SHOP}/login`, params: SERVER_ERROR });
      expect(logged).toEqual([
        {
          level: "error",
          reason: "internal_error",
          message: `the provider for ${CORP} is no longer enabled`,
        },
      ]);
      expect(await auth.deps.users.findByEmail("switched-off@corp.example")).toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it("whose metadata cannot be fetched any more: server_error too", async () => {
    const { fields, browser } = await answeredSignIn("no-metadata@corp.example");
    const saml = samlConfig(idps);
    saml.identity_providers![0] = {
      ...saml.identity_providers![0]!,
      metadata_url: `${idps.metadataUrl}/gone`,
    };
    const second = await secondServer(saml);
    try {
      const back = redirectOf(await postCallback(second, fields, browser));
      expect(back).toEqual({ status: 303, target: `${SHOP}/login`, params: SERVER_ERROR });
      expect(logged).toEqual([
        { level: "error", reason: "metadata_unavailable", message: expect.any(String) as string },
      ]);
    } finally {
      await second.close();
    }
  });
});

describe("an IdP-initiated sign-in the account rules refuse", () => {
  it("goes back with the rule's error, without the IdP-initiated hint", async () => {
    const saml = samlConfig(idps);
    const closed = await createTestAuth(
      {
        PUBLIC_URL,
        SAML: JSON.stringify(saml),
        RATE_LIMIT_ENABLED: "false",
        SIGNUP_ENABLED: "false",
      },
      { dialect: "sqlite", deps: { logger: logCapture() } },
    );
    try {
      const email = "newcomer@corp.example";
      const response = idps.corp.response({ ...forUs, nameId: email, email });
      const answer = await postCallback(closed, {
        SAMLResponse: response,
        RelayState: `${SHOP}/welcome`,
      });
      // No SP-initiated request was answered: the browser's binding cookie is left alone.
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(redirectOf(answer)).toEqual({
        status: 303,
        target: `${SHOP}/welcome`,
        params: { error: "signup_disabled", error_description: expect.any(String) as string },
      });
      expect(logged).toEqual([{ level: "info", reason: "signup_disabled" }]);
    } finally {
      await closed.close();
    }
  });
});

// Last: these break this server's database for good.
describe("a store that fails", () => {
  it("while the account is signed in: server_error back to the page, nobody signed in", async () => {
    const { fields, browser } = await answeredSignIn("store-down@corp.example");
    await auth.deps.db.schema.dropTable("one_time_tokens").execute();
    const back = redirectOf(await postCallback(auth, fields, browser));
    expect(back).toEqual({ status: 303, target: `${SHOP}/login`, params: SERVER_ERROR });
    expect(logged).toEqual([
      {
        level: "error",
        reason: "internal_error",
        // The log shows what failed underneath, here the store's own words.
        message: expect.stringMatching(/^SAML callback failed: .*one_time_tokens/) as string,
      },
    ]);
    expect(await auth.deps.users.findByEmail("store-down@corp.example")).toBeUndefined();
  });

  it("while the sign-in starts: server_error back to redirect_to, no cookie", async () => {
    await auth.deps.db.schema.dropTable("saml_messages").execute();
    const query = new URLSearchParams({ domain: CORP, redirect_to: `${SHOP}/login` });
    const response = await auth.request(`/saml/auth?${query.toString()}`);
    expect(redirectOf(response)).toEqual({
      status: 303,
      target: `${SHOP}/login`,
      params: SERVER_ERROR,
    });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(logged).toEqual([
      { level: "error", reason: "internal_error", message: expect.any(String) as string },
    ]);
  });
});
