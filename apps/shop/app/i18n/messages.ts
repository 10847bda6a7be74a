import type { Language } from "./language.ts";
import { contactMessages } from "./messages/contact.ts";
import { pageMessages } from "./messages/pages.ts";
import { shellMessages } from "./messages/shell.ts";

/** Every interface string, in both languages. A key missing in one of them is a type error. */
export const messages = {
  se: { ...shellMessages.se, ...pageMessages.se, ...contactMessages.se },
  en: { ...shellMessages.en, ...pageMessages.en, ...contactMessages.en },
} satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof typeof messages.se;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages.se, value);
}
