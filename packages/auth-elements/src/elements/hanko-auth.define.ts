// Registers <hanko-auth> (called by register(); importing this file defines nothing).
import type { ElementEnv } from "../element/element-env.ts";
import { defineOnce } from "../element/define-once.ts";
import { HANKO_AUTH_TAG, hankoAuthElement } from "./hanko-auth.ts";

export function defineHankoAuth(env: ElementEnv): void {
  defineOnce(HANKO_AUTH_TAG, hankoAuthElement(env));
}
