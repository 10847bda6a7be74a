// What the login and registration actions and hooks receive per request: the server's
// services, the flow policy, who is asking, and request-scoped pieces (the passcode service
// whose writes commit with the flow row).
import type { AuditRecorder } from "../../audit/audit-recorder.ts";
import type { AuthConfig } from "../../config/config.ts";
import type { IdentityStore } from "../../identities/identity-store.ts";
import type { OneTimeTokenStore } from "../../identities/one-time-tokens.ts";
import type { PendingConnectionStore } from "../../identities/pending-connections.ts";
import type { SecretBox } from "../../secrets/secret-box.ts";
import type { PasscodeService } from "../../passcodes/passcode-service.ts";
import type { EmailStore } from "../../users/email-store.ts";
import type { CredentialStore } from "../../webauthn/credential-store.ts";
import type { OtpSecretStore } from "../../mfa/otp-secret-store.ts";
import type { TrustedDeviceStore } from "../../mfa/trusted-devices.ts";
import type {
  ClientInfo,
  Clock,
  Mailer,
  PasswordHasher,
  RateLimiter,
  SessionService,
  UserStore,
  ValidSession,
} from "../../services.ts";
import type { FlowAction, FlowHook, FlowTypes } from "../engine/flow-definition.ts";
import type { ActionContext, FlowView, HookContext } from "../engine/flow-context.ts";
import type { AuthStash } from "./auth-stash.ts";
import type { FlowPolicy } from "./flow-policy.ts";
import type { UserDetailsWriter } from "./user-details-writer.ts";

/** Who is asking: the client, and for the profile the session that authorised the request. */
export interface FlowRequest {
  readonly client: ClientInfo;
  /** Checked by the HTTP binding before the profile flow runs (flow-api.md §1.7 step 1). */
  readonly session?: ValidSession;
  /** The device-trust cookie the browser sent (flow-api.md §5.2), if any. */
  readonly deviceCookie?: string | undefined;
}

export interface FlowDeps {
  readonly config: AuthConfig;
  readonly policy: FlowPolicy;
  readonly clock: Clock;
  readonly client: ClientInfo;
  /** The profile's session; undefined in login and registration. */
  readonly session: ValidSession | undefined;
  readonly users: UserStore;
  readonly userDetails: UserDetailsWriter;
  /** The signed-in user's own addresses (the profile's email actions). */
  readonly emails: EmailStore;
  /** Passkeys and security keys. */
  readonly credentials: CredentialStore;
  readonly passwords: PasswordHasher;
  readonly sessions: SessionService;
  readonly mailer: Mailer;
  readonly rateLimiter: RateLimiter;
  readonly passcodes: PasscodeService;
  /** Authenticator-app secrets, sealed at rest. */
  readonly otpSecrets: OtpSecretStore;
  readonly trustedDevices: TrustedDeviceStore;
  /** Accounts at providers linked to users (third-party sign-in, SAML). */
  readonly identities: IdentityStore;
  /** The `hanko_token` values `exchange_token` redeems. */
  readonly tokens: OneTimeTokenStore;
  /** The provider accounts the profile's connects hold for its `exchange_token`. */
  readonly connections: PendingConnectionStore;
  /** Seals third-party states. */
  readonly secretBox: SecretBox;
  /** The device-trust cookie of this request. */
  readonly deviceCookie: string | undefined;
  /** The audit log, bound to this request and its transaction (docs/decisions/0063). */
  readonly audit: AuditRecorder;
  /** Security events an operator should see (a sign counter going backwards). */
  readonly logWarning: (message: string, details: Readonly<Record<string, unknown>>) => void;
}

export interface AuthFlowTypes extends FlowTypes {
  stash: AuthStash;
  deps: FlowDeps;
}

export type AuthAction = FlowAction<AuthFlowTypes>;
export type AuthHook = FlowHook<AuthFlowTypes>;
export type AuthActionContext = ActionContext<AuthFlowTypes>;
export type AuthHookContext = HookContext<AuthFlowTypes>;
export type AuthFlowView = FlowView<AuthFlowTypes>;
