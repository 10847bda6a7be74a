// oidc-provider has no types; these come with every import of this module, also from the
// projects outside apps/auth that start the server (e2e, bench).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module, no exports
/// <reference path="./oidc-provider.d.ts" />
// "Logga in med Kretsbutiken": this server as an OpenID Provider for other sites, built on
// oidc-provider (panva's certified library) under OPENID_MOUNT_PATH. Authorization code with
// PKCE for every client, discovery, JWKS, ID tokens carrying the verified address, userinfo,
// refresh tokens rotated at each use (a used one presented again revokes the whole grant),
// token revocation and RP-initiated logout. Clients come from the admin API
// (openid-clients.ts); records live in the database (openid-model-store.ts); ID tokens are
// signed with keys of their own, never the session keys. The person signs in on our own pages
// with our widget and the flow API (openid-interactions.ts). docs/decisions/0069.
import { createHmac } from "node:crypto";
import type { Dialect } from "@kretsbutiken/database";
import Provider from "oidc-provider";
import type { AuthConfig } from "../config/config.ts";
import { loadSecretKeys } from "../secrets/secrets-key.ts";
import type { AuthDeps } from "../services.ts";
import { createSigningKeyRing } from "../sessions/signing-key-ring.ts";
import { accountClaims, SCOPE_CLAIMS } from "./openid-account.ts";
import { syncConfiguredClients } from "./configured-clients.ts";
import { createOpenIdClients, type OpenIdClients } from "./openid-clients.ts";
import { latestGrantId } from "./openid-grants.ts";
import { interactionPath, openIdInteractions } from "./openid-interactions.ts";
import { endSessionOnLogout } from "./openid-logout.ts";
import { createModelStore } from "./openid-model-store.ts";
import { linkSessions } from "./openid-session-link.ts";
import { logoutPages, refusalPage } from "./openid-responses.ts";

/** Where the provider answers on this server; the issuer is PUBLIC_URL followed by it. */
export const OPENID_MOUNT_PATH = "/oidc";

/** Seconds each record lives (oidc-provider's ttl). */
export function openIdLifetimes(config: Pick<AuthConfig, "session">): Record<string, number> {
  return {
    AuthorizationCode: 60,
    AccessToken: 3600,
    IdToken: 3600,
    Interaction: 1800,
    // The provider's own sign-in lasts as long as one of our sessions does.
    Session: config.session.lifetimeSeconds,
    // Consent is remembered per user and client for a year, or until the client is removed.
    Grant: 365 * 24 * 3600,
    RefreshToken: 30 * 24 * 3600,
  };
}

/** The provider's cookie keys, derived from SECRETS_KEY (and the previous keys, to rotate). */
export function openIdCookieKeys(config: Pick<AuthConfig, "env" | "dataDir" | "secrets">) {
  const { current, previous } = loadSecretKeys(config);
  return [current, ...previous].map((key) =>
    createHmac("sha256", key).update("kretsbutiken openid cookies").digest("base64url"),
  );
}

export interface OpenIdProviderDeps extends Pick<
  AuthDeps,
  "config" | "db" | "clock" | "users" | "sessions" | "secretBox"
> {
  dialect: Dialect;
}

export interface OpenIdProvider {
  provider: Provider;
  clients: OpenIdClients;
}

/** The Client model reads the admin API's table; oidc-provider never writes clients. */
function clientAdapter(clients: OpenIdClients) {
  return {
    find: (clientId: string) => clients.metadata(clientId),
    upsert: () => Promise.resolve(),
    findByUid: () => Promise.resolve(undefined),
    findByUserCode: () => Promise.resolve(undefined),
    consume: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
    revokeByGrantId: () => Promise.resolve(),
  };
}

interface GrantContext {
  oidc: {
    client: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  };
}

export async function createOpenIdProvider(deps: OpenIdProviderDeps): Promise<OpenIdProvider> {
  const { config, db, clock, users } = deps;
  const clients = createOpenIdClients(db, deps.secretBox, clock);
  const keys = createSigningKeyRing({
    db,
    clock,
    box: deps.secretBox,
    dialect: deps.dialect,
    table: "openid_signing_keys",
  });
  await keys.ensure();
  await syncConfiguredClients(clients, config.openIdProvider.clients);
  const models = createModelStore(db, clock);
  const issuer = `${config.publicUrl}${OPENID_MOUNT_PATH}`;
  const provider = new Provider(issuer, {
    adapter: (model: string) => (model === "Client" ? clientAdapter(clients) : models(model)),
    findAccount: async (_ctx: unknown, id: string) => {
      const claims = await accountClaims(users, id);
      return claims && { accountId: id, claims: () => Promise.resolve(claims) };
    },
    claims: Object.fromEntries(
      Object.entries(SCOPE_CLAIMS).map(([scope, claims]) => [scope, [...claims]]),
    ),
    scopes: ["openid", "email", "profile", "offline_access"],
    cookies: {
      keys: openIdCookieKeys(config),
      long: { httpOnly: true, sameSite: "lax", secure: config.publicUrl.startsWith("https:") },
      short: { httpOnly: true, sameSite: "lax", secure: config.publicUrl.startsWith("https:") },
    },
    jwks: { keys: await keys.privateJwks() },
    responseTypes: ["code"],
    // OpenID Connect Core requires redirect_uri; the library would take a lone registered one.
    allowOmittingSingleRegisteredRedirectUri: false,
    // Stricter than the library's default: PKCE for confidential clients too (decision 0069).
    pkce: { required: () => true },
    // The ID token itself carries the address, not only userinfo.
    conformIdTokenClaims: false,
    rotateRefreshToken: true,
    ttl: openIdLifetimes(config),
    features: {
      devInteractions: { enabled: false },
      claimsParameter: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, ...logoutPages() },
    },
    // Consent is remembered per user and client, in any browser: the newest grant of the two.
    loadExistingGrant: async (ctx: GrantContext) => {
      const { client, session, result } = ctx.oidc;
      const accountId = session.accountId;
      const grantId =
        result?.consent?.grantId ??
        session.grantIdFor(client.clientId) ??
        (accountId === undefined
          ? undefined
          : await latestGrantId(db, accountId, client.clientId, clock.now()));
      return grantId === undefined ? undefined : ctx.oidc.provider.Grant.find(grantId);
    },
    // A browser app (a public client) may call the token endpoint and userinfo from the origins
    // it was registered with; a confidential client calls them from its server.
    clientBasedCORS: (
      ctx: { oidc: { route: string } },
      origin: string,
      client: { clientAuthMethod: string; redirectUris: string[] },
    ) =>
      origin !== "null" &&
      (ctx.oidc.route === "userinfo" || client.clientAuthMethod === "none") &&
      client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin),
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => interactionPath(interaction.uid),
    },
    renderError: refusalPage,
  });
  provider.proxy = config.trustProxy;
  provider.use(linkSessions(deps, models("Session"), provider.cookieName("session")));
  provider.use(endSessionOnLogout(deps));
  provider.use(openIdInteractions(provider, deps));
  return { provider, clients };
}
