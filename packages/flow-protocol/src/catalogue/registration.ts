// The registration flow's own state (flow-api.md §2.2 registration_init).
import type { StateName } from "../states.ts";
import { REMEMBER_ME, oauthInputs, type StateActionSpecs } from "./action-spec.ts";

export const REGISTRATION_ACTIONS = {
  registration_init: {
    register_login_identifier: {
      description: "Enter an identifier to register.",
      inputs: [
        {
          name: "email",
          type: "email",
          required: { unlessConfig: "email.optional" },
          max_length: { config: "email.max_length" },
          trim: true,
          lowercase: true,
          when: "email.enabled and email.acquire_on_registration",
        },
        {
          name: "username",
          type: "string",
          required: { unlessConfig: "username.optional" },
          min_length: { config: "username.min_length" },
          max_length: { config: "username.max_length" },
          trim: true,
          lowercase: true,
          when: "username.enabled and username.acquire_on_registration",
        },
      ],
    },
    remember_me: REMEMBER_ME,
    thirdparty_oauth: {
      description: "Sign up/sign in with a third party provider via OAuth.",
      inputs: oauthInputs("third_party_providers"),
    },
  },
} as const satisfies { readonly [S in StateName]?: StateActionSpecs };
