import { parseLanguage } from "../domain/language.ts";
import { parseConsent } from "../domain/preferences/consent.ts";
import { parseCookies } from "./read-cookies.ts";
import { COOKIE } from "./cookie-names.ts";
import { findCurrency } from "../domain/preferences/currency.ts";
import { parsePrimaryColor } from "../domain/preferences/primary-color.ts";
import type { Preferences } from "../domain/preferences/preferences.ts";

/** Reads a request's preference cookies; anything unknown falls back to the default. */
export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  const cookies = parseCookies(cookieHeader);
  return {
    language: parseLanguage(cookies.get(COOKIE.selectedLanguage)),
    currency: findCurrency(cookies.get(COOKIE.selectedCurrency)),
    primaryColor: parsePrimaryColor(cookies.get(COOKIE.primaryColor)),
    consent: parseConsent(cookies.get(COOKIE.consent)),
  };
}
