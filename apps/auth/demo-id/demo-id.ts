// Demo-ID: the demo's own identity provider, so that "Logga in med Demo-ID" works under
// `npm start` with nothing outside the machine. A real OpenID provider (oidc-provider, the
// library the tests' providers use, toolchain.md §7) with its own sign-in and consent pages in
// Swedish and English (interaction-routes.ts; oidc-provider's English development pages stay
// off): any name and any password sign in, and the account's address is the name when it is
// one, else `<name>@demo-id.example`, vouched for (demo-id-claims.ts). Never a production
// provider: a shop configures real ones (Google, Apple, its own) in THIRD_PARTY.
import { exportJWK, generateKeyPair, type JWK } from "jose";
import Provider from "oidc-provider";
import { demoIdClaims } from "./demo-id-claims.ts";
import { renderRefusal } from "./interaction-response.ts";
import { interactionPages, interactionPath } from "./interaction-routes.ts";

export { demoIdClaims };

export interface DemoIdOptions {
  /** Where it is reached, e.g. http://localhost:8300; discovery at /.well-known/openid-configuration. */
  issuer: string;
  /** The one client, the auth server of the demo. */
  clientId: string;
  clientSecret: string;
  /** The client's name on the sign-in and consent pages; "Kretsbutiken" when not given. */
  clientName?: string;
  /** That auth server's /thirdparty/callback. */
  redirectUris: readonly string[];
  /** Keys for its cookies; random when not given. */
  cookieKeys?: readonly string[];
  /** The private keys it signs ID tokens with; oidc-provider's development keys when not given. */
  jwks?: { keys: JWK[] };
}

/** A fresh RS256 signing key, for a Demo-ID that runs for a while (main.ts). */
export async function demoIdSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig" }] };
}

export function createDemoId(options: DemoIdOptions): Provider {
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_name: options.clientName ?? "Kretsbutiken",
        client_secret: options.clientSecret,
        redirect_uris: [...options.redirectUris],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    findAccount: (_ctx, id) =>
      Promise.resolve({ accountId: id, claims: () => Promise.resolve(demoIdClaims(id)) }),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: [...(options.cookieKeys ?? [crypto.randomUUID()])] },
    ...(options.jwks ? { jwks: options.jwks } : {}),
    // Its own pages (interaction-routes.ts), never the development ones. oidc-provider scopes
    // the interaction cookie to this address, so the pages' paths all start with it.
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => interactionPath(interaction.uid),
    },
    features: { devInteractions: { enabled: false } },
    renderError: renderRefusal,
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
  return provider.use(interactionPages(provider));
}
