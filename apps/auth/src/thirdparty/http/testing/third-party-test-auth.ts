// The whole auth server with third-party sign-in against a real OpenID provider (the local
// oidc-provider on an ephemeral port), and a browser that carries our cookies between the
// redirects: for the tests of /thirdparty/auth, /thirdparty/callback and POST /token.
//
// The provider is configured three ways, all at the one local IdP:
// - `custom_local` ("Local IdP") and `custom_strict` ("Strict IdP"): custom providers found by
//   discovery; Local allows linking, Strict (the custom providers' default) does not.
// - `google` and `apple`: the built-ins pointed at the IdP by the `endpoints` override.
//   Neither asks for the `openid` scope (Google's userinfo and Apple's ID token do without it),
//   which the local IdP needs for both: `asBrowser` adds it to their authorization URLs, the
//   only change a test makes to what our server sends.
import {
  createTestAuth,
  type TestAuth,
  type TestAuthOptions,
  type TestEnv,
} from "../../../../test/create-test-auth.ts";
import { STATE_COOKIE_NAME } from "../../state-cookie.ts";
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from "../../testing/local-oidc-provider.ts";
import { beginSignIn, type BeginSignIn } from "../../third-party-runtime.ts";

export const SHOP = "https://shop.example.test";
export const REDIRECT_TO = `${SHOP}/account/return`;
export const ERROR_PAGE = `${SHOP}/error`;

/** Claims by account id; mutable, the IdP reads them at each sign-in. */
export type IdpAccounts = Record<string, Record<string, unknown>>;

export async function startIdp(accounts: IdpAccounts): Promise<LocalOidcProvider> {
  return startLocalOidcProvider({ accounts });
}

/** The THIRD_PARTY variable for the local IdP. */
export function thirdPartyEnv(idp: LocalOidcProvider): string {
  const [basic, post] = idp.clients;
  const custom = (displayName: string, allowLinking: boolean) => ({
    enabled: true,
    display_name: displayName,
    client_id: basic.clientId,
    secret: basic.clientSecret,
    issuer: idp.issuer,
    scopes: ["openid", "email", "profile"],
    allow_linking: allowLinking,
  });
  const builtIn = {
    enabled: true,
    client_id: post.clientId,
    secret: post.clientSecret,
  };
  return JSON.stringify({
    providers: {
      google: {
        ...builtIn,
        endpoints: {
          authorization_endpoint: `${idp.issuer}/auth`,
          token_endpoint: `${idp.issuer}/token`,
          userinfo_endpoint: `${idp.issuer}/me`,
        },
      },
      apple: {
        ...builtIn,
        endpoints: {
          authorization_endpoint: `${idp.issuer}/auth`,
          token_endpoint: `${idp.issuer}/token`,
          jwks_uri: `${idp.issuer}/jwks`,
          issuer: idp.issuer,
        },
      },
    },
    custom_providers: { Local: custom("Local IdP", true), Strict: custom("Strict IdP", false) },
    redirect_url: basic.redirectUri,
    error_redirect_url: ERROR_PAGE,
    allowed_redirect_urls: [`${SHOP}/**`],
  });
}

export function createThirdPartyTestAuth(
  idp: LocalOidcProvider,
  env: TestEnv = {},
  options: TestAuthOptions = {},
): Promise<TestAuth> {
  return createTestAuth(
    { THIRD_PARTY: thirdPartyEnv(idp), RATE_LIMIT_ENABLED: "false", ...env },
    { redis: false, ...options },
  );
}

/** A 303's Location, or a failed expectation. */
export function locationOf(response: Response): URL {
  const location = response.headers.get("location");
  if (response.status !== 303 || location === null) {
    throw new Error(`expected a 303 with a Location, got ${response.status}`);
  }
  return new URL(location);
}

/** One browser: keeps the cookies our server sets and sends them back. */
export class Browser {
  readonly cookies = new Map<string, string>();
  private readonly auth: TestAuth;

  constructor(auth: TestAuth) {
    this.auth = auth;
  }

  async get(path: string): Promise<Response> {
    return this.receive(await this.auth.request(path, { headers: this.cookieHeader() }));
  }

  async post(
    path: string,
    body: BodyInit,
    contentType?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers = { ...this.cookieHeader(), ...extraHeaders };
    if (contentType !== undefined) headers["Content-Type"] = contentType;
    return this.receive(await this.auth.request(path, { method: "POST", headers, body }));
  }

  /** `GET /thirdparty/auth`: the provider's authorization URL. */
  async startAt(provider: string, redirectTo = REDIRECT_TO): Promise<string> {
    const query = new URLSearchParams({ provider, redirect_to: redirectTo });
    const url = locationOf(await this.get(`/thirdparty/auth?${query}`));
    return asBrowser(provider, url.href);
  }

  /**
   * Starts as a flow action does (`thirdparty_oauth`, or the profile's connect action): the
   * authorization URL, with the state cookie kept as the browser would.
   */
  async begin(input: Omit<BeginSignIn, "redirectTo"> & { redirectTo?: string }): Promise<string> {
    const begun = await beginSignIn(
      {
        config: this.auth.config,
        secretBox: this.auth.deps.secretBox,
        clock: this.auth.deps.clock,
      },
      { redirectTo: REDIRECT_TO, ...input },
    );
    if (!begun.ok) throw new Error(`beginSignIn refused: ${begun.reason}`);
    const [pair = ""] = begun.cookie.split(";");
    this.cookies.set(STATE_COOKIE_NAME, pair.slice(pair.indexOf("=") + 1));
    return asBrowser(input.provider, begun.redirectUrl);
  }

  /** The callback URL as the provider sends it back, our server's part only. */
  static callbackPath(callback: URL): string {
    return `${callback.pathname}${callback.search}`;
  }

  /** Starts at our server, signs in at the IdP and returns where our callback sends us. */
  async signIn(idp: LocalOidcProvider, provider: string, account: string): Promise<URL> {
    const callback = await idp.signIn(await this.startAt(provider), account);
    return locationOf(await this.get(Browser.callbackPath(callback)));
  }

  private cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    const pairs = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    return { Cookie: pairs.join("; ") };
  }

  /** Keeps the cookies a response sets (or expires), as a browser would. */
  receive(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/;\s*max-age=0\b/i.test(header) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** The authorization URL with the `openid` scope the local IdP needs (see the file's head). */
export function asBrowser(provider: string, authorizationUrl: string): string {
  if (provider !== "google" && provider !== "apple") return authorizationUrl;
  const url = new URL(authorizationUrl);
  const scopes = new Set((url.searchParams.get("scope") ?? "").split(" ").filter(Boolean));
  scopes.delete("name");
  url.searchParams.set("scope", ["openid", ...scopes].join(" "));
  return url.href;
}

/**
 * The user cancels at the IdP: the `abort` link of its sign-in page, and the redirect back to
 * our callback with `error=access_denied`.
 */
export async function denyAt(idp: LocalOidcProvider, authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL) => {
    const response = await fetch(url, {
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
      redirect: "manual",
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    await response.body?.cancel();
    const location = response.headers.get("location");
    if (location === null)
      throw new Error(`the IdP answered ${response.status} without a redirect`);
    return new URL(location, url);
  };
  const interaction = await send(new URL(authorizationUrl));
  const redirectUri = idp.clients[0].redirectUri;
  let next = await send(new URL(`${interaction.pathname}/abort`, interaction));
  for (let step = 0; step < 5 && !next.href.startsWith(redirectUri); step++) {
    next = await send(next);
  }
  if (!next.href.startsWith(redirectUri)) throw new Error(`no redirect back: ${next.href}`);
  return next;
}
