// <hanko-registration>: create an account only (no link to sign-in)
// Attributes: api, lang, experimental, prefilled-email, prefilled-username.
// Parts, CSS custom properties and events: see ../element/flow-element.tsx.
import type { ElementEnv } from "../element/element-env.ts";
import { FLOW_ATTRIBUTES, flowElementClass } from "../element/flow-element.tsx";

export const HANKO_REGISTRATION_TAG = "hanko-registration";

export function hankoRegistrationElement(env: ElementEnv): CustomElementConstructor {
  return flowElementClass("registration", FLOW_ATTRIBUTES, env);
}
