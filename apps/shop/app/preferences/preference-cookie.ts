import { allowsPreferences, type ConsentChoice } from "../../domain/preferences/consent.ts";
import { ONE_YEAR_SECONDS, serializeCookie } from "../../http/cookie-header.ts";

/**
 * A preference the visitor just chose. Without consent it lives as a session cookie: the
 * visitor asked for it and it ends with the browser session (the exemption for user-interface
 * customisation, Article 29 WP opinion 04/2012 §3.6); with consent it is kept for a year.
 */
export function preferenceCookie(
  name: string,
  value: string,
  consent: ConsentChoice | undefined,
): string {
  return serializeCookie(name, value, {
    maxAge: allowsPreferences(consent) ? ONE_YEAR_SECONDS : undefined,
  });
}
