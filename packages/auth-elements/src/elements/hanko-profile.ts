// <hanko-profile>: the signed-in user's profile. Its screens come with the profile issue;
// until then profile_init shows the fallback, and without a session the error screen shows.
// Attributes: api, lang.
// Parts, CSS custom properties and events: see ../element/flow-element.tsx.
import type { ElementEnv } from "../element/element-env.ts";
import { PROFILE_ATTRIBUTES, flowElementClass } from "../element/flow-element.tsx";

export const HANKO_PROFILE_TAG = "hanko-profile";

export function hankoProfileElement(env: ElementEnv): CustomElementConstructor {
  return flowElementClass("profile", PROFILE_ATTRIBUTES, env);
}
