// Registers <hanko-registration> (called by register(); importing this file defines nothing).
import type { ElementEnv } from "../element/element-env.ts";
import { defineOnce } from "../element/define-once.ts";
import { HANKO_REGISTRATION_TAG, hankoRegistrationElement } from "./hanko-registration.ts";

export function defineHankoRegistration(env: ElementEnv): void {
  defineOnce(HANKO_REGISTRATION_TAG, hankoRegistrationElement(env));
}
