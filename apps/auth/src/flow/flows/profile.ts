// `POST /profile` (flow-api.md §2.7): preflight → profile_init, where a signed-in user manages
// their username, addresses, password, sessions, metadata and account. Every request needs a
// valid session (checked by the HTTP binding); the session's user is reloaded before each action
// and before `profile_init`, whose payload carries `user` and `sessions`. Adding or verifying an
// address goes through `passcode_confirmation` and back, creating a passkey through
// `webauthn_credential_verification` and back, as a security key does; setting up an
// authenticator app goes through `mfa_otp_secret_creation` and back; connecting a provider
// through `thirdparty` and back.
import { FLOW_TTL_SECONDS } from "@kretsbutiken/flow-protocol";
import { back } from "../actions/back.ts";
import type { FlowDefinition } from "../engine/flow-definition.ts";
import { accountDelete } from "../profile/account-delete.ts";
import {
  emailCreate,
  emailDelete,
  emailSetPrimary,
  emailVerify,
} from "../profile/email-actions.ts";
import { passwordCreate, passwordDelete, passwordUpdate } from "../profile/password-actions.ts";
import {
  webauthnCredentialCreate,
  webauthnCredentialDelete,
  webauthnCredentialRename,
  webauthnVerifyAttestationResponse,
} from "../profile/passkey-actions.ts";
import {
  otpSecretDelete,
  profileContinueToOtpSecretCreation,
  securityKeyCreate,
  securityKeyDelete,
} from "../profile/mfa-actions.ts";
import { patchMetadata } from "../profile/patch-metadata.ts";
import { loadSessionUser, persistProfileEmail, profilePayload } from "../profile/profile-hooks.ts";
import { sessionDelete } from "../profile/session-delete.ts";
import {
  connectThirdpartyOauthProvider,
  disconnectThirdpartyOauthProvider,
  profileExchangeToken,
} from "../profile/third-party-actions.ts";
import {
  profileUsernameCreate,
  usernameDelete,
  usernameUpdate,
} from "../profile/username-actions.ts";
import type { AuthFlowTypes } from "./flow-deps.ts";
import { capabilities, credentialUsage, mfaCreation } from "./sub-flows.ts";

export const profileFlow: FlowDefinition<AuthFlowTypes> = {
  name: "profile",
  initialStates: ["preflight", "profile_init"],
  errorState: "error",
  ttlSeconds: FLOW_TTL_SECONDS.profile,
  states: {
    // In the catalogue's order (flow-protocol's PROFILE_ACTIONS).
    profile_init: [
      accountDelete,
      profileContinueToOtpSecretCreation,
      emailCreate,
      emailDelete,
      emailSetPrimary,
      emailVerify,
      otpSecretDelete,
      passwordCreate,
      passwordDelete,
      passwordUpdate,
      patchMetadata,
      securityKeyCreate,
      securityKeyDelete,
      profileUsernameCreate,
      usernameDelete,
      usernameUpdate,
      webauthnCredentialCreate,
      webauthnCredentialDelete,
      sessionDelete,
      webauthnCredentialRename,
      connectThirdpartyOauthProvider,
      disconnectThirdpartyOauthProvider,
    ],
    webauthn_credential_verification: [webauthnVerifyAttestationResponse, back],
    thirdparty: [profileExchangeToken, back],
    account_deleted: [],
    error: [],
  },
  subFlows: [capabilities, credentialUsage, mfaCreation],
  beforeEachAction: [loadSessionUser],
  beforeState: {
    profile_init: [loadSessionUser, profilePayload],
  },
  afterState: {
    passcode_confirmation: [persistProfileEmail],
  },
};
