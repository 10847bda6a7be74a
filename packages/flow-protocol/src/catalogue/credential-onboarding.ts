// Sub-flow `credential_onboarding` (flow-api.md §2.2; `skip` visibility in §2.4).
import type { StateName } from "../states.ts";
import {
  BACK,
  SKIP,
  WEBAUTHN_VERIFY_ATTESTATION_RESPONSE_DESCRIPTION,
  type StateActionSpecs,
} from "./action-spec.ts";

export const CREDENTIAL_ONBOARDING_ACTIONS = {
  credential_onboarding_chooser: {
    continue_to_passkey_registration: {
      description: "Register a WebAuthn credential",
      inputs: [],
    },
    continue_to_password_registration: {
      description: "Register a password credential",
      inputs: [],
    },
    skip: SKIP,
    back: BACK,
  },
  onboarding_create_passkey: {
    webauthn_generate_creation_options: {
      description: "Get creation options to create a webauthn credential.",
      inputs: [],
    },
    skip: SKIP,
    back: BACK,
  },
  onboarding_verify_passkey_attestation: {
    webauthn_verify_attestation_response: {
      description: WEBAUTHN_VERIFY_ATTESTATION_RESPONSE_DESCRIPTION,
      // No `required` key here, unlike the profile's variant.
      inputs: [{ name: "public_key", type: "json" }],
    },
    back: BACK,
  },
  password_creation: {
    register_password: {
      description: "Submit a new password.",
      // No max_length on the wire; more than 72 bytes still fails with value_too_long_error.
      inputs: [
        {
          name: "new_password",
          type: "password",
          required: { unlessConfig: "password.optional" },
          min_length: { config: "password.min_length" },
        },
      ],
    },
    skip: SKIP,
    back: BACK,
  },
} as const satisfies { readonly [S in StateName]?: StateActionSpecs };
