// Sub-flow `capabilities` (flow-api.md §2.2 preflight). Booleans are never validated, so `{}`
// is accepted and means "no WebAuthn".
import type { StateName } from "../states.ts";
import type { StateActionSpecs } from "./action-spec.ts";

export const CAPABILITIES_ACTIONS = {
  preflight: {
    register_client_capabilities: {
      description: "Send the computers capabilities.",
      inputs: [
        { name: "webauthn_available", type: "boolean", required: true, hidden: true },
        { name: "webauthn_conditional_mediation_available", type: "boolean", hidden: true },
        { name: "webauthn_platform_authenticator_available", type: "boolean", hidden: true },
      ],
    },
  },
} as const satisfies { readonly [S in StateName]?: StateActionSpecs };
