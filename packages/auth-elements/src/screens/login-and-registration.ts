// The screens of this issue: every login and registration state whose server side exists.
// MFA and device-trust screens come with their issues as further entries.
import type { ScreenRegistry } from "./screen-registry.ts";
import { CredentialOnboardingChooser } from "./credential-onboarding-chooser.tsx";
import { ErrorScreen } from "./error.tsx";
import { Loading } from "./loading.tsx";
import { LoginInit } from "./login-init.tsx";
import { LoginMethodChooser } from "./login-method-chooser.tsx";
import { LoginPassword } from "./login-password.tsx";
import { LoginPasswordRecovery } from "./login-password-recovery.tsx";
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
  success: Success,
  error: ErrorScreen,
} as const satisfies ScreenRegistry;
