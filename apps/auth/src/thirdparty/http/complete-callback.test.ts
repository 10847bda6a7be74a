// What /thirdparty/callback passes on and what it keeps to the log (complete-callback.ts): a
// provider's error code only when it is a short OAuth word, its description only as bounded
// printable ASCII; the typed cause of a failure in the server's log, never on the browser's
// redirect; and a database failure mid-sign-in a `server_error` that links nobody.
import { sql } from "@kretsbutiken/database";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestAuth } from "../../../test/create-test-auth.ts";
import { createIdentityStore } from "../../identities/identity-store.ts";
import { errorRedirect } from "../../identities/finish-sign-in.ts";
import { createState, type OAuthStateInput } from "../oauth-state.ts";
import { STATE_COOKIE_NAME } from "../state-cookie.ts";
import type { LocalOidcProvider } from "../testing/local-oidc-provider.ts";
import { callbackParams } from "./callback-params.ts";
import { completeCallback } from "./complete-callback.ts";
import {
  Browser,
  createThirdPartyTestAuth,
  ERROR_PAGE,
  locationOf,
  REDIRECT_TO,
  startIdp,
  thirdPartyEnv,
  type IdpAccounts,
} from "./testing/third-party-test-auth.ts";
import { ERROR, INFO, logCapture, WARN } from "./testing/log-capture.ts";

const SETUP_TIMEOUT_MS = 30_000;

const accounts: IdpAccounts = {};
const log = logCapture();
let idp: LocalOidcProvider;
let auth: TestAuth;

beforeAll(async () => {
  idp = await startIdp(accounts);
  // Beside the local IdP's providers, one whose discovery fails: nothing listens on port 9.
  const env = JSON.parse(thirdPartyEnv(idp)) as { custom_providers: Record<string, unknown> };
  env.custom_providers.Gone = {
    enabled: true,
    display_name: "Gone",
    client_id: "c",
    secret: "s",
    issuer: "http://127.0.0.1:9",
    scopes: ["openid"],
  };
  auth = await createThirdPartyTestAuth(
    idp,
    { THIRD_PARTY: JSON.stringify(env) },
    { deps: { logger: log.logger } },
  );
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await auth?.close();
  await idp?.close();
});

beforeEach(() => {
  log.take();
});

const logged = () => log.take();

const newAccount = (claims: Record<string, unknown> = {}) => {
  const id = `acct-${crypto.randomUUID()}`;
  accounts[id] = { email: `${id}@example.test`, email_verified: true, ...claims };
  return id;
};

/** A callback with these fields in a browser holding the cookie of a state our server sealed. */
async function callback(params: Record<string, string>, input: Partial<OAuthStateInput> = {}) {
  const started = createState(
    auth.deps.secretBox,
    { provider: "custom_local", redirectTo: REDIRECT_TO, isFlow: false, ...input },
    new Date(),
  );
  const browser = new Browser(auth);
  browser.cookies.set(STATE_COOKIE_NAME, started.cookieValue);
  const query = new URLSearchParams({ state: started.state, ...params });
  return locationOf(await browser.get(`/thirdparty/callback?${query}`));
}

function errorOf(back: URL): { error: string | null; description: string | null } {
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_TO);
  expect(back.searchParams.has("hanko_token")).toBe(false);
  return {
    error: back.searchParams.get("error"),
    description: back.searchParams.get("error_description"),
  };
}

describe("the provider's error code", () => {
  it.each([
    ["an OAuth code", "invalid_scope"],
    ["every character a code may hold", "Az09_.-"],
    ["64 characters", "e".repeat(64)],
  ])("passes on %s", async (_name, error) => {
    expect(errorOf(await callback({ error }))).toEqual({ error, description: error });
  });

  it.each([
    ["65 characters", "e".repeat(65)],
    ["markup before a code", "<b>denied"],
    ["markup after a code", "denied<b>"],
    ["a space", "access denied"],
    ["a quote", 'denied"'],
  ])("answers %s with invalid_request", async (_name, error) => {
    expect(errorOf(await callback({ error }))).toEqual({
      error: "invalid_request",
      description: "the request could not be completed",
    });
  });

  it("is logged with the provider; the code is not redeemed", async () => {
    const back = await callback({ error: "access_denied", code: "code" });
    expect(errorOf(back).error).toBe("access_denied");
    expect(logged()).toEqual([
      {
        level: INFO,
        msg: "provider answered an error",
        provider: "custom_local",
        error: "access_denied",
      },
    ]);
  });
});

describe("the provider's error description", () => {
  it.each([
    ["as it is", "The user said no.", "The user said no."],
    ["without control characters, non-ASCII and outer spaces", " \u0007Say\u00e9 no\n ", "Say no"],
    ["cut at 200 characters", "d".repeat(300), "d".repeat(200)],
    ["none if nothing printable is left", "\u00e9\u0007\t", "access was denied"],
    ["none if only spaces", "   ", "access was denied"],
  ])("is passed on %s", async (_name, description, shown) => {
    const back = await callback({ error: "access_denied", error_description: description });
    expect(errorOf(back)).toEqual({ error: "access_denied", description: shown });
  });
});

describe("refusals, in the log", () => {
  it.each([
    ["no state", "state_missing", () => new Browser(auth).get("/thirdparty/callback?code=x")],
    [
      "a state without its browser's cookie",
      "cookie_missing",
      async () => {
        const started = createState(
          auth.deps.secretBox,
          { provider: "custom_local", redirectTo: REDIRECT_TO, isFlow: false },
          new Date(),
        );
        const query = new URLSearchParams({ state: started.state, code: "x" });
        return new Browser(auth).get(`/thirdparty/callback?${query}`);
      },
    ],
  ])("%s: %s", async (_name, reason, send) => {
    await send();
    expect(logged()).toEqual([{ level: INFO, msg: "third-party callback refused", reason }]);
  });

  it("a redirect_to no longer allowed: redirect_not_allowed", async () => {
    await callback({ code: "x" }, { redirectTo: "https://elsewhere.example/return" });
    expect(logged()).toEqual([
      { level: INFO, msg: "third-party callback refused", reason: "redirect_not_allowed" },
    ]);
  });

  it("a provider no longer enabled, and a callback without a code", async () => {
    await callback({ code: "x" }, { provider: "github" });
    await callback({});
    expect(logged()).toEqual([
      {
        level: INFO,
        msg: "third-party callback for a provider no longer enabled",
        provider: "github",
      },
      { level: INFO, msg: "third-party callback without a code", provider: "custom_local" },
    ]);
  });

  it("a code the provider refuses: server_error for the browser, the typed cause in the log", async () => {
    const back = await callback({ code: "not-a-code" });
    expect(errorOf(back)).toEqual({
      error: "server_error",
      description: "an internal error has occurred",
    });
    expect(back.search).not.toContain("invalid_grant");
    expect(logged()).toEqual([
      {
        level: WARN,
        msg: "third-party sign-in failed",
        provider: "custom_local",
        error: "token_refused",
        providerError: "invalid_grant",
        detail: `400 from ${idp.issuer}/token`,
      },
    ]);
  });

  it("a provider that cannot be reached at the callback: server_error, the cause in the log", async () => {
    const back = await callback({ code: "x" }, { provider: "custom_gone" });
    expect(errorOf(back)).toEqual({
      error: "server_error",
      description: "an internal error has occurred",
    });
    expect(logged()).toEqual([
      {
        level: WARN,
        msg: "third-party sign-in failed",
        provider: "custom_gone",
        error: "provider_unreachable",
        detail: "http://127.0.0.1:9/.well-known/openid-configuration: TypeError: fetch failed",
      },
    ]);
  });

  it("a sign-in the linking rules refuse, with its code; a sign-in that succeeds, nothing", async () => {
    const browser = new Browser(auth);
    const unverified = newAccount({ email_verified: false });
    const refused = await browser.signIn(idp, "custom_local", unverified);
    expect(errorOf(refused).error).toBe("unverified_email");
    expect(logged()).toEqual([
      {
        level: INFO,
        msg: "third-party sign-in refused",
        provider: "custom_local",
        code: "unverified_email",
      },
    ]);
    const signedIn = await browser.signIn(idp, "custom_local", newAccount());
    expect(signedIn.searchParams.has("hanko_token")).toBe(true);
    expect(logged()).toEqual([]);
  });
});

describe("a repeated field, however genuine its values", () => {
  it("a state given twice is no state: refused at the error page, nobody signed in", async () => {
    const browser = new Browser(auth);
    const account = newAccount();
    const callback = await idp.signIn(await browser.startAt("custom_local"), account);
    const state = callback.searchParams.get("state")!;
    callback.searchParams.append("state", state);
    const back = locationOf(await browser.get(Browser.callbackPath(callback)));
    expect(`${back.origin}${back.pathname}`).toBe(ERROR_PAGE);
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(back.searchParams.has("hanko_token")).toBe(false);
    expect(logged()).toEqual([
      { level: INFO, msg: "third-party callback refused", reason: "state_missing" },
    ]);
    expect(await auth.deps.users.findByEmail(`${account}@example.test`)).toBeUndefined();
  });

  it("a code given twice is no code: invalid_request, nobody signed in", async () => {
    const browser = new Browser(auth);
    const account = newAccount();
    const callback = await idp.signIn(await browser.startAt("custom_local"), account);
    callback.searchParams.append("code", callback.searchParams.get("code")!);
    const back = locationOf(await browser.get(Browser.callbackPath(callback)));
    expect(errorOf(back).error).toBe("invalid_request");
    expect(await auth.deps.users.findByEmail(`${account}@example.test`)).toBeUndefined();
  });
});

describe("completeCallback's outcome", () => {
  const sealed = () =>
    createState(
      auth.deps.secretBox,
      { provider: "custom_local", redirectTo: REDIRECT_TO, isFlow: false },
      new Date(),
    );

  it("is a redirect: to redirect_to once the state is open, else to the error page", async () => {
    const started = sealed();
    const params = { state: started.state, error: "access_denied" };
    expect(
      await completeCallback(auth.deps, params, started.cookieValue, log.logger),
    ).toStrictEqual({ kind: "redirect", location: errorRedirect(REDIRECT_TO, "access_denied") });
    expect(await completeCallback(auth.deps, params, undefined, log.logger)).toStrictEqual({
      kind: "redirect",
      location: errorRedirect(ERROR_PAGE, "invalid_request"),
    });
  });

  it("is a redirect with the token after a sign-in", async () => {
    const browser = new Browser(auth);
    const callback = await idp.signIn(await browser.startAt("custom_local"), newAccount());
    const outcome = await completeCallback(
      auth.deps,
      callbackParams(callback.searchParams),
      browser.cookies.get(STATE_COOKIE_NAME),
      log.logger,
    );
    expect(outcome.kind).toBe("redirect");
    const back = new URL(outcome.kind === "redirect" ? outcome.location : "");
    expect([...back.searchParams.keys()]).toEqual(["hanko_token"]);
  });

  it("is refused, with no error page to send the browser to", async () => {
    const config = {
      ...auth.config,
      thirdParty: { ...auth.config.thirdParty, error_redirect_url: undefined },
    };
    const started = sealed();
    const outcome = await completeCallback(
      { ...auth.deps, config },
      { state: started.state, code: "x" },
      undefined,
      log.logger,
    );
    expect(outcome).toStrictEqual({ kind: "refused" });
  });
});

describe("the identity's data", () => {
  const dataOf = async (account: string) => {
    const found = await createIdentityStore(auth.deps.db, auth.deps.clock).find(
      "custom_local",
      account,
    );
    return JSON.parse(found!.data) as unknown;
  };

  it("keeps the provider's claims under their OIDC names, and none it did not send", async () => {
    const picture = "https://cdn.example.test/jane.png";
    const full = newAccount({ name: "Jane Doe", picture });
    const bare = newAccount();
    for (const account of [full, bare]) {
      const back = await new Browser(auth).signIn(idp, "custom_local", account);
      expect(back.searchParams.has("hanko_token")).toBe(true);
    }
    expect(await dataOf(full)).toStrictEqual({
      sub: full,
      email: `${full}@example.test`,
      email_verified: true,
      name: "Jane Doe",
      picture,
    });
    expect(await dataOf(bare)).toStrictEqual({
      sub: bare,
      email: `${bare}@example.test`,
      email_verified: true,
    });
  });
});

describe("a database failure while linking", () => {
  /** A trigger that makes every new identity fail, as a database fault would. */
  async function failIdentityInserts(on: boolean): Promise<void> {
    const { db } = auth.deps;
    if (auth.deps.dialect === "sqlite") {
      await (
        on
          ? sql`create trigger fail_identity before insert on identities
              begin select raise(abort, 'the database failed'); end`
          : sql`drop trigger fail_identity`
      ).execute(db);
      return;
    }
    if (on) {
      await sql`create function fail_identity() returns trigger language plpgsql as
        $$ begin raise exception 'the database failed'; end $$`.execute(db);
      await sql`create trigger fail_identity before insert on identities
        for each row execute function fail_identity()`.execute(db);
    } else {
      await sql`drop trigger fail_identity on identities`.execute(db);
      await sql`drop function fail_identity()`.execute(db);
    }
  }

  it("is server_error: nobody is signed up, the error goes to the log", async () => {
    const account = newAccount();
    await failIdentityInserts(true);
    let back: URL;
    try {
      back = await new Browser(auth).signIn(idp, "custom_local", account);
    } finally {
      await failIdentityInserts(false);
    }
    expect(errorOf(back)).toEqual({
      error: "server_error",
      description: "an internal error has occurred",
    });
    expect(await auth.deps.users.findByEmail(`${account}@example.test`)).toBeUndefined();
    expect(
      await createIdentityStore(auth.deps.db, auth.deps.clock).find("custom_local", account),
    ).toBeUndefined();
    const [entry, ...more] = logged();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      level: ERROR,
      msg: "third-party sign-in failed",
      provider: "custom_local",
      err: { message: expect.stringContaining("the database failed") as unknown },
    });
  });
});
