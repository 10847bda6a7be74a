// The action catalogue: for each state of §2.1, every action it may offer (a superset: which
// ones a response lists depends on configuration, stash and history, see §2.2 "Available").
// Terminal states offer none.
import type { ActionName } from "../actions.ts";
import type { FlowName } from "../flows.ts";
import type { StateName } from "../states.ts";
import type { ActionSpec, StateActionSpecs } from "./action-spec.ts";
import { CAPABILITIES_ACTIONS } from "./capabilities.ts";
import { CREDENTIAL_ONBOARDING_ACTIONS } from "./credential-onboarding.ts";
import { CREDENTIAL_USAGE_ACTIONS } from "./credential-usage.ts";
import { MFA_ACTIONS } from "./mfa.ts";
import { PROFILE_ACTIONS } from "./profile.ts";
import { REGISTRATION_ACTIONS } from "./registration.ts";
import { USER_DETAILS_ACTIONS } from "./user-details.ts";

export const STATE_ACTIONS = {
  ...CAPABILITIES_ACTIONS,
  ...CREDENTIAL_USAGE_ACTIONS,
  ...CREDENTIAL_ONBOARDING_ACTIONS,
  ...USER_DETAILS_ACTIONS,
  ...MFA_ACTIONS,
  ...REGISTRATION_ACTIONS,
  ...PROFILE_ACTIONS,
  account_deleted: {},
  success: {},
  error: {},
} as const satisfies { readonly [S in StateName]: StateActionSpecs };

/** The actions state `S` may offer, e.g. `"verify_passcode" | "resend_passcode" | "back"`. */
export type StateActionName<S extends StateName> = keyof (typeof STATE_ACTIONS)[S] & ActionName;

export function stateActionNames<S extends StateName>(state: S): StateActionName<S>[] {
  return Object.keys(STATE_ACTIONS[state]) as StateActionName<S>[];
}

/** The spec of `action` in `state`, or undefined when the state never offers it. */
export function actionSpec(state: StateName, action: string): ActionSpec | undefined {
  const specs: StateActionSpecs = STATE_ACTIONS[state];
  return Object.hasOwn(specs, action) ? specs[action as ActionName] : undefined;
}

/** The literal `description` of an action in a flow (§2.2). */
export function actionDescription(spec: ActionSpec, flow: FlowName): string {
  return spec.descriptionByFlow?.[flow] ?? spec.description;
}
