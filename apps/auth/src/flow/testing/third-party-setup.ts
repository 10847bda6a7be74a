// Third-party sign-in for flow tests without a provider: the THIRD_PARTY and SAML variables of a
// test server, and real one-time tokens issued straight into its store for an identity made
// there, as a provider's callback would (identities/finish-sign-in.ts).
import { createIdentityStore } from "../../identities/identity-store.ts";
import { createOneTimeTokenStore, type TokenGrant } from "../../identities/one-time-tokens.ts";
import { createPendingConnectionStore } from "../../identities/pending-connections.ts";
import type { IdentitiesTable } from "../../db/schema.ts";
import type { TestAuth, TestEnv } from "../../../test/create-test-auth.ts";
import { TEST_ORIGIN } from "../../../test/create-test-auth.ts";
import { FlowClient } from "./flow-client.ts";

/** The shop's sign-in page, inside the allow-list. */
export const SHOP_PAGE = `${TEST_ORIGIN}/account`;

const builtIn = (id: string) => ({
  enabled: true,
  client_id: `${id}-client`,
  secret: `${id}-secret`,
});

/** Google and GitHub, plus custom providers; `redirect_to` may go anywhere on the shop. */
export function thirdPartyEnv(
  customProviders: Record<string, Record<string, unknown>> = {},
): TestEnv {
  return {
    THIRD_PARTY: JSON.stringify({
      providers: { google: builtIn("google"), github: builtIn("github") },
      custom_providers: customProviders,
      redirect_url: "http://localhost:8000/thirdparty/callback",
      error_redirect_url: `${TEST_ORIGIN}/error`,
      allowed_redirect_urls: [`${TEST_ORIGIN}/**`],
    }),
  };
}

/** A custom OIDC provider whose discovery document cannot be fetched (nothing listens). */
export const UNREACHABLE_PROVIDER = {
  enabled: true,
  display_name: "Unreachable",
  client_id: "c",
  secret: "s",
  scopes: ["openid"],
  issuer: "http://127.0.0.1:9",
};

export const SAML_DOMAIN = "corp.example";

/** SAML on, with an identity provider for `corp.example`. */
export function samlEnv(enabled = true): TestEnv {
  return {
    SAML: JSON.stringify({
      enabled,
      endpoint_url: "http://localhost:8000",
      audience_uri: "http://localhost:8000",
      default_redirect_url: SHOP_PAGE,
      allowed_redirect_urls: [`${TEST_ORIGIN}/**`],
      identity_providers: [
        {
          enabled: true,
          name: "Corp IdP",
          domain: SAML_DOMAIN,
          metadata_url: "https://idp.corp.example/metadata",
        },
      ],
    }),
  };
}

/** An identity at `providerId` for the user, as a provider's callback links one. */
export function linkIdentity(
  auth: TestAuth,
  userId: string,
  options: { providerId?: string; emailId?: string | null } = {},
): Promise<IdentitiesTable> {
  return createIdentityStore(auth.deps.db, auth.deps.clock).create({
    userId,
    emailId: options.emailId ?? null,
    providerId: options.providerId ?? "google",
    subject: crypto.randomUUID(),
    data: {},
  });
}

/** Whether the identity is still stored. */
export async function identityExists(auth: TestAuth, id: string): Promise<boolean> {
  return (await createIdentityStore(auth.deps.db, auth.deps.clock).byId(id)) !== undefined;
}

/** A real `hanko_token` for the identity; by default verified, for no flow, without PKCE. */
export function issueToken(
  auth: TestAuth,
  identity: IdentitiesTable,
  grant: Partial<Omit<TokenGrant, "userId" | "identityId">> = {},
): Promise<string> {
  return createOneTimeTokenStore(auth.deps.db, auth.deps.clock).issue({
    userId: identity.user_id,
    identityId: identity.id,
    flowId: null,
    codeVerifier: undefined,
    emailVerified: true,
    userCreated: false,
    ...grant,
  });
}

/**
 * A real `hanko_token` of a profile's connect, as the callback holds a provider's account for
 * the flow that started it (identities/finish-connect.ts); a fresh Google subject by default.
 */
export function holdConnection(
  auth: TestAuth,
  connection: { userId: string; flowId: string; codeVerifier?: string; subject?: string },
): Promise<string> {
  const subject = connection.subject ?? crypto.randomUUID();
  return createPendingConnectionStore(auth.deps.db, auth.deps.clock).issue({
    userId: connection.userId,
    flowId: connection.flowId,
    codeVerifier: connection.codeVerifier,
    account: {
      providerId: "google",
      subject,
      email: undefined,
      emailVerified: false,
      data: { sub: subject },
    },
  });
}

let lastIp = 0;
/**
 * `X-Forwarded-For` with an address no other test uses (with TRUST_PROXY on), so each flow has
 * its own `token_exchange/{ip}` bucket.
 */
export function ownIp(): Record<string, string> {
  lastIp += 1;
  return { "X-Forwarded-For": `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}` };
}

/** A login or registration flow past preflight, at login_init / registration_init. */
export async function startFlow(
  auth: TestAuth,
  flow: "login" | "registration",
  headers: Record<string, string> = ownIp(),
): Promise<FlowClient> {
  const client = new FlowClient((path, init) => auth.request(path, init), flow, headers);
  await client.start();
  await client.act("register_client_capabilities", { webauthn_available: false });
  return client;
}
