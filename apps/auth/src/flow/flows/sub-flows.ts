// The sub-flows login and registration share (flow-api.md §2.1, §2.2). Each state lists the
// actions it may offer in the order Hanko declares them; availability is the action's own.
// MFA, device trust and third-party sign-in join these tables in their issues.
import { back } from "../actions/back.ts";
import { continueToPasscodeConfirmationRecovery } from "../actions/continue-to-passcode-confirmation-recovery.ts";
import { continueToPasscodeConfirmation } from "../actions/continue-to-passcode-confirmation.ts";
import { continueToPasskeyRegistration } from "../actions/continue-to-passkey-registration.ts";
import { continueToPasswordLogin } from "../actions/continue-to-password-login.ts";
import { continueToPasswordRegistration } from "../actions/continue-to-password-registration.ts";
import { continueWithLoginIdentifier } from "../actions/continue-with-login-identifier.ts";
import { emailAddressSet } from "../actions/email-address-set.ts";
import { passwordLogin } from "../actions/password-login.ts";
import { passwordRecovery } from "../actions/password-recovery.ts";
import { registerClientCapabilities } from "../actions/register-client-capabilities.ts";
import { registerPassword } from "../actions/register-password.ts";
import { rememberMe } from "../actions/remember-me.ts";
import { resendPasscode } from "../actions/resend-passcode.ts";
import { skipCredentialOnboardingChooser } from "../actions/skip-credential-onboarding-chooser.ts";
import { skipEmail } from "../actions/skip-email.ts";
import { skipPasskey } from "../actions/skip-passkey.ts";
import { skipPassword } from "../actions/skip-password.ts";
import { skipUsername } from "../actions/skip-username.ts";
import { usernameCreate } from "../actions/username-create.ts";
import { verifyOnboardingAttestation } from "../actions/verify-onboarding-attestation.ts";
import { verifyPasscode } from "../actions/verify-passcode.ts";
import { webauthnGenerateCreationOptions } from "../actions/webauthn-generate-creation-options.ts";
import { webauthnGenerateRequestOptions } from "../actions/webauthn-generate-request-options.ts";
import { webauthnVerifyAssertionResponse } from "../actions/webauthn-verify-assertion-response.ts";
import type { SubFlowDefinition } from "../engine/flow-definition.ts";
import { sendPasscode } from "../hooks/send-passcode.ts";
import type { AuthFlowTypes } from "./flow-deps.ts";

type SubFlow = SubFlowDefinition<AuthFlowTypes>;

export const capabilities: SubFlow = {
  name: "capabilities",
  states: {
    preflight: [registerClientCapabilities],
  },
};

export const credentialUsage: SubFlow = {
  name: "credential_usage",
  states: {
    login_init: [
      continueWithLoginIdentifier,
      webauthnGenerateRequestOptions,
      webauthnVerifyAssertionResponse,
      rememberMe,
    ],
    login_method_chooser: [
      continueToPasswordLogin,
      continueToPasscodeConfirmation,
      webauthnGenerateRequestOptions,
      back,
    ],
    login_password: [passwordLogin, continueToPasscodeConfirmationRecovery, back],
    login_password_recovery: [passwordRecovery],
    login_passkey: [webauthnVerifyAssertionResponse, back],
    passcode_confirmation: [verifyPasscode, resendPasscode, back],
  },
  beforeState: {
    passcode_confirmation: [sendPasscode],
  },
};

export const credentialOnboarding: SubFlow = {
  name: "credential_onboarding",
  states: {
    credential_onboarding_chooser: [
      continueToPasskeyRegistration,
      continueToPasswordRegistration,
      skipCredentialOnboardingChooser,
      back,
    ],
    onboarding_create_passkey: [webauthnGenerateCreationOptions, skipPasskey, back],
    onboarding_verify_passkey_attestation: [verifyOnboardingAttestation, back],
    password_creation: [registerPassword, skipPassword, back],
  },
};

export const userDetails: SubFlow = {
  name: "user_details",
  states: {
    onboarding_username: [usernameCreate, skipUsername],
    onboarding_email: [emailAddressSet, skipEmail],
  },
};
