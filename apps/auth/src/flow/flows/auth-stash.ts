// The stash of the login and registration flows: what one flow remembers between requests,
// server-side only. Key names follow Hanko's stash paths (flow_api/flow/shared), so a reader of
// both code bases finds the same words.
import type { AmrValue, LoginMethod } from "@kretsbutiken/flow-protocol";
import type { PasscodeTemplate } from "../../services.ts";
import type { StagedCredential, WebauthnPurpose } from "../rules/webauthn-challenge.ts";

export interface AuthStash {
  // preflight (§2.2)
  webauthn_available?: boolean;
  webauthn_conditional_mediation_available?: boolean;
  webauthn_platform_authenticator_available?: boolean;
  security_key_attachment_supported?: boolean;
  remember_me_selected?: boolean;

  // who is signing in or up
  /** The identifier as typed (normalised): the password rate-limit key (§5.4). */
  user_identification?: string;
  email?: string;
  username?: string;
  /** Known user; in registration the id the user will get at `success`. */
  user_id?: string;
  user_has_password?: boolean;
  user_has_passkey?: boolean;
  user_has_webauthn_credential?: boolean;
  user_has_username?: boolean;
  user_has_emails?: boolean;
  user_has_otp_secret?: boolean;
  user_has_security_key?: boolean;

  // how
  login_method?: LoginMethod;
  passcode_template?: PasscodeTemplate;
  pw_recovery_pending?: boolean;
  email_verified?: boolean;
  /** Argon2id hash of the password chosen in `password_creation`, until it is stored. */
  new_password?: string;
  login_onboarding_scheduled?: boolean;
  /** `email_address_set` asked for this address to be added once it may be (§2.2, B8). */
  login_onboarding_create_email?: boolean;
  /** Registration: a passcode was verified (AMR `otp`, §6.1). */
  registration_used_passcode?: boolean;
  /** The provider of a third-party sign-in: `last_login` and the AMR `ext:{provider}` (§6.1). */
  third_party_provider?: string;
  /** The user exists already (a provider's callback made or found it); registration keeps it. */
  skip_user_creation?: boolean;
  amr?: AmrValue[];

  /** The WebAuthn ceremony under way: its challenge, used once, and when it runs out. */
  webauthn_challenge?: { value: string; expires_at: string; purpose: WebauthnPurpose };
  /** Credentials made during this flow, stored on leaving the state (login) or with the user. */
  webauthn_staged_credentials?: StagedCredential[];

  // the second factor (flow-api.md §2.2 mfa_creation, mfa_usage)
  /** The authenticator-app secret being set up, sealed; reused when the state is shown again. */
  otp_secret_sealed?: string;
  /** Registration: the step of the setup code, stored with the secret at `success`. */
  otp_secret_step?: number;
  /** How the second factor was given in this login. */
  mfa_method?: "totp" | "security_key";
  /** The credential being made is a security key (MFA only), not a passkey. */
  webauthn_mfa_creation?: boolean;

  /** Survives `back` (§1.9): the passcode last sent and the address it went to. */
  sticky?: { passcode_id?: string; passcode_email?: string };
}
