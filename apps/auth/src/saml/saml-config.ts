// The operator's `saml` configuration (flow-api.md §5.7) in Hanko's shape and names, parsed once
// through one schema; config.ts reads it from the SAML variable (a JSON object or a file).
//
// Stricter than Hanko: unknown keys are refused, signature validation cannot be switched off,
// each enabled identity provider names its IdP either by metadata (URL or inline XML) or by
// certificate and SSO URL, and two enabled providers cannot claim the same e-mail domain.
// Our addition: `additional_domains`, further e-mail domains one IdP serves and may assert
// (docs/decisions/0044); an IdP may assert addresses at its domains and nowhere else.
import { z } from "zod";
import { AuthError } from "../auth-error.ts";
import { globToRegExp } from "../thirdparty/glob.ts";
import { emailDomain, normalisedDomain } from "./email-domain.ts";

export class SamlConfigError extends AuthError<"config_invalid"> {}

const REQUIRED_WHEN_ENABLED = "is required when SAML is enabled";
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

/** A lower-cased DNS name with at least two labels: the part of an address after `@`. */
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    "must be a domain name such as example.com",
  );

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;
/** A PEM certificate, or its base64 body alone as IdP metadata carries it. */
const certificate = text.refine(
  (value) => PEM_CERTIFICATE.test(value) || /^[A-Za-z0-9+/=\s]{100,}$/.test(value),
  "must be a PEM certificate or its base64 body",
);

/**
 * Which SAML attribute holds which user detail. Empty keys fall back to the common
 * Microsoft/ADFS claim URIs, as Hanko does.
 */
export const DEFAULT_ATTRIBUTE_MAP = {
  name: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name",
  given_name: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
  family_name: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
  email: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
} as const;

const attributeMap = z
  .strictObject({
    name: text.default(DEFAULT_ATTRIBUTE_MAP.name),
    given_name: text.default(DEFAULT_ATTRIBUTE_MAP.given_name),
    family_name: text.default(DEFAULT_ATTRIBUTE_MAP.family_name),
    middle_name: text.optional(),
    nickname: text.optional(),
    preferred_username: text.optional(),
    profile: text.optional(),
    picture: text.optional(),
    website: text.optional(),
    gender: text.optional(),
    birthdate: text.optional(),
    zone_info: text.optional(),
    locale: text.optional(),
    updated_at: text.optional(),
    email: text.default(DEFAULT_ATTRIBUTE_MAP.email),
    email_verified: text.optional(),
    phone: text.optional(),
    phone_verified: text.optional(),
  })
  .prefault({});

const identityProvider = z
  .strictObject({
    enabled: z.boolean().default(false),
    name: text,
    /** The e-mail domain whose users sign in here, and whose addresses the IdP may assert. */
    domain,
    /**
     * Ours, not Hanko's: further e-mail domains this IdP serves. Exact names: a subdomain is
     * served only when listed itself.
     */
    additional_domains: z.array(domain).default([]),
    /** Where the IdP publishes its metadata (entity id, SSO URL, signing certificates). */
    metadata_url: httpUrl.optional(),
    /** The IdP's metadata XML itself, when it has no URL. */
    metadata: text.optional(),
    /** Without metadata: the IdP's entity id (Issuer), its SSO URL and signing certificate(s). */
    entity_id: text.optional(),
    sso_url: httpUrl.optional(),
    certificates: z.array(certificate).default([]),
    skip_email_verification: z.boolean().default(false),
    /** Refuse assertions that are not signed themselves (a signed Response alone is not enough). */
    want_assertions_signed: z.boolean().default(true),
    /** Refuse Responses whose envelope is not signed. */
    want_response_signed: z.boolean().default(false),
    /** Accept IdP-initiated sign-in (a Response that answers no AuthnRequest of ours). */
    allow_idp_initiated: z.boolean().default(false),
    attribute_map: attributeMap,
  })
  .superRefine((provider, ctx) => {
    provider.additional_domains.forEach((name, index) => {
      const first = [provider.domain, ...provider.additional_domains].indexOf(name);
      if (first !== index + 1) {
        const message = `${name} is already a domain of this provider`;
        ctx.addIssue({ code: "custom", path: ["additional_domains", index], message });
      }
    });
    const sources = [
      provider.metadata_url !== undefined,
      provider.metadata !== undefined,
      provider.sso_url !== undefined || provider.certificates.length > 0,
    ].filter(Boolean).length;
    if (sources > 1) {
      const message = "give one of metadata_url, metadata, or sso_url with certificates";
      ctx.addIssue({ code: "custom", path: ["metadata_url"], message });
      return;
    }
    if (!provider.enabled) return;
    if (sources === 0) {
      const message = "is required (or metadata, or sso_url with certificates) when enabled";
      ctx.addIssue({ code: "custom", path: ["metadata_url"], message });
      return;
    }
    if (provider.metadata_url !== undefined || provider.metadata !== undefined) return;
    if (provider.sso_url === undefined) {
      const message = "is required with certificates";
      ctx.addIssue({ code: "custom", path: ["sso_url"], message });
    }
    if (provider.certificates.length === 0) {
      const message = "needs at least one certificate with sso_url";
      ctx.addIssue({ code: "custom", path: ["certificates"], message });
    }
  });

export const samlConfigSchema = z
  .strictObject({
    enabled: z.boolean().default(false),
    /** This server's public base URL; the ACS is `${endpoint_url}/saml/callback`. */
    endpoint_url: withoutTrailingSlash.optional(),
    /** Our SP entity id, and the Audience every assertion must name. */
    audience_uri: text.optional(),
    default_redirect_url: withoutTrailingSlash.optional(),
    allowed_redirect_urls: z.array(redirectPattern).default([]),
    options: z
      .strictObject({
        force_login: z.boolean().default(false),
        /** Tolerated clock difference to the IdP for NotBefore / NotOnOrAfter. */
        clock_skew_seconds: z.number().int().min(0).max(300).default(60),
      })
      .prefault({}),
    identity_providers: z.array(identityProvider).default([]),
  })
  .superRefine((config, ctx) => {
    const seen = new Map<string, number>();
    config.identity_providers.forEach((provider, index) => {
      if (!provider.enabled) return;
      const paths = [
        ["domain"],
        ...provider.additional_domains.map((_, i) => ["additional_domains", i]),
      ];
      providerDomains(provider).forEach((name, which) => {
        const other = seen.get(name);
        if (other !== undefined && other !== index) {
          const message = `is already a domain of identity_providers.${other}`;
          const path = ["identity_providers", index, ...paths[which]!];
          ctx.addIssue({ code: "custom", path, message });
        }
        seen.set(name, index);
      });
    });
    if (!config.enabled) return;
    for (const key of ["endpoint_url", "audience_uri", "default_redirect_url"] as const) {
      if (config[key] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: REQUIRED_WHEN_ENABLED });
      }
    }
    if (config.allowed_redirect_urls.length === 0) {
      const message = "needs at least one pattern when SAML is enabled";
      ctx.addIssue({ code: "custom", path: ["allowed_redirect_urls"], message });
    }
  });

export type SamlConfig = z.output<typeof samlConfigSchema>;
export type SamlConfigInput = z.input<typeof samlConfigSchema>;
export type SamlIdentityProviderConfig = SamlConfig["identity_providers"][number];
export type SamlAttributeMap = SamlIdentityProviderConfig["attribute_map"];

/** Parses the `saml` section, or throws a SamlConfigError naming every bad key. */
export function parseSamlConfig(input: unknown): SamlConfig {
  const parsed = samlConfigSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) => `  ${["saml", ...issue.path].join(".")}: ${issue.message}`,
  );
  throw new SamlConfigError("config_invalid", `Invalid SAML configuration:\n${lines.join("\n")}`);
}

/** Every e-mail domain a provider serves: its `domain`, then its `additional_domains`. */
export const providerDomains = (
  provider: Pick<SamlIdentityProviderConfig, "domain" | "additional_domains">,
): readonly string[] => [provider.domain, ...provider.additional_domains];

/**
 * The enabled identity provider for an e-mail domain (its `domain` or one of its
 * `additional_domains`): case-insensitive, exact (a provider for `example.com` does not serve
 * `sub.example.com`), ASCII only (./email-domain.ts). None, or SAML disabled: undefined.
 */
export function providerForDomain(
  config: Pick<SamlConfig, "enabled" | "identity_providers">,
  domainName: string,
): SamlIdentityProviderConfig | undefined {
  if (!config.enabled || typeof domainName !== "string") return undefined;
  const wanted = normalisedDomain(domainName.trim());
  if (wanted === undefined) return undefined;
  return config.identity_providers.find(
    (provider) => provider.enabled && providerDomains(provider).includes(wanted),
  );
}

/** The provider for an address's domain (the part after its last `@`), as identifier actions ask. */
export function providerForEmail(
  config: Pick<SamlConfig, "enabled" | "identity_providers">,
  email: string,
): SamlIdentityProviderConfig | undefined {
  const domainName = emailDomain(email);
  return domainName === undefined ? undefined : providerForDomain(config, domainName);
}

/** Whether `provider` may assert `email`: its domain is one the provider serves, exactly. */
export function speaksFor(
  provider: Pick<SamlIdentityProviderConfig, "domain" | "additional_domains">,
  email: string,
): boolean {
  const domainName = emailDomain(email);
  return domainName !== undefined && providerDomains(provider).includes(domainName);
}

/** Our Assertion Consumer Service: where IdPs post their Responses. */
export const acsUrl = (config: Pick<SamlConfig, "endpoint_url">): string | undefined =>
  config.endpoint_url === undefined ? undefined : `${config.endpoint_url}/saml/callback`;
