// A real OpenID provider for tests (oidc-provider, toolchain.md §7), in-process on an ephemeral
// port, with a scripted user: signIn follows an authorization URL through the devInteractions
// login and consent pages over HTTP (a cookie jar and fetch without automatic redirects) and
// answers the redirect back to the client, as a browser would carry it to our callback.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type AccountClaims } from "oidc-provider";

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  tokenEndpointAuthMethod: "client_secret_basic" | "client_secret_post";
}

export interface LocalOidcProvider {
  /** `http://127.0.0.1:<port>`; discovery at /.well-known/openid-configuration. */
  issuer: string;
  /** The registered clients, the first with client_secret_basic, the second with _post. */
  clients: readonly [LocalOidcClient, LocalOidcClient];
  /**
   * Signs in as `accountId` (any id; unknown ids get `<id>@example.test`, verified) and answers
   * the URL the browser would be sent back to: the redirect URI with `code` and `state`, or with
   * `error`. With response_mode=form_post, the posted fields as that URL's query.
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  /**
   * The account and scope a live access token was issued for, or undefined: what a stand-in
   * for a provider whose userinfo answers without the `openid` scope (Google's) needs, since
   * oidc-provider's own userinfo endpoint requires that scope.
   */
  accessToken(value: string): Promise<{ accountId: string; scope: string } | undefined>;
  close(): Promise<void>;
}

export interface LocalOidcOptions {
  /** Claims by account id, beside `sub`. */
  accounts?: Record<string, Omit<AccountClaims, "sub">>;
  /**
   * The clients' redirect URIs instead of the fixed test callback: a browser test registers the
   * real `/thirdparty/callback` of each auth server it starts. The first is `redirectUri`.
   */
  redirectUris?: readonly [string, ...string[]];
}

const REDIRECT_URI = "https://login.kretsbutiken.test/thirdparty/callback";
const MAX_STEPS = 20;

export async function startLocalOidcProvider(
  options: LocalOidcOptions = {},
): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirectUris = options.redirectUris ?? [REDIRECT_URI];
  const clients = [
    client("kretsbutiken-basic", "client_secret_basic", redirectUris[0]),
    client("kretsbutiken-post", "client_secret_post", redirectUris[0]),
  ] as const;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [...redirectUris],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: c.tokenEndpointAuthMethod,
    })),
    findAccount: (_ctx, id) =>
      Promise.resolve({
        accountId: id,
        claims: () =>
          Promise.resolve({
            sub: id,
            ...(options.accounts?.[id] ?? { email: `${id}@example.test`, email_verified: true }),
          }),
      }),
    // `xms_edov` stands in for Microsoft's optional claim, given only to accounts that have it.
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified", "xms_edov"],
      profile: ["name", "picture"],
    },
    // The ID token carries the scopes' claims too, as Apple's and Microsoft's do.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString("hex")] },
    features: { devInteractions: { enabled: true } },
    // Seconds; set, so that oidc-provider does not log a notice for each default it uses.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clients,
    signIn: (url, accountId) => signIn(url, accountId, redirectUris),
    async accessToken(value) {
      const token = await provider.AccessToken.find(value);
      if (token === undefined || token.isExpired) return undefined;
      return { accountId: token.accountId, scope: token.scope ?? "" };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const client = (
  clientId: string,
  tokenEndpointAuthMethod: LocalOidcClient["tokenEndpointAuthMethod"],
  redirectUri: string,
): LocalOidcClient => ({
  clientId,
  clientSecret: randomBytes(24).toString("base64url"),
  redirectUri,
  tokenEndpointAuthMethod,
});

async function signIn(
  authorizationUrl: string,
  accountId: string,
  redirectUris: readonly string[],
): Promise<URL> {
  const isRedirectUri = (url: URL) => redirectUris.some((uri) => url.href.startsWith(uri));
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      ...(body ? { body } : {}),
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
      redirect: "manual",
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location !== null) {
      url = new URL(location, url);
      body = undefined;
      if (isRedirectUri(url)) return url;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`IdP answered ${response.status}: ${html}`);
    const form = parseForm(html, url);
    if (form === undefined) throw new Error(`No form on the IdP's page: ${html}`);
    if (isRedirectUri(form.action)) {
      // response_mode=form_post: the page posts the answer to the client.
      const answer = new URL(form.action);
      for (const [name, value] of form.fields) answer.searchParams.set(name, value);
      return answer;
    }
    url = form.action;
    body = new URLSearchParams([...form.fields]);
    if (form.fields.get("prompt") === "login") {
      body.set("login", accountId);
      body.set("password", "any");
    }
  }
  throw new Error(`No redirect to the client after ${MAX_STEPS} steps`);
}

function parseForm(html: string, base: URL) {
  const action = /<form[^>]*\baction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) return undefined;
  const fields = new Map<string, string>();
  for (const input of html.matchAll(/<input[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1];
    if (name !== undefined && value !== undefined) fields.set(unescape(name), unescape(value));
  }
  return { action: new URL(unescape(action), base), fields };
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&#x2F;": "/",
  "&#x3D;": "=",
};

const unescape = (text: string): string =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27|#x2F|#x3D);/g, (entity) => ENTITIES[entity] ?? entity);
