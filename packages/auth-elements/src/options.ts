// The options of register(api, options): the official widget's names and defaults (spec §9),
// plus `nonce`, and the SDK's own options passed through. Resolved once per register() call.
import type { CookieSameSite, HankoOptions, SessionTokenLocation } from "@kretsbutiken/auth-sdk";
import type { Translations } from "./i18n/translation.ts";

export interface RegisterOptions {
  /** Render into an open shadow root (default true). */
  shadow?: boolean;
  /** Add our stylesheet (default true); without it only the page's CSS applies. */
  injectStyles?: boolean;
  /** CSP nonce for the `<style>` element used where constructable stylesheets are not. */
  nonce?: string;
  /** Offer passkey sign-in where the server does (default true). */
  enablePasskeys?: boolean;
  /** Hide "Sign in with a passkey" on the first screen (default false). */
  hidePasskeyButtonOnLogin?: boolean;
  /** The page's own texts by language; they win over ours. */
  translations?: Translations;
  /** Folder of the language files other than en and sv (default "/i18n"). */
  translationsLocation?: string;
  /** Language used when a text or a language file is missing (default "en"). */
  fallbackLanguage?: string;
  /** Prefix of the SDK's local-storage keys (default "hanko"). */
  storageKey?: string;
  cookieName?: string;
  cookieDomain?: string;
  cookieSameSite?: CookieSameSite;
  sessionCheckInterval?: number;
  sessionTokenLocation?: SessionTokenLocation;
  /** Request timeout in milliseconds (default 13 000). */
  timeout?: number;
}

export type ResolvedOptions = {
  readonly shadow: boolean;
  readonly injectStyles: boolean;
  readonly nonce: string | undefined;
  readonly enablePasskeys: boolean;
  readonly hidePasskeyButtonOnLogin: boolean;
  readonly translations: Translations | undefined;
  readonly translationsLocation: string;
  readonly fallbackLanguage: string;
  readonly storageKey: string;
  readonly sdk: HankoOptions;
};

export function resolveOptions(options: RegisterOptions = {}): ResolvedOptions {
  const storageKey = options.storageKey ?? "hanko";
  const sdk: HankoOptions = { localStorageKey: storageKey };
  if (options.cookieName !== undefined) sdk.cookieName = options.cookieName;
  if (options.cookieDomain !== undefined) sdk.cookieDomain = options.cookieDomain;
  if (options.cookieSameSite !== undefined) sdk.cookieSameSite = options.cookieSameSite;
  if (options.sessionCheckInterval !== undefined) {
    sdk.sessionCheckInterval = options.sessionCheckInterval;
  }
  if (options.sessionTokenLocation !== undefined) {
    sdk.sessionTokenLocation = options.sessionTokenLocation;
  }
  if (options.timeout !== undefined) sdk.timeout = options.timeout;
  return {
    shadow: options.shadow ?? true,
    injectStyles: options.injectStyles ?? true,
    nonce: options.nonce,
    enablePasskeys: options.enablePasskeys ?? true,
    hidePasskeyButtonOnLogin: options.hidePasskeyButtonOnLogin ?? false,
    translations: options.translations,
    translationsLocation: options.translationsLocation ?? "/i18n",
    fallbackLanguage: options.fallbackLanguage ?? "en",
    storageKey,
    sdk,
  };
}
