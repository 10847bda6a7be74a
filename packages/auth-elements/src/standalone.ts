// @kretsbutiken/auth-elements/standalone: the public API without React's JSX types, and the
// entry of the one-file bundle (dist/standalone/elements.js) for a `<script type="module">`
// page, a CDN, or a Vue or Svelte app. Importing it defines nothing; register() does. Like the
// official package it also exports the SDK, so `import { register, Hanko } from …` works.
export { register, type RegisterResult } from "./register.ts";
export type { RegisterOptions } from "./options.ts";
export type { PartialTranslation, Translation, Translations } from "./i18n/translation.ts";
export type {
  HankoAuthAttributes,
  HankoAuthMode,
  HankoElementAttributes,
  HankoEventsAttributes,
  HankoProfileAttributes,
} from "./element/element-attributes.ts";
export { en } from "./i18n/languages/en.ts";
export { sv } from "./i18n/languages/sv.ts";
export * from "@kretsbutiken/auth-sdk";
