// The operator's `third_party` configuration (flow-api.md §5.6), in Hanko's shape and names so
// a Hanko config section carries over, parsed once through one schema with Hanko's defaults.
// Stricter than Hanko: unknown keys are refused (a misspelt `client-id` would otherwise leave a
// provider silently broken), custom keys are letters, digits, `_` and `-` and may not collide
// once lower-cased, allow-list patterns must compile, and no redirect URL may end in `/`.
import { z } from "zod";
import { AuthError } from "../auth-error.ts";
import { customProviderId } from "./custom-provider.ts";
import { globToRegExp } from "./glob.ts";
import { BUILT_IN_PROVIDER_IDS, BUILT_IN_PROVIDERS } from "./providers.ts";

export class ThirdPartyConfigError extends AuthError<"config_invalid"> {}

const REQUIRED_WHEN_ENABLED = "is required when the provider is enabled";
const text = z.string().trim().min(1);
const httpUrl = z.url({ protocol: /^https?$/ });
const withoutTrailingSlash = httpUrl.refine((url) => !url.endsWith("/"), "must not end in /");

const redirectPattern = z
  .string()
  .regex(/^https?:\/\/[^/?#]/i, "must start with http:// or https:// and a host")
  .refine((pattern) => !pattern.endsWith("/"), "must not end in /")
  .refine(compiles, "is not a valid glob pattern");

function compiles(pattern: string): boolean {
  try {
    globToRegExp(pattern, "./");
    return true;
  } catch {
    return false;
  }
}

const builtInProvider = z
  .strictObject({
    enabled: z.boolean().default(false),
    client_id: text.optional(),
    secret: text.optional(),
    allow_linking: z.boolean().default(true),
    prompt: text.optional(),
    /**
     * Not Hanko's: the provider's endpoints replaced, for a staging provider or a local one in
     * tests. An ID token is then checked against `jwks_uri` and `issuer` when both are given.
     */
    endpoints: z
      .strictObject({
        authorization_endpoint: httpUrl,
        token_endpoint: httpUrl,
        userinfo_endpoint: httpUrl.optional(),
        jwks_uri: httpUrl.optional(),
        issuer: text.optional(),
      })
      .optional(),
  })
  .superRefine((provider, ctx) => {
    if (!provider.enabled) return;
    for (const key of ["client_id", "secret"] as const) {
      if (provider[key] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: REQUIRED_WHEN_ENABLED });
      }
    }
  });

const customProvider = z
  .strictObject({
    enabled: z.boolean().default(false),
    display_name: text.optional(),
    client_id: text.optional(),
    secret: text.optional(),
    scopes: z.array(text).default([]),
    issuer: httpUrl.optional(),
    use_discovery: z.boolean().default(true),
    authorization_endpoint: httpUrl.optional(),
    token_endpoint: httpUrl.optional(),
    userinfo_endpoint: httpUrl.optional(),
    /** Our standard claim name → the provider's. */
    attribute_mapping: z.record(text, text).default({}),
    allow_linking: z.boolean().default(false),
    prompt: text.optional(),
    acr_values: z.array(text).default([]),
  })
  .superRefine((provider, ctx) => {
    if (!provider.enabled) return;
    for (const key of ["display_name", "client_id", "secret"] as const) {
      if (provider[key] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: REQUIRED_WHEN_ENABLED });
      }
    }
    const endpoints = provider.use_discovery
      ? (["issuer"] as const)
      : (["authorization_endpoint", "token_endpoint", "userinfo_endpoint"] as const);
    for (const key of endpoints) {
      if (provider[key] === undefined) {
        const message = `is required when use_discovery is ${provider.use_discovery}`;
        ctx.addIssue({ code: "custom", path: [key], message });
      }
    }
    if (provider.scopes.length === 0) {
      ctx.addIssue({ code: "custom", path: ["scopes"], message: REQUIRED_WHEN_ENABLED });
    }
  });

export const thirdPartyConfigSchema = z
  .strictObject({
    providers: z
      .strictObject({
        apple: builtInProvider.prefault({}),
        discord: builtInProvider.prefault({}),
        github: builtInProvider.prefault({}),
        google: builtInProvider.prefault({}),
        linkedin: builtInProvider.prefault({}),
        microsoft: builtInProvider.prefault({}),
        facebook: builtInProvider.prefault({}),
      })
      .prefault({}),
    custom_providers: z
      .record(z.string().regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and - only"), customProvider)
      .default({}),
    /** Our /thirdparty/callback, as registered at each provider. */
    redirect_url: httpUrl.optional(),
    error_redirect_url: withoutTrailingSlash.optional(),
    default_redirect_url: withoutTrailingSlash.optional(),
    allowed_redirect_urls: z.array(redirectPattern).default([]),
  })
  .superRefine((config, ctx) => {
    const seen = new Map<string, string>();
    for (const key of Object.keys(config.custom_providers)) {
      const other = seen.get(key.toLowerCase());
      if (other !== undefined) {
        const message = `has the same id as ${other} (${customProviderId(key)})`;
        ctx.addIssue({ code: "custom", path: ["custom_providers", key], message });
      }
      seen.set(key.toLowerCase(), key);
    }
    if (!anyProviderEnabled(config)) return;
    for (const key of ["redirect_url", "error_redirect_url"] as const) {
      if (config[key] === undefined) {
        const message = "is required when a provider is enabled";
        ctx.addIssue({ code: "custom", path: [key], message });
      }
    }
    if (config.allowed_redirect_urls.length === 0) {
      const message = "needs at least one pattern when a provider is enabled";
      ctx.addIssue({ code: "custom", path: ["allowed_redirect_urls"], message });
    }
  });

export type ThirdPartyConfig = z.output<typeof thirdPartyConfigSchema>;
export type ThirdPartyConfigInput = z.input<typeof thirdPartyConfigSchema>;

/** Parses the `third_party` section, or throws a ThirdPartyConfigError naming every bad key. */
export function parseThirdPartyConfig(input: unknown): ThirdPartyConfig {
  const parsed = thirdPartyConfigSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) => `  ${["third_party", ...issue.path].join(".")}: ${issue.message}`,
  );
  throw new ThirdPartyConfigError(
    "config_invalid",
    `Invalid third-party configuration:\n${lines.join("\n")}`,
  );
}

type Providers = Pick<ThirdPartyConfig, "providers" | "custom_providers">;

export const anyProviderEnabled = (config: Providers): boolean =>
  BUILT_IN_PROVIDER_IDS.some((id) => config.providers[id].enabled) ||
  Object.values(config.custom_providers).some((provider) => provider.enabled);

/** The patterns `redirect_to` is checked against: the allow-list and the error page. */
export const redirectPatterns = (
  config: Pick<ThirdPartyConfig, "allowed_redirect_urls" | "error_redirect_url">,
): string[] =>
  config.error_redirect_url === undefined
    ? [...config.allowed_redirect_urls]
    : [...config.allowed_redirect_urls, config.error_redirect_url];

export interface ProviderChoice {
  /** The provider's id: `github`, `custom_<key>`. */
  value: string;
  /** Its display name. */
  name: string;
}

/**
 * The `provider` input's allowed values (the `thirdparty_oauth` row of flow-api.md §2.2):
 * enabled built-ins in their fixed order, then enabled custom providers by display name,
 * compared as Hanko's Go does (byte order: upper case before lower case), ties by id.
 */
export function enabledProviders(config: Providers): ProviderChoice[] {
  const builtIns = BUILT_IN_PROVIDER_IDS.filter((id) => config.providers[id].enabled).map((id) => ({
    value: id,
    name: BUILT_IN_PROVIDERS[id].displayName,
  }));
  const customs = Object.entries(config.custom_providers)
    .filter(([, provider]) => provider.enabled)
    .map(([key, provider]) => ({
      value: customProviderId(key),
      name: provider.display_name ?? key,
    }))
    .sort((a, b) => byteOrder(a.name, b.name) || byteOrder(a.value, b.value));
  return [...builtIns, ...customs];
}

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
