// Sub-flow `user_details` (flow-api.md §2.2 onboarding_username, onboarding_email).
import type { StateName } from "../states.ts";
import { SKIP, type StateActionSpecs } from "./action-spec.ts";

export const USER_DETAILS_ACTIONS = {
  onboarding_username: {
    username_create: {
      description: "Set a new username.",
      inputs: [
        {
          name: "username",
          type: "string",
          required: { unlessConfig: "username.optional" },
          min_length: { config: "username.min_length" },
          max_length: { config: "username.max_length" },
          trim: true,
          lowercase: true,
        },
      ],
    },
    skip: SKIP,
  },
  onboarding_email: {
    email_address_set: {
      description: "Set a new email address.",
      // Type `string`, not `email`, on the wire [quirk, Appendix B12].
      inputs: [
        {
          name: "email",
          type: "string",
          required: { unlessConfig: "email.optional" },
          max_length: { config: "email.max_length" },
          trim: true,
          lowercase: true,
          preserve: true,
        },
      ],
    },
    skip: SKIP,
  },
} as const satisfies { readonly [S in StateName]?: StateActionSpecs };
