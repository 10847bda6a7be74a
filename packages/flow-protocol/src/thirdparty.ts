// Third-party sign-in names that travel on the wire (flow-api.md §2.2 thirdparty_oauth, §2.8,
// §5.6, §6.4 /thirdparty/callback and /saml/callback).

/** Built-in providers in the order Hanko lists them in `provider.allowed_values`. */
export const BUILT_IN_PROVIDERS = [
  { value: "apple", name: "Apple" },
  { value: "discord", name: "Discord" },
  { value: "github", name: "GitHub" },
  { value: "google", name: "Google" },
  { value: "linkedin", name: "LinkedIn" },
  { value: "microsoft", name: "Microsoft" },
  { value: "facebook", name: "Facebook" },
] as const;
export type BuiltInProviderId = (typeof BUILT_IN_PROVIDERS)[number]["value"];

/** Custom providers are `custom_<lowercased key>`, listed after the built-ins by display name. */
export const CUSTOM_PROVIDER_PREFIX = "custom_";

export function customProviderId(key: string): string {
  return `${CUSTOM_PROVIDER_PREFIX}${key.toLowerCase()}`;
}

/** Query parameters the callbacks append to the redirect target. */
export const RETURN_PARAMS = {
  /** One-time token for `exchange_token` (32 random bytes, base64url, 1 min, single use). */
  token: "hanko_token",
  /** `idp_initiated` makes Elements start at `/token_exchange`. */
  samlHint: "saml_hint",
  error: "error",
  errorDescription: "error_description",
} as const;

export const SAML_HINT_IDP_INITIATED = "idp_initiated";

/**
 * Query parameters of the browser redirects `/thirdparty/auth?provider&redirect_to` and
 * `/saml/auth?domain&redirect_to`, and of `GET /saml/provider?domain` (§6.4, Appendix A).
 */
export const AUTH_REDIRECT_PARAMS = {
  provider: "provider",
  domain: "domain",
  redirectTo: "redirect_to",
} as const;
