// The screens of this issue: every login and registration state whose server side exists.
// Profile screens are a registry of their own (./profile-screens.ts).
import type { ScreenRegistry } from "./screen-registry.ts";
import { CredentialOnboardingChooser } from "./credential-onboarding-chooser.tsx";
import { DeviceTrust } from "./device-trust.tsx";
import { ErrorScreen } from "./error.tsx";
import { Loading } from "./loading.tsx";
import { LoginInit } from "./login-init.tsx";
import { LoginMethodChooser } from "./login-method-chooser.tsx";
import { LoginOtp } from "./login-otp.tsx";
import { LoginPassword } from "./login-password.tsx";
import { LoginPasswordRecovery } from "./login-password-recovery.tsx";
import { LoginSecurityKey } from "./login-security-key.tsx";
import { MfaMethodChooser } from "./mfa-method-chooser.tsx";
import { MfaOtpSecretCreation } from "./mfa-otp-secret-creation.tsx";
import { MfaSecurityKeyCreation } from "./mfa-security-key-creation.tsx";
import { OnboardingCreatePasskey } from "./onboarding-create-passkey.tsx";
import { OnboardingEmail } from "./onboarding-email.tsx";
import { OnboardingUsername } from "./onboarding-username.tsx";
import { PasscodeConfirmation } from "./passcode-confirmation.tsx";
import { PasswordCreation } from "./password-creation.tsx";
import { RegistrationInit } from "./registration-init.tsx";
import { Success } from "./success.tsx";
import { Thirdparty } from "./thirdparty.tsx";

export const LOGIN_AND_REGISTRATION_SCREENS = {
  // The SDK steps through preflight by itself; should it reach the screen, a spinner shows.
  preflight: Loading,
  thirdparty: Thirdparty,
  login_init: LoginInit,
  passcode_confirmation: PasscodeConfirmation,
  login_password: LoginPassword,
  login_password_recovery: LoginPasswordRecovery,
  login_method_chooser: LoginMethodChooser,
  registration_init: RegistrationInit,
  password_creation: PasswordCreation,
  onboarding_email: OnboardingEmail,
  onboarding_username: OnboardingUsername,
  credential_onboarding_chooser: CredentialOnboardingChooser,
  onboarding_create_passkey: OnboardingCreatePasskey,
  // The SDK runs the browser's ceremony in these two; a spinner shows meanwhile.
  login_passkey: Loading,
  onboarding_verify_passkey_attestation: Loading,
  mfa_method_chooser: MfaMethodChooser,
  mfa_otp_secret_creation: MfaOtpSecretCreation,
  mfa_security_key_creation: MfaSecurityKeyCreation,
  login_security_key: LoginSecurityKey,
  login_otp: LoginOtp,
  device_trust: DeviceTrust,
  success: Success,
  error: ErrorScreen,
} as const satisfies ScreenRegistry;
