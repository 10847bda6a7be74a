// Registers <hanko-events> (called by register(); importing this file defines nothing).
import type { ElementEnv } from "../element/element-env.ts";
import { defineOnce } from "../element/define-once.ts";
import { HANKO_EVENTS_TAG, hankoEventsElement } from "./hanko-events.ts";

export function defineHankoEvents(env: ElementEnv): void {
  defineOnce(HANKO_EVENTS_TAG, hankoEventsElement(env));
}
