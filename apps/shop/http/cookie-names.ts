/** Cookie names. The first four are the spec's (§3); the others are the shop's own. */
export const COOKIE = {
  selectedCurrency: "selectedCurrency",
  selectedCurrencySymbol: "selectedCurrencySymbol",
  currencyConversionMultiple: "currencyConversionMultiple",
  primaryColor: "primaryColor",
  selectedLanguage: "selectedLanguage",
  consent: "cookieConsent",
} as const;

/** The cookies that hold preferences: persistent only with consent. */
export const PREFERENCE_COOKIES = [
  COOKIE.selectedCurrency,
  COOKIE.selectedCurrencySymbol,
  COOKIE.currencyConversionMultiple,
  COOKIE.primaryColor,
  COOKIE.selectedLanguage,
] as const;
