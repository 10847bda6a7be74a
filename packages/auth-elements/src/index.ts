// @kretsbutiken/auth-elements: <hanko-auth>, <hanko-login>, <hanko-registration>,
// <hanko-profile> and <hanko-events>, a drop-in for @teamhanko/hanko-elements. Importing it
// defines nothing; register() does. Like the official package it also exports the SDK, so
// `import { register, Hanko } from …` keeps working.
export { register, type RegisterResult } from "./register.ts";
export type { RegisterOptions } from "./options.ts";
export type { PartialTranslation, Translation, Translations } from "./i18n/translation.ts";
export { en } from "./i18n/languages/en.ts";
export { sv } from "./i18n/languages/sv.ts";
export type { ScreenComponent, ScreenProps, ScreenRegistry } from "./screens/screen-registry.ts";
export * from "@kretsbutiken/auth-sdk";
