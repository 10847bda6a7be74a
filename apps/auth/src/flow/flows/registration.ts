// `POST /registration` (flow-api.md §2.6): preflight → registration_init → passcode
// verification and credential states as scheduled by `register_login_identifier` (§2.3.3) →
// success, where the user is created. Signing up with a provider goes through `thirdparty`
// instead, whose callback made the user already; then the user_details states may ask for what
// the provider did not give (their address hook is registered here, B8).
import { FLOW_TTL_SECONDS } from "@kretsbutiken/flow-protocol";
import { registerLoginIdentifier } from "../actions/register-login-identifier.ts";
import { rememberMe } from "../actions/remember-me.ts";
import { thirdpartyOauth } from "../actions/thirdparty-oauth.ts";
import type { FlowDefinition } from "../engine/flow-definition.ts";
import { createOnboardingEmail } from "../hooks/create-onboarding-email.ts";
import { createUser } from "../hooks/create-user.ts";
import { determineRegistrationAmr } from "../hooks/determine-amr.ts";
import { issueSession } from "../hooks/issue-session.ts";
import { loadUserData } from "../hooks/load-user-data.ts";
import { persistVerifiedEmailOfExistingUser } from "../hooks/persist-verified-email.ts";
import type { AuthFlowTypes } from "./flow-deps.ts";
import {
  capabilities,
  credentialOnboarding,
  credentialUsage,
  mfaCreation,
  userDetails,
} from "./sub-flows.ts";

export const registrationFlow: FlowDefinition<AuthFlowTypes> = {
  name: "registration",
  initialStates: ["preflight", "registration_init"],
  errorState: "error",
  ttlSeconds: FLOW_TTL_SECONDS.registration,
  states: {
    registration_init: [registerLoginIdentifier, rememberMe, thirdpartyOauth],
    success: [],
    error: [],
  },
  subFlows: [capabilities, credentialUsage, credentialOnboarding, userDetails, mfaCreation],
  beforeState: {
    success: [createUser, loadUserData, determineRegistrationAmr, issueSession],
  },
  afterState: {
    passcode_confirmation: [createOnboardingEmail, persistVerifiedEmailOfExistingUser],
    onboarding_email: [createOnboardingEmail],
  },
};
