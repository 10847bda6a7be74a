// `POST /token_exchange` (flow-api.md §2.8): what the widget starts when the page carries a
// `hanko_token` from an IdP-initiated SAML sign-in (`saml_hint=idp_initiated`). It begins at
// `thirdparty` with `exchange_token` only (no preflight, no `back`), takes tokens no flow asked
// for, and ends like a login: a code for an unproven address, missing user details, then
// `success` with `last_login` and the AMR `ext:{provider}`. Refused with 403 while SAML is off
// (the HTTP binding checks that).
import { FLOW_TTL_SECONDS } from "@kretsbutiken/flow-protocol";
import { exchangeToken } from "../actions/exchange-token.ts";
import type { FlowDefinition } from "../engine/flow-definition.ts";
import { createOnboardingEmail } from "../hooks/create-onboarding-email.ts";
import { determineLoginAmr } from "../hooks/determine-amr.ts";
import { issueSession } from "../hooks/issue-session.ts";
import { loadUserData } from "../hooks/load-user-data.ts";
import { persistVerifiedEmail } from "../hooks/persist-verified-email.ts";
import type { AuthFlowTypes } from "./flow-deps.ts";
import { credentialUsage, userDetails } from "./sub-flows.ts";

export const tokenExchangeFlow: FlowDefinition<AuthFlowTypes> = {
  name: "token_exchange",
  initialStates: ["thirdparty"],
  errorState: "error",
  ttlSeconds: FLOW_TTL_SECONDS.token_exchange,
  states: {
    thirdparty: [exchangeToken],
    success: [],
    error: [],
  },
  subFlows: [credentialUsage, userDetails],
  beforeState: {
    success: [loadUserData, determineLoginAmr, issueSession],
  },
  afterState: {
    passcode_confirmation: [createOnboardingEmail, persistVerifiedEmail],
    onboarding_email: [createOnboardingEmail],
  },
};
