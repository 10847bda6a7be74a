// <hanko-auth>: sign in, or create an account (mode="registration" starts there)
// Attributes: api, lang, experimental, prefilled-email, prefilled-username, mode ("login" | "registration").
// Parts, CSS custom properties and events: see ../element/flow-element.tsx.
import type { ElementEnv } from "../element/element-env.ts";
import { FLOW_ATTRIBUTES, flowElementClass } from "../element/flow-element.tsx";

export const HANKO_AUTH_TAG = "hanko-auth";

export function hankoAuthElement(env: ElementEnv): CustomElementConstructor {
  return flowElementClass("auth", FLOW_ATTRIBUTES, env);
}
