// Registers <hanko-profile> (called by register(); importing this file defines nothing).
import type { ElementEnv } from "../element/element-env.ts";
import { defineOnce } from "../element/define-once.ts";
import { HANKO_PROFILE_TAG, hankoProfileElement } from "./hanko-profile.ts";

export function defineHankoProfile(env: ElementEnv): void {
  defineOnce(HANKO_PROFILE_TAG, hankoProfileElement(env));
}
