// The profile flow's own states (flow-api.md §2.7 and §2.2 webauthn_credential_verification).
// No profile_init action offers `back`.
import type { StateName } from "../states.ts";
import {
  BACK,
  CONTINUE_TO_OTP_SECRET_CREATION,
  SECURITY_KEY_CREATION_OPTIONS_DESCRIPTION,
  WEBAUTHN_VERIFY_ATTESTATION_RESPONSE_DESCRIPTION,
  oauthInputs,
  type InputSpec,
  type StateActionSpecs,
} from "./action-spec.ts";

const hiddenId = (name: string) =>
  ({ name, type: "string", required: true, hidden: true }) as const satisfies InputSpec;

// Type `string`, not `password`, in the profile (§2.7).
const PASSWORD = {
  name: "password",
  type: "string",
  required: true,
  min_length: { config: "password.min_length" },
  max_length: 72,
} as const satisfies InputSpec;

const USERNAME = {
  name: "username",
  type: "string",
  required: true,
  min_length: { config: "username.min_length" },
  max_length: { config: "username.max_length" },
  trim: true,
  lowercase: true,
  preserve: true,
} as const satisfies InputSpec;

export const PROFILE_ACTIONS = {
  profile_init: {
    account_delete: { description: "Delete an account.", inputs: [] },
    continue_to_otp_secret_creation: CONTINUE_TO_OTP_SECRET_CREATION,
    email_create: {
      description: "Create an email address for the current session user.",
      inputs: [
        {
          name: "email",
          type: "email",
          required: true,
          max_length: { config: "email.max_length" },
          trim: true,
          lowercase: true,
        },
      ],
    },
    email_delete: {
      description: "Delete an email address.",
      // name = address, value = email id; omitted when empty [quirk, Appendix B10].
      inputs: [{ ...hiddenId("email_id"), allowed_values: "deletable_emails" }],
    },
    email_set_primary: {
      description: "Sets a an email address as the primary email address.",
      inputs: [hiddenId("email_id")],
    },
    email_verify: { description: "Verify an email.", inputs: [hiddenId("email_id")] },
    otp_secret_delete: { description: "Delete an OTP secret", inputs: [] },
    password_create: { description: "Create a new password.", inputs: [PASSWORD] },
    password_delete: { description: "Delete a password.", inputs: [] },
    password_update: { description: "Update an existing password.", inputs: [PASSWORD] },
    patch_metadata: {
      description: "Patch the (unsafe) metadata of the user",
      inputs: [{ name: "patch_metadata", type: "json", required: true, hidden: false }],
    },
    security_key_create: { description: SECURITY_KEY_CREATION_OPTIONS_DESCRIPTION, inputs: [] },
    security_key_delete: {
      description: "Delete a security key",
      inputs: [hiddenId("security_key_id")],
    },
    username_create: { description: "Create a new username.", inputs: [USERNAME] },
    username_delete: { description: "Delete the username of a user.", inputs: [] },
    username_update: { description: "Update an existing username.", inputs: [USERNAME] },
    webauthn_credential_create: {
      description: "Create a Webauthn credential for the current session user.",
      inputs: [],
    },
    webauthn_credential_delete: {
      description: "Delete a Webauthn credential.",
      inputs: [hiddenId("passkey_id")],
    },
    session_delete: {
      description: "Delete a session.",
      // name = value = session id of each other active session.
      inputs: [{ ...hiddenId("session_id"), allowed_values: "other_sessions" }],
    },
    webauthn_credential_rename: {
      description: "Rename a Webauthn credential.",
      inputs: [hiddenId("passkey_id"), { name: "passkey_name", type: "string", required: true }],
    },
    connect_thirdparty_oauth_provider: {
      description: "Connect a third party provider via OAuth.",
      inputs: oauthInputs("unlinked_third_party_providers"),
    },
    disconnect_thirdparty_oauth_provider: {
      description: "Disconnect a third party provider via OAuth.",
      // Hanko builds `identity_id` but never adds it, so none is advertised [quirk,
      // Appendix B9]; clients send `identity_id` (string UUID) anyway.
      inputs: [],
    },
  },
  webauthn_credential_verification: {
    webauthn_verify_attestation_response: {
      description: WEBAUTHN_VERIFY_ATTESTATION_RESPONSE_DESCRIPTION,
      inputs: [{ name: "public_key", type: "json", required: true }],
    },
    back: BACK,
  },
} as const satisfies { readonly [S in StateName]?: StateActionSpecs };
