import type { Language } from "../language.ts";
import type { ConsentChoice } from "./consent.ts";
import type { Currency } from "./currency.ts";

/** What the visitor chose, as the server reads it from cookies for every request. */
export interface Preferences {
  language: Language;
  currency: Currency;
  /** Undefined: no colour chosen, the theme's applies. */
  primaryColor: string | undefined;
  /** Undefined: not answered yet, so the consent banner shows. */
  consent: ConsentChoice | undefined;
}
