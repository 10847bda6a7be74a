// The settings the login and registration flows read (flow-api.md §5.1), taken from
// AuthConfig. Hanko knobs our configuration does not expose yet keep Hanko's built-in Go
// defaults here, except passkeys: off unless PASSKEYS_ENABLED (docs/decisions/0026).
import type { InputConfig } from "@kretsbutiken/flow-protocol";
import type { RateLimitRule } from "../../services.ts";
import type { PasswordBackOff } from "../rules/rate-limits.ts";
import type { AuthConfig, MfaConfig } from "../../config/config.ts";
import type { UserVerification } from "../../webauthn/relying-party.ts";

export type AcquireMode = "always" | "conditional" | "never";

export interface FlowPolicy {
  readonly signupAllowed: boolean;
  readonly email: {
    readonly optional: boolean;
    readonly requireVerification: boolean;
    readonly maxLength: number;
    readonly useAsLoginIdentifier: boolean;
    readonly useForAuthentication: boolean;
    readonly acquireOnRegistration: boolean;
    readonly acquireOnLogin: boolean;
    readonly passcodeTtlSeconds: number;
  };
  readonly username: {
    readonly enabled: boolean;
    readonly optional: boolean;
    readonly minLength: number;
    readonly maxLength: number;
    readonly useAsLoginIdentifier: boolean;
    readonly acquireOnRegistration: boolean;
    readonly acquireOnLogin: boolean;
  };
  readonly password: {
    readonly enabled: boolean;
    readonly optional: boolean;
    readonly minLength: number;
    readonly recovery: boolean;
    /** A reset ends every other session of the account. */
    readonly resetEndsSessions: boolean;
    readonly acquireOnRegistration: AcquireMode;
    readonly acquireOnLogin: AcquireMode;
  };
  readonly passkey: {
    readonly enabled: boolean;
    readonly optional: boolean;
    readonly acquireOnRegistration: AcquireMode;
    readonly acquireOnLogin: AcquireMode;
    readonly userVerification: UserVerification;
  };
  /** flow-api.md §5.2. */
  readonly mfa: MfaConfig;
  readonly privacy: {
    readonly showAccountExistenceHints: boolean;
    readonly onlyShowActualLoginMethods: boolean;
  };
  readonly retention: "persistent" | "session" | "prompt";
  /** §5.4; `undefined` when rate limiting is off. */
  readonly rateLimits:
    | {
        readonly passcode: RateLimitRule;
        /** Passcode mails from one IP to any addresses (beyond Hanko: stops inbox spraying). */
        readonly passcodePerIp: RateLimitRule;
        /** Passcode mails to one address from one IP, by the hour (beyond Hanko). */
        readonly passcodePerEmailAndIp: RateLimitRule;
        /**
         * Passcode mails to one address from any IPs (beyond Hanko: protects an inbox); high
         * enough that other people cannot lock the address's owner out.
         */
        readonly passcodePerEmail: RateLimitRule;
        readonly password: RateLimitRule;
        /** Authenticator-app codes per IP and user (§5.4 `otp/{ip}/{user_id}`). */
        readonly otp: RateLimitRule;
        /** One-time token exchanges per IP (§5.4 `token_limits`, key `token_exchange/{ip}`). */
        readonly tokenExchange: RateLimitRule;
        /** Password attempts from one IP on any accounts (beyond Hanko: stops spraying). */
        readonly passwordPerIp: RateLimitRule;
        /** Password attempts on one account from any IPs (beyond Hanko; rules/rate-limits.ts). */
        readonly passwordBackOff: PasswordBackOff;
      }
    | undefined;
  readonly debug: boolean;
}

/** Partial overrides per group, for tests of configurations the environment cannot express yet. */
export type FlowPolicyOverrides = { readonly [K in keyof FlowPolicy]?: Partial<FlowPolicy[K]> };

export function flowPolicy(config: AuthConfig, overrides: FlowPolicyOverrides = {}): FlowPolicy {
  const base: FlowPolicy = {
    signupAllowed: config.account.allowSignup,
    email: {
      optional: config.email.optional,
      requireVerification: config.email.requireVerification,
      maxLength: config.email.maxLength,
      useAsLoginIdentifier: true,
      useForAuthentication: true,
      acquireOnRegistration: true,
      acquireOnLogin: true,
      passcodeTtlSeconds: config.email.passcodeTtlSeconds,
    },
    username: {
      ...config.username,
      useAsLoginIdentifier: true,
      acquireOnRegistration: true,
      acquireOnLogin: true,
    },
    password: { ...config.password, acquireOnRegistration: "always", acquireOnLogin: "never" },
    passkey: {
      enabled: config.passkeys.enabled,
      optional: config.passkeys.optional,
      acquireOnRegistration: config.passkeys.acquireOnRegistration,
      acquireOnLogin: config.passkeys.acquireOnLogin,
      userVerification: config.passkeys.userVerification,
    },
    mfa: config.mfa,
    privacy: { ...config.privacy, onlyShowActualLoginMethods: false },
    retention: config.session.retention,
    rateLimits: config.rateLimit.enabled
      ? {
          passcode: { tokens: 3, intervalSeconds: 60 },
          passcodePerIp: { tokens: 30, intervalSeconds: 600 },
          passcodePerEmailAndIp: { tokens: 10, intervalSeconds: 3600 },
          passcodePerEmail: { tokens: 100, intervalSeconds: 3600 },
          password: { tokens: 5, intervalSeconds: 60 },
          otp: { tokens: 5, intervalSeconds: 60 },
          tokenExchange: { tokens: 3, intervalSeconds: 60 },
          passwordPerIp: { tokens: 30, intervalSeconds: 600 },
          passwordBackOff: { free: 5, windowSeconds: 3600, maxDelaySeconds: 300 },
        }
      : undefined,
    debug: config.debug,
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      typeof current === "object" && current !== null && typeof value === "object" && value !== null
        ? { ...current, ...value }
        : value;
  }
  return merged as unknown as FlowPolicy;
}

/** The configurable lengths and optional flags the catalogue's input specs refer to. */
export function inputConfigOf(policy: FlowPolicy): InputConfig {
  return {
    "email.max_length": policy.email.maxLength,
    "username.min_length": policy.username.minLength,
    "username.max_length": policy.username.maxLength,
    "password.min_length": policy.password.minLength,
    "email.optional": policy.email.optional,
    "username.optional": policy.username.optional,
    "password.optional": policy.password.optional,
  };
}
