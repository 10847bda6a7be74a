// Demo-ID: the demo's own identity provider, so that "Logga in med Demo-ID" works under
// `npm start` with nothing outside the machine. A real OpenID provider (oidc-provider, the
// library the tests' providers use, toolchain.md §7) with its development sign-in pages: any
// name and any password sign in, and the account's address is the name when it is one, else
// `<name>@demo-id.example`, vouched for. Never a production provider: a shop configures real
// ones (Google, Apple, its own) in THIRD_PARTY.
import { exportJWK, generateKeyPair, type JWK } from "jose";
import Provider from "oidc-provider";

export interface DemoIdOptions {
  /** Where it is reached, e.g. http://localhost:8300; discovery at /.well-known/openid-configuration. */
  issuer: string;
  /** The one client, the auth server of the demo. */
  clientId: string;
  clientSecret: string;
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

/** The claims of the account a name signs in as. */
export function demoIdClaims(name: string): {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
} {
  const login = name.trim();
  const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(login)
    ? login.toLowerCase()
    : `${encodeURIComponent(login.toLowerCase())}@demo-id.example`;
  return { sub: login, email, email_verified: true, name: login };
}

export function createDemoId(options: DemoIdOptions): Provider {
  return new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
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
}
