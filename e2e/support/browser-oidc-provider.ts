// A real OpenID provider (oidc-provider, apps/auth/src/thirdparty/testing/local-oidc-provider.ts)
// for browser tests: a person signs in on its devInteractions pages in Chromium (any login name
// and password, then consent; "[ Cancel ]" sends `access_denied` back). The auth server knows it
// twice: as a custom provider found by discovery, and as a stand-in for Google, whose endpoints
// the configuration overrides. Google answers userinfo for the scopes `email profile` without
// `openid`, which oidc-provider's own userinfo refuses, so the stand-in's userinfo is served
// here, beside it, from the same accounts.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from "../../apps/auth/src/thirdparty/testing/local-oidc-provider.ts";
import type { ThirdPartyConfigInput } from "../../apps/auth/src/thirdparty/provider-config.ts";

/** What the provider says about an account, beside `sub` (its login name). */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

/** The custom provider's key and display name: its id is `custom_kretskonto`. */
export const CUSTOM_PROVIDER = { key: "kretskonto", id: "custom_kretskonto", name: "Kretskonto" };

export interface BrowserOidcProvider {
  issuer: string;
  /**
   * The accounts by login name; an account not listed has `<login>@example.test`, verified.
   * Changing one between sign-ins is an account whose address changed at the provider.
   */
  accounts: Record<string, ProviderAccount>;
  /**
   * THIRD_PARTY for an auth server at `authUrl` whose widget page is `pageUrl`: the custom
   * provider and the Google stand-in, redirects allowed back to the page only; the page is the
   * error page too.
   */
  thirdPartyConfig(options: {
    authUrl: string;
    pageUrl: string;
    customAllowsLinking?: boolean;
  }): ThirdPartyConfigInput;
  /**
   * The provider's answer to an authorization request, for `login`, as the address it sends
   * the browser back to (code and state) without any browser going there.
   */
  answer(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startBrowserOidcProvider(options: {
  /** The /thirdparty/callback of every auth server that signs in here. */
  redirectUris: readonly [string, ...string[]];
}): Promise<BrowserOidcProvider> {
  const accounts: Record<string, ProviderAccount> = {};
  const claimsOf = (login: string): ProviderAccount =>
    accounts[login] ?? { email: `${login}@example.test`, email_verified: true };
  // The local provider reads `accounts` at each sign-in, so later changes count; its default
  // for a login not listed is claimsOf's.
  const idp = await startLocalOidcProvider({ accounts, redirectUris: options.redirectUris });
  const discovery = (await (
    await fetch(`${idp.issuer}/.well-known/openid-configuration`)
  ).json()) as { authorization_endpoint: string; token_endpoint: string };
  const userinfo = await startGoogleUserinfo(idp, claimsOf);
  const [basicClient, postClient] = idp.clients;

  return {
    issuer: idp.issuer,
    accounts,
    thirdPartyConfig: ({ authUrl, pageUrl, customAllowsLinking = false }) => ({
      providers: {
        google: {
          enabled: true,
          // Built-ins redeem the code with client_secret_post.
          client_id: postClient.clientId,
          secret: postClient.clientSecret,
          endpoints: {
            authorization_endpoint: discovery.authorization_endpoint,
            token_endpoint: discovery.token_endpoint,
            userinfo_endpoint: userinfo.url,
          },
        },
      },
      custom_providers: {
        [CUSTOM_PROVIDER.key]: {
          enabled: true,
          display_name: CUSTOM_PROVIDER.name,
          client_id: basicClient.clientId,
          secret: basicClient.clientSecret,
          issuer: idp.issuer,
          scopes: ["openid", "email", "profile"],
          allow_linking: customAllowsLinking,
        },
      },
      redirect_url: `${authUrl}/thirdparty/callback`,
      error_redirect_url: pageUrl,
      default_redirect_url: pageUrl,
      allowed_redirect_urls: [`${pageUrl}**`],
    }),
    answer: (authorizationUrl, login) => idp.signIn(authorizationUrl, login),
    async close() {
      await userinfo.close();
      await idp.close();
    },
  };
}

/** Google's userinfo (https://www.googleapis.com/oauth2/v3/userinfo) for the stand-in. */
async function startGoogleUserinfo(
  idp: LocalOidcProvider,
  claimsOf: (login: string) => ProviderAccount,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
      const grant = bearer === undefined ? undefined : await idp.accessToken(bearer);
      if (grant === undefined) {
        response.writeHead(401, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: "invalid_token" }));
        return;
      }
      const scopes = new Set(grant.scope.split(" "));
      const { email, email_verified, name } = claimsOf(grant.accountId);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          sub: grant.accountId,
          ...(scopes.has("email") ? { email, email_verified } : {}),
          ...(scopes.has("profile") && name !== undefined ? { name } : {}),
        }),
      );
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/userinfo`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The person at the provider: signs in as `login` and consents, on whichever of those pages the
 * provider shows (none when it remembers them), until the browser is sent back.
 */
export async function signInAtProvider(page: Page, issuer: string, login: string): Promise<void> {
  for (let step = 0; step < 4; step++) {
    await page.waitForURL(
      (url) => url.origin !== issuer || url.pathname.startsWith("/interaction/"),
    );
    if (new URL(page.url()).origin !== issuer) return;
    const before = page.url();
    const loginField = page.locator("input[name=login]");
    if ((await loginField.count()) > 0) {
      await loginField.fill(login);
      await page.locator("input[name=password]").fill("valfritt-lösenord");
      await page.getByRole("button", { name: "Sign-in" }).click();
    } else {
      await page.getByRole("button", { name: "Continue" }).click();
    }
    await page.waitForURL((url) => url.href !== before);
  }
  throw new Error(`still at the provider after four pages: ${page.url()}`);
}

/** The person at the provider signs in as `login`, then cancels on the consent page. */
export async function cancelAtProvider(page: Page, issuer: string, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === issuer && url.pathname.startsWith("/interaction/"));
  await page.locator("input[name=login]").fill(login);
  await page.locator("input[name=password]").fill("valfritt-lösenord");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).waitFor();
  await page.getByRole("link", { name: "[ Cancel ]" }).click();
}

/** The devInteractions pages @import Google Fonts; offline, that request only slows them. */
export const OUTSIDE_FONTS = /^https:\/\/fonts\.(googleapis|gstatic)\.com\//;
