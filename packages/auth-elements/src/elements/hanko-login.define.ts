// Registers <hanko-login> (called by register(); importing this file defines nothing).
import type { ElementEnv } from "../element/element-env.ts";
import { defineOnce } from "../element/define-once.ts";
import { HANKO_LOGIN_TAG, hankoLoginElement } from "./hanko-login.ts";

export function defineHankoLogin(env: ElementEnv): void {
  defineOnce(HANKO_LOGIN_TAG, hankoLoginElement(env));
}
