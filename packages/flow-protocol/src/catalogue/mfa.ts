// Sub-flows `mfa_creation`, `mfa_usage` and `device_trust` (flow-api.md §2.2).
import type { StateName } from "../states.ts";
import {
  BACK,
  CONTINUE_TO_OTP_SECRET_CREATION,
  SECURITY_KEY_CREATION_OPTIONS_DESCRIPTION,
  SKIP,
  WEBAUTHN_GENERATE_REQUEST_OPTIONS,
  type StateActionSpecs,
} from "./action-spec.ts";

export const MFA_ACTIONS = {
  mfa_method_chooser: {
    continue_to_otp_secret_creation: CONTINUE_TO_OTP_SECRET_CREATION,
    continue_to_security_key_creation: { description: "Create a security key", inputs: [] },
    skip: SKIP,
    back: BACK,
  },
  mfa_otp_secret_creation: {
    otp_code_verify: {
      description: "Verify an OTP code",
      inputs: [{ name: "otp_code", type: "string", required: true }],
    },
    back: BACK,
  },
  mfa_security_key_creation: {
    webauthn_generate_creation_options: {
      description: SECURITY_KEY_CREATION_OPTIONS_DESCRIPTION,
      inputs: [],
    },
    back: BACK,
  },
  login_security_key: {
    webauthn_generate_request_options: WEBAUTHN_GENERATE_REQUEST_OPTIONS,
    continue_to_login_otp: { description: "Continues the flow to the OTP login.", inputs: [] },
  },
  login_otp: {
    otp_code_validate: {
      description: "Validates the provided code.",
      inputs: [{ name: "otp_code", type: "string", required: true }],
    },
    continue_to_login_security_key: {
      description: "Continues the flow to the security key login.",
      inputs: [],
    },
  },
  device_trust: {
    trust_device: {
      description: "Trust this device, to skip MFA on subsequent logins.",
      inputs: [],
    },
    skip: SKIP,
    back: BACK,
  },
} as const satisfies { readonly [S in StateName]?: StateActionSpecs };
