// `POST /login` (flow-api.md §2.5): preflight → login_init → a login method → onboarding
// scheduled after the credential_usage sub-flow (§2.3.1) → success.
import { FLOW_TTL_SECONDS } from "@kretsbutiken/flow-protocol";
import type { FlowDefinition } from "../engine/flow-definition.ts";
import { createOnboardingEmail } from "../hooks/create-onboarding-email.ts";
import { conditionalRequestOptions } from "../hooks/conditional-request-options.ts";
import { determineLoginAmr } from "../hooks/determine-amr.ts";
import { issueSession } from "../hooks/issue-session.ts";
import { loadUserData } from "../hooks/load-user-data.ts";
import { persistStagedCredentials } from "../hooks/persist-staged-credentials.ts";
import { persistVerifiedEmail } from "../hooks/persist-verified-email.ts";
import { savePassword } from "../hooks/save-password.ts";
import { scheduleLoginOnboarding } from "../hooks/schedule-login-onboarding.ts";
import type { AuthFlowTypes } from "./flow-deps.ts";
import { trustDeviceAlways } from "../mfa/device-trust.ts";
import {
  capabilities,
  credentialOnboarding,
  credentialUsage,
  deviceTrust,
  mfaCreation,
  mfaUsage,
  userDetails,
} from "./sub-flows.ts";

export const loginFlow: FlowDefinition<AuthFlowTypes> = {
  name: "login",
  initialStates: ["preflight", "login_init"],
  errorState: "error",
  ttlSeconds: FLOW_TTL_SECONDS.login,
  states: {
    success: [],
    error: [],
  },
  subFlows: [
    capabilities,
    credentialUsage,
    credentialOnboarding,
    deviceTrust,
    userDetails,
    mfaCreation,
    mfaUsage,
  ],
  beforeState: {
    login_init: [conditionalRequestOptions],
    success: [loadUserData, determineLoginAmr, trustDeviceAlways, issueSession],
  },
  afterState: {
    passcode_confirmation: [createOnboardingEmail, persistVerifiedEmail],
    password_creation: [savePassword],
    onboarding_verify_passkey_attestation: [persistStagedCredentials],
    onboarding_email: [createOnboardingEmail],
  },
  afterFlow: {
    credential_usage: [scheduleLoginOnboarding],
  },
};
