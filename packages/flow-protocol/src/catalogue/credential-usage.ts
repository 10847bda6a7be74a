// Sub-flow `credential_usage` (flow-api.md §2.2, login_init … thirdparty).
import type { StateName } from "../states.ts";
import {
  BACK,
  REMEMBER_ME,
  WEBAUTHN_GENERATE_REQUEST_OPTIONS,
  WEBAUTHN_VERIFY_ASSERTION_RESPONSE,
  oauthInputs,
  type StateActionSpecs,
} from "./action-spec.ts";

export const CREDENTIAL_USAGE_ACTIONS = {
  login_init: {
    continue_with_login_identifier: {
      description: "Enter an identifier to login.",
      // Exactly one of the three, by which identifiers the configuration allows.
      inputs: [
        {
          name: "identifier",
          type: "string",
          required: true,
          max_length: 255,
          trim: true,
          lowercase: true,
          when: "email and username are both login identifiers",
        },
        {
          name: "email",
          type: "email",
          required: true,
          min_length: 3,
          max_length: { config: "email.max_length" },
          trim: true,
          lowercase: true,
          when: "only email is a login identifier",
        },
        {
          name: "username",
          type: "string",
          required: true,
          min_length: { config: "username.min_length" },
          max_length: { config: "username.max_length" },
          trim: true,
          lowercase: true,
          when: "only username is a login identifier",
        },
      ],
    },
    webauthn_generate_request_options: WEBAUTHN_GENERATE_REQUEST_OPTIONS,
    webauthn_verify_assertion_response: WEBAUTHN_VERIFY_ASSERTION_RESPONSE,
    remember_me: REMEMBER_ME,
    thirdparty_oauth: {
      description: "Sign up/sign in with a third party provider via OAuth.",
      inputs: oauthInputs("third_party_providers"),
    },
  },
  login_method_chooser: {
    continue_to_password_login: { description: "Continue to the password login.", inputs: [] },
    continue_to_passcode_confirmation: {
      description: "Send a login passcode code via email.",
      inputs: [],
    },
    webauthn_generate_request_options: WEBAUTHN_GENERATE_REQUEST_OPTIONS,
    back: BACK,
  },
  login_password: {
    password_login: {
      description: "Login with a password.",
      inputs: [{ name: "password", type: "password", required: true }],
    },
    continue_to_passcode_confirmation_recovery: {
      description: "Send a recovery passcode code via email.",
      inputs: [],
    },
    back: BACK,
  },
  login_password_recovery: {
    password_recovery: {
      description: "Submit a new password.",
      inputs: [
        {
          name: "new_password",
          type: "password",
          required: true,
          min_length: { config: "password.min_length" },
          max_length: 72,
        },
      ],
    },
  },
  login_passkey: {
    webauthn_verify_assertion_response: WEBAUTHN_VERIFY_ASSERTION_RESPONSE,
    back: BACK,
  },
  passcode_confirmation: {
    verify_passcode: {
      description: "Enter a passcode.",
      inputs: [{ name: "code", type: "string", required: true }],
    },
    resend_passcode: { description: "Send the passcode email again.", inputs: [] },
    back: BACK,
  },
  thirdparty: {
    exchange_token: {
      description: "Exchange a one time token.",
      descriptionByFlow: {
        profile: "Exchange a token for linking the identity to a user account.",
      },
      inputs: [
        { name: "token", type: "string", required: true, hidden: true },
        { name: "code_verifier", type: "string", hidden: true },
      ],
    },
    back: { ...BACK, notInFlows: ["token_exchange"] },
  },
} as const satisfies { readonly [S in StateName]?: StateActionSpecs };
