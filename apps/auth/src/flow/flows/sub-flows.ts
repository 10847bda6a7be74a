// The sub-flows login and registration share (flow-api.md §2.1, §2.2). Each state lists the
// actions it may offer in the order Hanko declares them; availability is the action's own.
// `thirdparty` is credential_usage's here, for login and registration; profile and
// token_exchange declare their own.
import { back } from "../actions/back.ts";
import { continueToPasscodeConfirmationRecovery } from "../actions/continue-to-passcode-confirmation-recovery.ts";
import { continueToPasscodeConfirmation } from "../actions/continue-to-passcode-confirmation.ts";
import { continueToPasskeyRegistration } from "../actions/continue-to-passkey-registration.ts";
import { continueToPasswordLogin } from "../actions/continue-to-password-login.ts";
import { continueToPasswordRegistration } from "../actions/continue-to-password-registration.ts";
import { continueWithLoginIdentifier } from "../actions/continue-with-login-identifier.ts";
import { emailAddressSet } from "../actions/email-address-set.ts";
import { exchangeToken } from "../actions/exchange-token.ts";
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
import { thirdpartyOauth } from "../actions/thirdparty-oauth.ts";
import { usernameCreate } from "../actions/username-create.ts";
import { verifyOnboardingAttestation } from "../actions/verify-onboarding-attestation.ts";
import { verifyPasscode } from "../actions/verify-passcode.ts";
import { webauthnGenerateCreationOptions } from "../actions/webauthn-generate-creation-options.ts";
import { webauthnGenerateRequestOptions } from "../actions/webauthn-generate-request-options.ts";
import { webauthnVerifyAssertionResponse } from "../actions/webauthn-verify-assertion-response.ts";
import type { SubFlowDefinition } from "../engine/flow-definition.ts";
import { skipDeviceTrust, trustDevice } from "../mfa/device-trust.ts";
import { continueToLoginSecurityKey, otpCodeValidate } from "../mfa/login-otp.ts";
import { continueToLoginOtp, securityKeyRequestOptions } from "../mfa/login-security-key.ts";
import {
  continueToOtpSecretCreation,
  continueToSecurityKeyCreation,
  skipMfa,
} from "../mfa/mfa-method-chooser.ts";
import { otpCodeVerify, prepareOtpSecret } from "../mfa/otp-secret-creation.ts";
import { securityKeyCreationOptions } from "../mfa/security-key-creation.ts";
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
      thirdpartyOauth,
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
    thirdparty: [exchangeToken, back],
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

export const mfaCreation: SubFlow = {
  name: "mfa_creation",
  states: {
    mfa_method_chooser: [continueToOtpSecretCreation, continueToSecurityKeyCreation, skipMfa, back],
    mfa_otp_secret_creation: [otpCodeVerify, back],
    mfa_security_key_creation: [securityKeyCreationOptions, back],
  },
  beforeState: {
    mfa_otp_secret_creation: [prepareOtpSecret],
  },
};

export const mfaUsage: SubFlow = {
  name: "mfa_usage",
  states: {
    login_security_key: [securityKeyRequestOptions, continueToLoginOtp],
    login_otp: [otpCodeValidate, continueToLoginSecurityKey],
  },
};

export const deviceTrust: SubFlow = {
  name: "device_trust",
  states: {
    device_trust: [trustDevice, skipDeviceTrust, back],
  },
};
