// <hanko-login>: sign in only (no link to registration)
// Attributes: api, lang, experimental, prefilled-email, prefilled-username.
// Parts, CSS custom properties and events: see ../element/flow-element.tsx.
import type { ElementEnv } from "../element/element-env.ts";
import { FLOW_ATTRIBUTES, flowElementClass } from "../element/flow-element.tsx";

export const HANKO_LOGIN_TAG = "hanko-login";

export function hankoLoginElement(env: ElementEnv): CustomElementConstructor {
  return flowElementClass("login", FLOW_ATTRIBUTES, env);
}
