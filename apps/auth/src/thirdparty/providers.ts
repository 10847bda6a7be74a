// The built-in providers of flow-api.md §5.6: ids, display names, and what the callback needs
// to talk to each. How each one's answer becomes a ProviderUser is in ./providers/<id>.ts.
// Endpoints and scopes follow Hanko's (backend/thirdparty/provider_*.go) unless noted, so an
// app registered for Hanko works unchanged; a sign-in from a user of one is the same identity.

/** In the order the `thirdparty_oauth` action lists them. */
export const BUILT_IN_PROVIDER_IDS = [
  "apple",
  "discord",
  "github",
  "google",
  "linkedin",
  "microsoft",
  "facebook",
] as const;

export type BuiltInProviderId = (typeof BUILT_IN_PROVIDER_IDS)[number];

export interface BuiltInProvider {
  id: BuiltInProviderId;
  displayName: string;
  /** OpenID Connect (has an issuer and signing keys) or plain OAuth 2.0. */
  protocol: "oidc" | "oauth2";
  /**
   * Where the account comes from: the ID token of the token response (verified against
   * jwksUri, the issuer and our client id) or the userinfo endpoint, with the access token.
   */
  claimsFrom: "id_token" | "userinfo";
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint?: string;
  jwksUri?: string;
  /** The ID token's `iss`; Microsoft's names the user's tenant (see microsoftIssuer). */
  issuer?: string;
  scopes: readonly string[];
  /** Fixed parameters the authorization request adds to the standard ones. */
  authorizationParams: Readonly<Record<string, string>>;
}

export const BUILT_IN_PROVIDERS: Readonly<Record<BuiltInProviderId, BuiltInProvider>> = {
  // Apple posts the callback as a form (response_mode form_post) and wants scope separated by
  // %20, not "+". The `secret` is the client-secret JWT the operator signs with Apple's key.
  apple: {
    id: "apple",
    displayName: "Apple",
    protocol: "oidc",
    claimsFrom: "id_token",
    authorizationEndpoint: "https://appleid.apple.com/auth/authorize",
    tokenEndpoint: "https://appleid.apple.com/auth/token",
    jwksUri: "https://appleid.apple.com/auth/keys",
    issuer: "https://appleid.apple.com",
    scopes: ["name", "email"],
    authorizationParams: { response_mode: "form_post" },
  },
  discord: {
    id: "discord",
    displayName: "Discord",
    protocol: "oauth2",
    claimsFrom: "userinfo",
    authorizationEndpoint: "https://discord.com/oauth2/authorize",
    tokenEndpoint: "https://discord.com/api/oauth2/token",
    userinfoEndpoint: "https://discord.com/api/v10/users/@me",
    scopes: ["identify", "email"],
    authorizationParams: {},
  },
  // The addresses come from a second call, to GITHUB_EMAILS_ENDPOINT. Scopes: GitHub's real
  // names (Hanko asks for "user:read", which GitHub does not know, beside "user:email").
  github: {
    id: "github",
    displayName: "GitHub",
    protocol: "oauth2",
    claimsFrom: "userinfo",
    authorizationEndpoint: "https://github.com/login/oauth/authorize",
    tokenEndpoint: "https://github.com/login/oauth/access_token",
    userinfoEndpoint: "https://api.github.com/user",
    scopes: ["read:user", "user:email"],
    authorizationParams: {},
  },
  // Google speaks OIDC, but as in Hanko the account is read from userinfo (no `openid` scope).
  google: {
    id: "google",
    displayName: "Google",
    protocol: "oauth2",
    claimsFrom: "userinfo",
    authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenEndpoint: "https://oauth2.googleapis.com/token",
    userinfoEndpoint: "https://www.googleapis.com/oauth2/v3/userinfo",
    scopes: ["email", "profile"],
    authorizationParams: {},
  },
  linkedin: {
    id: "linkedin",
    displayName: "LinkedIn",
    protocol: "oidc",
    claimsFrom: "userinfo",
    authorizationEndpoint: "https://www.linkedin.com/oauth/v2/authorization",
    tokenEndpoint: "https://www.linkedin.com/oauth/v2/accessToken",
    userinfoEndpoint: "https://api.linkedin.com/v2/userinfo",
    jwksUri: "https://www.linkedin.com/oauth/openid/jwks",
    issuer: "https://www.linkedin.com/oauth",
    scopes: ["openid", "profile", "email"],
    authorizationParams: {},
  },
  // The `common` endpoint: work, school and personal accounts of any tenant.
  microsoft: {
    id: "microsoft",
    displayName: "Microsoft",
    protocol: "oidc",
    claimsFrom: "id_token",
    authorizationEndpoint: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    tokenEndpoint: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    jwksUri: "https://login.microsoftonline.com/common/discovery/v2.0/keys",
    scopes: ["openid", "profile", "email"],
    authorizationParams: {},
  },
  // Userinfo is the Graph API's /me with explicit fields and an appsecret_proof
  // (facebookUserinfoUrl).
  facebook: {
    id: "facebook",
    displayName: "Facebook",
    protocol: "oauth2",
    claimsFrom: "userinfo",
    authorizationEndpoint: "https://www.facebook.com/v21.0/dialog/oauth",
    tokenEndpoint: "https://graph.facebook.com/v21.0/oauth/access_token",
    userinfoEndpoint: "https://graph.facebook.com/v21.0/me",
    scopes: ["email", "public_profile"],
    authorizationParams: {},
  },
};

export const isBuiltInProviderId = (value: unknown): value is BuiltInProviderId =>
  (BUILT_IN_PROVIDER_IDS as readonly unknown[]).includes(value);
