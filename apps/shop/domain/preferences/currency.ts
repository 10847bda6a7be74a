// The currency switcher (spec §3, §9) as market.md keeps it: an indicative display only.
// Prices are stored and charged in SEK öre incl. moms; another currency is base × multiple.

export type CurrencyCode = "SEK" | "USD" | "INR" | "EUR";

export interface Currency {
  /** The spec's `currency` name; also the value of the selectedCurrency cookie. */
  readonly currency: string;
  readonly currencySymbol: string;
  /** SEK → this currency: displayed amount = kronor × multiple. */
  readonly currencyConversionMultiple: number;
  /** ISO 4217 code for Intl.NumberFormat. */
  readonly code: CurrencyCode;
}

/**
 * Display rate for the dollar: 1 SEK = 0.102 USD, i.e. 1 USD ≈ 9.80 SEK, rounded from the
 * Riksbank's USD fixing of spring 2025 (about 9.8 SEK). Set by hand; it is shown as "ca" and
 * never charged. The spec's own ratios between the foreign currencies are kept exactly:
 * Euro = 0.98 × Dollar and Rupee = 78.6 × Dollar (spec §9: Dollar 1, Rupee 78.6, Euro 0.98).
 */
export const SEK_TO_USD = 0.102;

/** A multiple of the dollar's, as an exact decimal (0.98 × 0.102 = 0.09996, not 0.0999599…). */
const timesDollar = (ratio: number): number => Number((ratio * SEK_TO_USD).toPrecision(12));

export const KRONA: Currency = {
  currency: "Krona",
  currencySymbol: "kr",
  currencyConversionMultiple: 1,
  code: "SEK",
};

/** Kronor first, then the spec's list in its order. */
export const currencyList: readonly Currency[] = [
  KRONA,
  { currency: "Dollar", currencySymbol: "$", currencyConversionMultiple: SEK_TO_USD, code: "USD" },
  {
    currency: "Rupee",
    currencySymbol: "₹",
    currencyConversionMultiple: timesDollar(78.6),
    code: "INR",
  },
  {
    currency: "Euro",
    currencySymbol: "€",
    currencyConversionMultiple: timesDollar(0.98),
    code: "EUR",
  },
];

/**
 * The currency a visitor chose, by name. The symbol and multiple cookies are written for the
 * spec's sake but never trusted: the list decides, so an edited cookie cannot change a rate.
 */
export function findCurrency(name: string | null | undefined): Currency {
  return currencyList.find((entry) => entry.currency === name) ?? KRONA;
}

export function isIndicative(currency: Currency): boolean {
  return currency.code !== "SEK";
}
