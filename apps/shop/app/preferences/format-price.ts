import type { Currency } from "../../domain/preferences/currency.ts";

// One locale for every language: prices are Swedish prices, and server and browser must
// format alike or hydration mismatches (market.md). sv-SE groups with U+00A0.
const LOCALE = "sv-SE";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(code: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${code}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

export interface FormatPriceOptions {
  /** Totals are rounded to whole units (spec §9: "cart total is rounded"). */
  total?: boolean;
}

/**
 * Formats a price held as integer öre incl. moms. Kronor show whole kronor when there are no
 * öre ("1 299 kr"); a foreign currency shows the converted amount with cents, or whole units
 * for a total. The caller marks a foreign amount as indicative (see <Price>).
 */
export function formatPrice(
  ore: number,
  currency: Currency,
  options: FormatPriceOptions = {},
): string {
  if (!Number.isInteger(ore)) throw new RangeError(`a price is whole öre, got ${ore}`);
  if (currency.code === "SEK") {
    const wholeKronor = options.total || ore % 100 === 0;
    const kronor = options.total ? Math.round(ore / 100) : ore / 100;
    return formatter("SEK", wholeKronor ? 0 : 2).format(kronor);
  }
  const converted = (ore / 100) * currency.currencyConversionMultiple;
  return options.total
    ? formatter(currency.code, 0).format(Math.round(converted))
    : formatter(currency.code, 2).format(Math.round(converted * 100) / 100);
}
